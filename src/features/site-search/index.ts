// The site-search feature's face (decision 032): what routes and other features use of it.
export { SiteSearchForm } from './SiteSearchForm.tsx'
