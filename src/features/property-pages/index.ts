// The property-pages feature's face (decision 032): what routes and other features use of it.
// What only the Worker may load is in index.server.ts.
export { ListingView } from './components/ListingView'
export { ProjectList, ProjectView } from './components/ProjectViews'
export { PropertyPageView } from './components/PropertyPageView'
export { PropertyUnavailable } from './components/PropertyUnavailable'
export { PropertyView } from './components/PropertyView'
export { ReferencesView } from './components/ReferencesView'
export { listingPageHead, loadListing, redirectDroppedFilters, redirectListingSegment, validateListingSearch } from './listing-loader'
export { projectHead } from './project-head'
export { propertyHead, referenceLabel } from './property-head'
export { loadPropertyPage, propertyPageHead } from './property-loader'
export { getHomeCatalogue, getProjectList, getProjectPage, getPropertyPage, getReferences, getTestimonials } from './property-pages.functions'
