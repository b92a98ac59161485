// The favourites feature's face (decision 032): what routes and other features use of it.
export { CompareView } from './CompareView.tsx'
export { COMPARE_MAX, COMPARE_MIN, FAVOURITES_MAX, parseIds } from './favourite-ids.ts'
export { idsSearchOf, personalPageHead } from './favourites-page-search.ts'
export { getComparison, getFavourites } from './favourites.functions.ts'
export { FavouritesHeaderLink } from './FavouritesHeaderLink.tsx'
export { FavouritesView } from './FavouritesView.tsx'
export { CardFavouriteToggle, FavouriteToggle } from './FavouriteToggle.tsx'
