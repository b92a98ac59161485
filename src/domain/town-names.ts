import type { Locale } from '#/i18n/locales.ts'
import { foldName } from './name-folding.ts'
import { postalNumber } from './regions.ts'

// Belgian towns with official or customary names in more than one language (decision 006: either name
// finds the town; decision 013: one name per town and language on every page, mail and index). The CRM
// stores one name per property, usually the one of the town's region or of the record's language;
// this table gives the others. Brussels' nineteen communes are officially bilingual; in Flanders and
// Wallonia the other language's name is the customary exonym. English and German names are listed
// only where one is in common use today (Ghent, Brügge); historical ones (German Mecheln, Namür,
// Bergen for Mons) are left out, and a name searched but not shown goes in `aliases`.

type TownNameSet = { fr: string; nl: string; en?: string; de?: string; aliases?: readonly string[] }

// Provinces by postal code (bpost's ranges, both ends inclusive): a set holds only in its province,
// so Vorst in Laakdal (2430) is not read as Forest in Brussels, nor Halle in Zoersel (2980) as Hal.
type Province =
  | 'brussels'
  | 'walloon-brabant'
  | 'flemish-brabant'
  | 'antwerp'
  | 'limburg'
  | 'liege'
  | 'namur'
  | 'hainaut'
  | 'luxembourg'
  | 'west-flanders'
  | 'east-flanders'
const PROVINCE_RANGES: ReadonlyArray<{ province: Province; from: number; to: number }> = [
  { province: 'brussels', from: 1000, to: 1299 },
  { province: 'walloon-brabant', from: 1300, to: 1499 },
  { province: 'flemish-brabant', from: 1500, to: 1999 },
  { province: 'antwerp', from: 2000, to: 2999 },
  { province: 'flemish-brabant', from: 3000, to: 3499 },
  { province: 'limburg', from: 3500, to: 3999 },
  { province: 'liege', from: 4000, to: 4999 },
  { province: 'namur', from: 5000, to: 5999 },
  { province: 'hainaut', from: 6000, to: 6599 },
  { province: 'luxembourg', from: 6600, to: 6999 },
  { province: 'hainaut', from: 7000, to: 7999 },
  { province: 'west-flanders', from: 8000, to: 8999 },
  { province: 'east-flanders', from: 9000, to: 9999 },
]

/** The language of a town's own name: Dutch in Flanders, French in Wallonia, both in Brussels. */
const OWN_LANGUAGE: Readonly<Record<Province, 'nl' | 'fr' | 'both'>> = {
  brussels: 'both',
  'walloon-brabant': 'fr',
  liege: 'fr',
  namur: 'fr',
  hainaut: 'fr',
  luxembourg: 'fr',
  'flemish-brabant': 'nl',
  antwerp: 'nl',
  limburg: 'nl',
  'west-flanders': 'nl',
  'east-flanders': 'nl',
}

const TOWN_NAME_SETS: Readonly<Record<Province, ReadonlyArray<TownNameSet>>> = {
  // Every commune has a French and a Dutch name; Laeken and Neder-Over-Heembeek are parts of Brussels city.
  brussels: [
    { fr: 'Bruxelles', nl: 'Brussel', en: 'Brussels', de: 'Brüssel' },
    { fr: 'Anderlecht', nl: 'Anderlecht' },
    { fr: 'Auderghem', nl: 'Oudergem' },
    { fr: 'Berchem-Sainte-Agathe', nl: 'Sint-Agatha-Berchem' },
    { fr: 'Etterbeek', nl: 'Etterbeek' },
    { fr: 'Evere', nl: 'Evere' },
    { fr: 'Forest', nl: 'Vorst' },
    { fr: 'Ganshoren', nl: 'Ganshoren' },
    { fr: 'Ixelles', nl: 'Elsene' },
    { fr: 'Jette', nl: 'Jette' },
    { fr: 'Koekelberg', nl: 'Koekelberg' },
    { fr: 'Laeken', nl: 'Laken' },
    { fr: 'Molenbeek-Saint-Jean', nl: 'Sint-Jans-Molenbeek' },
    { fr: 'Neder-Over-Heembeek', nl: 'Neder-Over-Heembeek' },
    { fr: 'Saint-Gilles', nl: 'Sint-Gillis' },
    { fr: 'Saint-Josse-ten-Noode', nl: 'Sint-Joost-ten-Node' },
    { fr: 'Schaerbeek', nl: 'Schaarbeek' },
    { fr: 'Uccle', nl: 'Ukkel' },
    { fr: 'Watermael-Boitsfort', nl: 'Watermaal-Bosvoorde' },
    { fr: 'Woluwe-Saint-Lambert', nl: 'Sint-Lambrechts-Woluwe' },
    { fr: 'Woluwe-Saint-Pierre', nl: 'Sint-Pieters-Woluwe' },
  ],
  'walloon-brabant': [
    { fr: 'Wavre', nl: 'Waver' },
    { fr: 'La Hulpe', nl: 'Terhulpen' },
    { fr: 'Grez-Doiceau', nl: 'Graven' },
    { fr: 'Jodoigne', nl: 'Geldenaken' },
    { fr: 'Perwez', nl: 'Perwijs' },
    { fr: "Braine-l'Alleud", nl: 'Eigenbrakel' },
    { fr: 'Braine-le-Château', nl: 'Kasteelbrakel' },
    { fr: 'Nivelles', nl: 'Nijvel' },
    { fr: 'Genappe', nl: 'Genepiën' },
    { fr: 'Tubize', nl: 'Tubeke' },
    { fr: 'Rebecq', nl: 'Roosbeek' },
    { fr: 'Ittre', nl: 'Itter' },
    { fr: 'Beauvechain', nl: 'Bevekom' },
    { fr: 'Hélécine', nl: 'Heylissem' },
    { fr: 'Orp-Jauche', nl: 'Orp-Jauche' },
  ],
  namur: [
    { fr: 'Namur', nl: 'Namen' },
    { fr: 'Gembloux', nl: 'Gembloers' },
  ],
  liege: [
    { fr: 'Liège', nl: 'Luik', de: 'Lüttich' },
    { fr: 'Hannut', nl: 'Hannuit' },
    { fr: 'Waremme', nl: 'Borgworm' },
    { fr: 'Huy', nl: 'Hoei' },
    { fr: 'Visé', nl: 'Wezet' },
  ],
  hainaut: [
    { fr: 'Mons', nl: 'Bergen' },
    { fr: 'Tournai', nl: 'Doornik' },
    { fr: 'Braine-le-Comte', nl: "'s-Gravenbrakel" },
    { fr: 'Soignies', nl: 'Zinnik' },
    { fr: 'Enghien', nl: 'Edingen' },
    { fr: 'Lessines', nl: 'Lessen' },
    { fr: 'Ath', nl: 'Aat' },
    { fr: 'Mouscron', nl: 'Moeskroen' },
    { fr: 'Comines-Warneton', nl: 'Komen-Waasten' },
  ],
  // German readers mostly see Arlon; Arel (its Luxembourgish and German name) is searched, not shown.
  luxembourg: [
    { fr: 'Arlon', nl: 'Aarlen', aliases: ['Arel'] },
    { fr: 'Bastogne', nl: 'Bastenaken' },
  ],
  antwerp: [
    { fr: 'Anvers', nl: 'Antwerpen', en: 'Antwerp', de: 'Antwerpen' },
    { fr: 'Malines', nl: 'Mechelen' },
    { fr: 'Lierre', nl: 'Lier' },
  ],
  'east-flanders': [
    { fr: 'Gand', nl: 'Gent', en: 'Ghent', de: 'Gent' },
    { fr: 'Audenarde', nl: 'Oudenaarde' },
    { fr: 'Renaix', nl: 'Ronse' },
    { fr: 'Grammont', nl: 'Geraardsbergen' },
    { fr: 'Alost', nl: 'Aalst' },
    { fr: 'Termonde', nl: 'Dendermonde' },
    { fr: 'Saint-Nicolas', nl: 'Sint-Niklaas' },
  ],
  'west-flanders': [
    { fr: 'Bruges', nl: 'Brugge', en: 'Bruges', de: 'Brügge' },
    { fr: 'Courtrai', nl: 'Kortrijk' },
    { fr: 'Ypres', nl: 'Ieper', en: 'Ypres', de: 'Ypern' },
    { fr: 'Ostende', nl: 'Oostende', en: 'Ostend', de: 'Ostende' },
    { fr: 'Furnes', nl: 'Veurne' },
    { fr: 'Dixmude', nl: 'Diksmuide' },
    { fr: 'Menin', nl: 'Menen' },
  ],
  'flemish-brabant': [
    { fr: 'Louvain', nl: 'Leuven', aliases: ['Löwen'] },
    { fr: 'Tirlemont', nl: 'Tienen' },
    { fr: 'Hal', nl: 'Halle' },
    { fr: 'Vilvorde', nl: 'Vilvoorde' },
    { fr: 'Rhode-Saint-Genèse', nl: 'Sint-Genesius-Rode' },
    { fr: 'Léau', nl: 'Zoutleeuw' },
  ],
  limburg: [
    { fr: 'Saint-Trond', nl: 'Sint-Truiden' },
    { fr: 'Tongres', nl: 'Tongeren' },
    { fr: 'Looz', nl: 'Borgloon' },
    { fr: 'Hasselt', nl: 'Hasselt' },
    { fr: 'Fourons', nl: 'Voeren' },
  ],
}

type PlacedSet = TownNameSet & { province: Province }

const namesOf = (set: TownNameSet): string[] =>
  [set.fr, set.nl, set.en, set.de, ...(set.aliases ?? [])].filter((name): name is string => Boolean(name))

// Every name of every set, folded, to the sets it belongs to (a list, so two provinces may share a name).
const SETS_BY_NAME: ReadonlyMap<string, ReadonlyArray<PlacedSet>> = (() => {
  const map = new Map<string, PlacedSet[]>()
  for (const [province, sets] of Object.entries(TOWN_NAME_SETS) as Array<[Province, ReadonlyArray<TownNameSet>]>) {
    for (const set of sets) {
      for (const folded of new Set(namesOf(set).map(foldName))) map.set(folded, [...(map.get(folded) ?? []), { ...set, province }])
    }
  }
  return map
})()

function provinceOf(zip: string | undefined): Province | undefined {
  const code = zip === undefined ? undefined : postalNumber(zip)
  if (code === undefined) return undefined
  return PROVINCE_RANGES.find((range) => code >= range.from && code <= range.to)?.province
}

/** The table's set for a name: the one of the postal code's province; without a usable code, the first. */
function setOf(name: string, zip: string | undefined): PlacedSet | undefined {
  const sets = SETS_BY_NAME.get(foldName(name))
  if (!sets) return undefined
  const province = provinceOf(zip)
  return province ? sets.find((set) => set.province === province) : sets[0]
}

/**
 * The one name of a town in a page's language (decision 013): on nl and fr pages the town's Dutch or
 * French name; on en and de pages the English or German name where one is in common use, else the
 * town's own name (Dutch in Flanders, French in Wallonia). Brussels communes on en and de pages take
 * their French name: the one international maps, guides and English Wikipedia use (Ixelles, Uccle).
 * A town the table does not know keeps its stored name.
 */
export function townName(storedCity: string, zip: string | undefined, locale: Locale): string {
  const stored = storedCity.trim().replace(/\s+/g, ' ')
  const set = setOf(stored, zip)
  if (!set) return stored
  if (locale === 'nl' || locale === 'fr') return set[locale]
  const own = OWN_LANGUAGE[set.province]
  return set[locale] ?? (own === 'nl' ? set.nl : set.fr)
}

/** Every other name of the town, for search: 'Liège' → ['Luik', 'Lüttich']. */
export function townAliases(storedCity: string, zip?: string): string[] {
  const set = setOf(storedCity, zip)
  if (!set) return []
  const own = foldName(storedCity)
  const seen = new Set([own])
  return namesOf(set).filter((name) => {
    const folded = foldName(name)
    if (seen.has(folded)) return false
    seen.add(folded)
    return true
  })
}

/**
 * A town as the catalogue matches it (spec §5: names compared ignoring case and accents, with an
 * equal postal code). `names` holds every name of the town, folded, as the `city_key` column stores
 * them, so Waver finds properties stored as Wavre; empty when only a postal code was given. `key`
 * is the same for every name of the town and its postal code, so it groups towns for counting.
 */
export type TownIdentity = { key: string; zip: string | undefined; names: string[] }

/**
 * The town named by any of its names, in any language, and/or a postal code (listing filter, search
 * alerts' zones): `{ name: 'waver', zip: '1300' }`, `{ name: 'WAVRE' }`, `{ zip: '1300' }`.
 * Undefined when neither is given.
 */
export function findTown(place: { name?: string; zip?: string }): TownIdentity | undefined {
  const folded = foldName(place.name ?? '')
  const zip = place.zip?.trim() || undefined
  if (!folded && !zip) return undefined
  const set = folded ? setOf(folded, zip) : undefined
  const names = set ? [...new Set([folded, ...namesOf(set).map(foldName)])] : folded ? [folded] : []
  return { key: `${set ? foldName(set.fr) : folded}|${zip ?? ''}`, zip, names }
}

/**
 * One key for a town whatever name it is written in (decision 013: a search alert's zone "Waver" and
 * "Wavre" are one zone): the folded French name of the table's town (every set has one), or the
 * folded name itself for a town the table does not know. A matcher compares it with
 * `townKey(property.city, property.zip)`.
 */
export function townKey(name: string, zip?: string): string {
  const set = setOf(name, zip)
  return foldName(set ? set.fr : name)
}

/** Whether a stored property address (its city and postal code) lies in the town. */
export function townHolds(town: TownIdentity, address: { city: string; zip: string }): boolean {
  if (town.zip !== undefined && town.zip !== address.zip.trim()) return false
  return town.names.length === 0 || town.names.includes(foldName(address.city))
}
