// The favourites feature's face (decision 032): what routes and other features use of it.
export { CompareView } from './CompareView'
export { COMPARE_MAX, COMPARE_MIN, FAVOURITES_MAX, parseIds } from './favourite-ids'
export { idsSearchOf, personalPageHead } from './favourites-page-search'
export { getComparison, getFavourites } from './favourites.functions'
export { FavouritesHeaderLink } from './FavouritesHeaderLink'
export { FavouritesView } from './FavouritesView'
export { CardFavouriteToggle, FavouriteToggle } from './FavouriteToggle'
