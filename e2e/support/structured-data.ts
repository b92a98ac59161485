/**
 * What the crawl requires of each JSON-LD type (decision 015), after Google's rules for listings,
 * breadcrumbs and local businesses. Returns the problems found, empty when the object is valid.
 */
type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isAbsoluteUrl = (value: unknown): boolean => isText(value) && /^https?:\/\/[^/]+\//.test(value)

function required(object: Json, fields: string[], where: string): string[] {
  return fields
    .filter((field) => object[field] === undefined || object[field] === '' || object[field] === null)
    .map((field) => `${where}: no ${field}`)
}

function postalAddressProblems(address: unknown, where: string): string[] {
  if (!isObject(address)) return [`${where}: address is not an object`]
  if (address['@type'] !== 'PostalAddress') return [`${where}: address is not a PostalAddress`]
  return required(address, ['addressLocality', 'postalCode', 'addressCountry'], `${where}.address`)
}

function listingProblems(listing: Json): string[] {
  const problems = required(listing, ['name', 'url', 'description', 'datePosted', 'image', 'offers'], 'RealEstateListing')
  if (listing.url !== undefined && !isAbsoluteUrl(listing.url)) problems.push('RealEstateListing: url is not absolute')
  const images = Array.isArray(listing.image) ? listing.image : [listing.image]
  if (listing.image !== undefined && !images.every(isAbsoluteUrl)) problems.push('RealEstateListing: image is not an absolute URL')
  const offers = listing.offers
  if (isObject(offers)) {
    problems.push(...required(offers, ['availability'], 'RealEstateListing.offers'))
    // Price on request is a listing without a public price: then neither price nor currency.
    if ((offers.price === undefined) !== (offers.priceCurrency === undefined))
      problems.push('RealEstateListing.offers: price and priceCurrency go together')
    if (offers.price !== undefined && !(typeof offers.price === 'number' && offers.price > 0))
      problems.push('RealEstateListing.offers: price is not a positive number')
    // The seller is the one agency of the home and contact pages' RealEstateAgent, joined by its @id.
    const seller = offers.seller
    if (!isObject(seller) || typeof seller['@id'] !== 'string' || !/^https?:\/\/[^/]+\/#agency$/.test(seller['@id']))
      problems.push("RealEstateListing.offers: the seller is not the agency's RealEstateAgent (@id …/#agency)")
    const item = offers.itemOffered
    if (isObject(item) && item.address !== undefined)
      problems.push(...postalAddressProblems(item.address, 'RealEstateListing.offers.itemOffered'))
    if (!isObject(item) || item.address === undefined) problems.push('RealEstateListing: no address or area')
  } else if (offers !== undefined) problems.push('RealEstateListing: offers is not an object')
  return problems
}

function collectionProblems(page: Json): string[] {
  const problems = required(page, ['name', 'url', 'mainEntity'], 'CollectionPage')
  if (page.url !== undefined && !isAbsoluteUrl(page.url)) problems.push('CollectionPage: url is not absolute')
  if (isObject(page.breadcrumb)) problems.push(...breadcrumbProblems(page.breadcrumb))
  const list = page.mainEntity
  if (!isObject(list) || list['@type'] !== 'ItemList' || !Array.isArray(list.itemListElement))
    return [...problems, 'CollectionPage: mainEntity is not an ItemList']
  list.itemListElement.forEach((item, index) => {
    if (!isObject(item) || !isAbsoluteUrl(item.url)) problems.push(`CollectionPage item ${index}: no absolute url`)
    else if (index > 0 && Number(item.position) !== Number((list.itemListElement as Json[])[index - 1]!.position) + 1)
      problems.push(`CollectionPage item ${index}: positions not in sequence`)
  })
  return problems
}

function contentPageProblems(page: Json): string[] {
  const type = String(page['@type'])
  const problems = required(page, [type === 'Article' ? 'headline' : 'name', 'url', 'description', 'inLanguage', 'breadcrumb'], type)
  if (page.url !== undefined && !isAbsoluteUrl(page.url)) problems.push(`${type}: url is not absolute`)
  if (isObject(page.breadcrumb)) problems.push(...breadcrumbProblems(page.breadcrumb))
  return problems
}

function breadcrumbProblems(list: Json): string[] {
  const items = list.itemListElement
  if (!Array.isArray(items) || items.length === 0) return ['BreadcrumbList: no itemListElement']
  return items.flatMap((item, index) => {
    if (!isObject(item)) return [`BreadcrumbList[${index}]: not an object`]
    const problems = required(item, ['position', 'name'], `BreadcrumbList[${index}]`)
    if (item.position !== index + 1) problems.push(`BreadcrumbList[${index}]: position ${String(item.position)}, expected ${index + 1}`)
    // Google: every item but the last needs its URL.
    if (index < items.length - 1 && !isAbsoluteUrl(item.item)) problems.push(`BreadcrumbList[${index}]: item is not an absolute URL`)
    if (item.item !== undefined && !isAbsoluteUrl(item.item)) problems.push(`BreadcrumbList[${index}]: item is not an absolute URL`)
    return problems
  })
}

function agentProblems(agent: Json): string[] {
  const problems = required(agent, ['name', 'url', 'logo', 'telephone', 'address', 'geo', 'openingHoursSpecification'], 'RealEstateAgent')
  if (agent.address !== undefined) problems.push(...postalAddressProblems(agent.address, 'RealEstateAgent'))
  if (agent.address !== undefined && isObject(agent.address))
    problems.push(...required(agent.address, ['streetAddress'], 'RealEstateAgent.address'))
  const geo = agent.geo
  if (geo !== undefined && !(isObject(geo) && typeof geo.latitude === 'number' && typeof geo.longitude === 'number'))
    problems.push('RealEstateAgent: geo needs numeric latitude and longitude')
  const hours = agent.openingHoursSpecification
  if (hours !== undefined) {
    if (!Array.isArray(hours) || hours.length === 0) problems.push('RealEstateAgent: openingHoursSpecification is not a list')
    else
      for (const spec of hours) {
        if (!isObject(spec) || !spec.dayOfWeek || !/^\d\d:\d\d$/.test(String(spec.opens)) || !/^\d\d:\d\d$/.test(String(spec.closes)))
          problems.push('RealEstateAgent: an opening hours entry lacks dayOfWeek, opens or closes')
      }
  }
  return problems
}

const RULES: Record<string, (object: Json) => string[]> = {
  RealEstateListing: listingProblems,
  BreadcrumbList: breadcrumbProblems,
  RealEstateAgent: agentProblems,
  CollectionPage: collectionProblems,
  WebPage: contentPageProblems,
  Article: contentPageProblems,
}

/** The problems of one JSON-LD script's text; the types found are returned for counting. */
export function structuredDataProblems(scriptText: string): { types: string[]; problems: string[] } {
  let parsed: unknown
  try {
    parsed = JSON.parse(scriptText)
  } catch {
    return { types: [], problems: ['JSON-LD does not parse'] }
  }
  const objects = Array.isArray(parsed) ? parsed : isObject(parsed) && Array.isArray(parsed['@graph']) ? parsed['@graph'] : [parsed]
  const types: string[] = []
  const problems: string[] = []
  for (const object of objects) {
    if (!isObject(object)) {
      problems.push('JSON-LD item is not an object')
      continue
    }
    const type = String(object['@type'])
    types.push(type)
    if (object['@context'] === undefined && !(isObject(parsed) && parsed['@context'] !== undefined)) problems.push(`${type}: no @context`)
    problems.push(...(RULES[type]?.(object) ?? []))
  }
  return { types, problems }
}
