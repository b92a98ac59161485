// The home feature's face (decision 032): what routes and other features use of it.
export { CustomerReviews } from './HomeCatalogueModules.tsx'
export { HomePage } from './HomePage.tsx'
