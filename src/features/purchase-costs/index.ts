// The purchase-costs feature's face (decision 032): what routes and other features use of it.
export { ListingCosts } from './ListingCosts.tsx'
export { PurchaseCostCalculator } from './PurchaseCostCalculator.tsx'
