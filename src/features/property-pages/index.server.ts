// The property-pages feature's server-only face (decision 032): the Worker loads it, the browser never does.
export { neutralAddressResponse } from './neutral-addresses.server.ts'
export { robotsResponse, sitemapResponse } from './sitemap.server.ts'
