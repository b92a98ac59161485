// The property-pages feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { ListingView } from './components/ListingView.tsx'
export { ProjectList, ProjectView } from './components/ProjectViews.tsx'
export { PropertyPageView } from './components/PropertyPageView.tsx'
export { PropertyUnavailable } from './components/PropertyUnavailable.tsx'
export { PropertyView } from './components/PropertyView.tsx'
export { ReferencesView } from './components/ReferencesView.tsx'
export { listingPageHead, loadListing, redirectDroppedFilters, redirectListingSegment, validateListingSearch } from './listing-loader.ts'
export { projectHead } from './project-head.ts'
export { propertyHead, referenceLabel } from './property-head.ts'
export { loadPropertyPage, propertyPageHead } from './property-loader.ts'
export {
  getHomeCatalogue,
  getProjectList,
  getProjectPage,
  getPropertyPage,
  getReferences,
  getTestimonials,
} from './property-pages.functions.ts'
