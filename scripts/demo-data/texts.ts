// Headlines, descriptions and the translated detail vocabulary of the demo feed, in French, Dutch
// and English. Every text is built for the three languages at once from the same facts and the
// same template choices, so a property's fr, nl and en records say the same thing.

export type Lang = 'fr' | 'nl' | 'en'
export interface Tri {
  readonly fr: string
  readonly nl: string
  readonly en: string
}

export type Kind =
  | 'house'
  | 'villa'
  | 'apartment'
  | 'penthouse'
  | 'duplex'
  | 'studio'
  | 'land'
  | 'investment'
  | 'commercial'
  | 'garage'
  | 'office'
  | 'warehouse'
  | 'parking'

export type Orientation = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW'
export type LocKey = 'quiet' | 'station' | 'lake' | 'forest' | 'university' | 'centre' | 'residential' | 'green' | 'schools'

const tri = (fr: string, nl: string, en: string): Tri => ({ fr, nl, en })
const L = (lang: Lang, fr: string, nl: string, en: string): string => (lang === 'fr' ? fr : lang === 'nl' ? nl : en)

// ---------------------------------------------------------------------------------------------
// Detail vocabulary: the CRM sends these free-text detail fields in the record's language.

export const HEATING = {
  gas: tri('chauffage central au gaz', 'centrale verwarming op gas', 'gas central heating'),
  gasFloor: tri('chauffage au sol (gaz)', 'vloerverwarming op gas', 'gas underfloor heating'),
  heatPump: tri('pompe à chaleur', 'warmtepomp', 'heat pump'),
  heatPumpFloor: tri('pompe à chaleur et chauffage au sol', 'warmtepomp met vloerverwarming', 'heat pump with underfloor heating'),
  oil: tri('chauffage central au mazout', 'centrale verwarming op stookolie', 'oil central heating'),
  electric: tri('chauffage électrique', 'elektrische verwarming', 'electric heating'),
  pellets: tri('chaudière à pellets', 'pelletketel', 'wood pellet boiler'),
} as const satisfies Record<string, Tri>
export type HeatingKey = keyof typeof HEATING

export const KITCHEN = {
  equipped: tri('cuisine équipée', 'ingerichte keuken', 'fitted kitchen'),
  fullyEquipped: tri('cuisine super-équipée', 'volledig ingerichte keuken', 'fully fitted kitchen'),
  open: tri('cuisine ouverte équipée', 'open ingerichte keuken', 'open-plan fitted kitchen'),
  semi: tri('cuisine semi-équipée', 'half ingerichte keuken', 'partly fitted kitchen'),
} as const satisfies Record<string, Tri>
export type KitchenKey = keyof typeof KITCHEN

export const GLAZING = {
  double: tri('double vitrage', 'dubbele beglazing', 'double glazing'),
  highEfficiency: tri('double vitrage super-isolant', 'hoogrendementsbeglazing', 'high-efficiency double glazing'),
  triple: tri('triple vitrage', 'driedubbele beglazing', 'triple glazing'),
  single: tri('simple vitrage', 'enkele beglazing', 'single glazing'),
} as const satisfies Record<string, Tri>
export type GlazingKey = keyof typeof GLAZING

export const WINDOW_FRAME = {
  pvc: tri('PVC', 'PVC', 'PVC'),
  wood: tri('bois', 'hout', 'wood'),
  aluminium: tri('aluminium', 'aluminium', 'aluminium'),
} as const satisfies Record<string, Tri>
export type WindowFrameKey = keyof typeof WINDOW_FRAME

export const ROOF_TYPE = {
  gable: tri('toiture à deux versants', 'zadeldak', 'gable roof'),
  hipped: tri('toiture à quatre versants', 'schilddak', 'hipped roof'),
  flat: tri('toiture plate', 'plat dak', 'flat roof'),
  mansard: tri('toiture mansardée', 'mansardedak', 'mansard roof'),
} as const satisfies Record<string, Tri>
export type RoofTypeKey = keyof typeof ROOF_TYPE

export const ROOF_MATERIAL = {
  tiles: tri('tuiles', 'dakpannen', 'tiles'),
  slates: tri('ardoises', 'leien', 'slates'),
  epdm: tri('membrane EPDM', 'EPDM', 'EPDM membrane'),
  zinc: tri('zinc', 'zink', 'zinc'),
} as const satisfies Record<string, Tri>
export type RoofMaterialKey = keyof typeof ROOF_MATERIAL

export const ROOF_CONDITION = {
  good: tri('bon état', 'goede staat', 'good condition'),
  renovated: tri('rénovée', 'vernieuwd', 'renovated'),
  new: tri('neuve', 'nieuw', 'new'),
  toRefresh: tri('à rafraîchir', 'op te frissen', 'needs work'),
} as const satisfies Record<string, Tri>
export type RoofConditionKey = keyof typeof ROOF_CONDITION

export const AVAILABILITY = {
  atDeed: tri("à l'acte", 'bij akte', 'at the deed'),
  immediately: tri('immédiate', 'onmiddellijk', 'immediately'),
  byArrangement: tri('à convenir', 'in onderling overleg', 'by arrangement'),
  onCompletion: tri('à la livraison', 'bij oplevering', 'on completion'),
  occupied: tri('occupé par le crédirentier', 'bewoond door de lijfrentetrekker', 'occupied by the annuitant'),
} as const satisfies Record<string, Tri>
export type AvailabilityKey = keyof typeof AVAILABILITY

export const PLANNING = {
  residential: tri("Zone d'habitat", 'Woongebied', 'Residential area'),
  rural: tri("Zone d'habitat à caractère rural", 'Woongebied met landelijk karakter', 'Residential area with a rural character'),
  brussels: tri("Zone d'habitation (PRAS)", 'Woongebied (GBP)', 'Housing area (regional land-use plan)'),
  mixed: tri('Zone mixte', 'Gemengd woongebied', 'Mixed-use area'),
  business: tri("Zone d'activité économique", 'Gebied voor bedrijvigheid', 'Business area'),
} as const satisfies Record<string, Tri>
export type PlanningKey = keyof typeof PLANNING

export const AREA_APPLICATION = {
  residential: tri('Résidentiel', 'Residentieel', 'Residential'),
  retail: tri('Commerce', 'Handel', 'Retail'),
  offices: tri('Bureaux', 'Kantoren', 'Offices'),
  mixed: tri('Commerce et logement', 'Handel en wonen', 'Retail and housing'),
  storage: tri('Entreposage', 'Opslag', 'Storage'),
} as const satisfies Record<string, Tri>
export type AreaApplicationKey = keyof typeof AREA_APPLICATION

export const FLOOD_ZONE = {
  possible: tri("Zone d'aléa d'inondation faible", 'Mogelijk overstromingsgevoelig gebied', 'Possible flood-risk area'),
  effective: tri("Zone d'aléa d'inondation moyen", 'Effectief overstromingsgevoelig gebied', 'Effective flood-risk area'),
} as const satisfies Record<string, Tri>

export const SOIL_CERTIFICATE = {
  wallonia: tri('Extrait BDES vierge', 'Blanco uittreksel uit de Waalse bodemdatabank', 'Clean extract from the Walloon soil database'),
  flanders: tri('Attestation du sol OVAM vierge', 'Blanco bodemattest (OVAM)', 'Clean OVAM soil certificate'),
  brussels: tri('Attestation du sol : catégorie 0', 'Bodemattest: categorie 0', 'Soil certificate: category 0'),
} as const satisfies Record<string, Tri>

export const INTERIOR = {
  parquet: tri('parquet', 'parketvloer', 'parquet floors'),
  fireplace: tri('feu ouvert', 'open haard', 'fireplace'),
  dressing: tri('dressing', 'dressing', 'walk-in wardrobe'),
  alarm: tri("système d'alarme", 'alarmsysteem', 'alarm system'),
  ventilation: tri('ventilation double flux', 'ventilatiesysteem D', 'balanced ventilation'),
  airco: tri('climatisation', 'airconditioning', 'air conditioning'),
  domotics: tri('domotique', 'domotica', 'home automation'),
  videophone: tri('vidéophone', 'videofoon', 'video intercom'),
} as const satisfies Record<string, Tri>
export type InteriorKey = keyof typeof INTERIOR

export const EXTERIOR = {
  shed: tri('abri de jardin', 'tuinhuis', 'garden shed'),
  pool: tri('piscine', 'zwembad', 'swimming pool'),
  deck: tri('terrasse en bois', 'houten terras', 'wooden deck'),
  vegetable: tri('potager', 'moestuin', 'vegetable garden'),
  charger: tri('borne de recharge', 'laadpaal', 'EV charging point'),
  sprinklers: tri('arrosage automatique', 'automatische besproeiing', 'automatic sprinklers'),
  carport: tri('carport', 'carport', 'carport'),
} as const satisfies Record<string, Tri>
export type ExteriorKey = keyof typeof EXTERIOR

/** Property type names by web id, as in migrations/0002_catalogue.sql. */
export const TYPE_NAMES: Readonly<Record<number, Tri>> = {
  1: tri('Maison', 'Huis', 'House'),
  2: tri('Studio', 'Studio', 'Studio'),
  3: tri('Appartement', 'Appartement', 'Apartment'),
  4: tri('Terrain', 'Grond', 'Building land'),
  5: tri('Immeuble de rapport', 'Opbrengsteigendom', 'Investment property'),
  6: tri('Commerce', 'Handelspand', 'Commercial premises'),
  7: tri('Garage', 'Garage', 'Garage'),
}

/** Marquee names by Marquee value (1 sold, 2 rented, 3 option, 4 new). */
export const MARQUEE_NAMES: Readonly<Record<number, Tri>> = {
  1: tri('Vendu', 'Verkocht', 'Sold'),
  2: tri('Loué', 'Verhuurd', 'Let'),
  3: tri('Sous option', 'In optie', 'Under offer'),
  4: tri('Nouveau', 'Nieuw', 'New'),
}

export const PRICE_FROM = tri('À partir de', 'Vanaf', 'From')
export const COUNTRY = tri('Belgique', 'België', 'Belgium')

// The headline prefixes the agency's CRM puts in front of sold and optioned listings. Only the
// French and Dutch forms exist, so English headlines carry no prefix (the Marquee says it all).
export const SOLD_PREFIX = { fr: '- VENDU - Immo Dyle ', nl: '- VERKOCHT - Immo Dyle ' } as const
export const OPTION_PREFIX = { fr: '- OPTION - Immo Dyle ', nl: '- OPTIE - Immo Dyle ' } as const

export const DOCUMENT_NAMES = {
  epc: tri('Certificat PEB', 'EPB-certificaat', 'Energy performance certificate'),
  epcFlanders: tri('Certificat PEB', 'Energieprestatiecertificaat (EPC)', 'Energy performance certificate'),
  plan: tri('Plan', 'Plan', 'Floor plan'),
  planning: tri('Renseignements urbanistiques', 'Stedenbouwkundige inlichtingen', 'Planning information'),
  electrical: tri('Procès-verbal de contrôle électrique', 'Keuringsverslag elektrische installatie', 'Electrical inspection report'),
  asbestos: tri('Attestation amiante', 'Asbestattest', 'Asbestos certificate'),
  soil: tri('Attestation du sol', 'Bodemattest', 'Soil certificate'),
  brochure: tri('Brochure', 'Brochure', 'Brochure'),
} as const satisfies Record<string, Tri>
export type DocumentNameKey = keyof typeof DOCUMENT_NAMES

// ---------------------------------------------------------------------------------------------
// Facts a text is written from. Everything here is language-neutral; the city comes in all three.

export interface ViagerFacts {
  bouquet: number
  monthlyRent: number
  indexed: boolean
  heads: ReadonlyArray<{ age: number; gender: 'male' | 'female' }>
}

/** The features a listing has or not, which both its data and its texts follow. */
export interface ListingFlags {
  garden: boolean
  terrace: boolean
  cellar: boolean
  attic: boolean
  lift: boolean
  fireplace: boolean
  solar: boolean
  homeOffice: boolean
  pool: boolean
  view: boolean
  renovated: boolean
  newBuild: boolean
  toRefresh: boolean
  furnished: boolean
}

export interface TextFacts extends ListingFlags {
  kind: Kind
  goal: 0 | 1
  city: Tri
  loc: LocKey
  /** Picks the template variants; the same number gives the same choices in every language. */
  variant: number
  /** Write the description as simple HTML with entities, as some CRM users do. */
  html: boolean
  bedrooms?: number
  bathrooms?: number
  facades?: 2 | 3 | 4
  floor?: number
  surfaceLiving?: number
  surfaceGround?: number
  surfaceTerrace?: number
  surfaceGarden?: number
  gardenOrientation?: Orientation
  terraceOrientation?: Orientation
  garages?: number
  parkings?: number
  renovationYear?: number
  heating?: HeatingKey
  glazing?: GlazingKey
  kitchen?: KitchenKey
  units?: number
  shop?: boolean
  monthlyIncome?: number
  price?: number
  publishPrice: boolean
  fromPrice: boolean
  charges?: number
  depositMonths?: number
  availability?: AvailabilityKey
  availableFrom?: string
  viager?: ViagerFacts
  projectName?: string
  plotWidth?: number
  allotmentPermit?: boolean
}

// ---------------------------------------------------------------------------------------------
// Small language helpers.

// A stateless integer hash: template choices depend only on (variant, slot), never on the order
// in which the three languages are written.
function hash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35)
  h ^= h >>> 15
  h = Math.imul(h, 0x2c1b3c6d)
  h ^= h >>> 12
  h = Math.imul(h, 0x297a2d39)
  h ^= h >>> 15
  return h >>> 0
}

function choose<T>(f: TextFacts, slot: number, options: readonly T[]): T {
  const option = options[hash(f.variant, slot) % options.length]
  if (option === undefined) throw new Error('choose: no options')
  return option
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** Belgian usage: 349.000 in French and Dutch, 349,000 in English. */
export function formatNumber(lang: Lang, n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '.')
}

export function formatEuro(lang: Lang, n: number): string {
  const amount = formatNumber(lang, n)
  return L(lang, `${amount} €`, `€ ${amount}`, `€${amount}`)
}

const sqm = (lang: Lang, n: number): string => `${formatNumber(lang, n)} m²`

/** Plots are quoted in ares in French and Dutch (1 are = 100 m²). */
function ares(lang: Lang, m2: number): string {
  const a = Math.round(m2 / 10) / 10
  const text = Number.isInteger(a) ? String(a) : a.toFixed(1).replace('.', ',')
  return lang === 'fr' ? `${text} ares` : `${text} are`
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

function formatDate(lang: Lang, iso: string): string {
  const [y, m, d] = iso.split('-')
  if (lang === 'en') return `${Number(d)} ${MONTHS_EN[Number(m) - 1] ?? ''} ${y}`
  return `${d}/${m}/${y}`
}

const ORIENTATION: Readonly<Record<Orientation, Tri>> = {
  N: tri('nord', 'noorden', 'north'),
  NE: tri('nord-est', 'noordoosten', 'north-east'),
  E: tri('est', 'oosten', 'east'),
  SE: tri('sud-est', 'zuidoosten', 'south-east'),
  S: tri('sud', 'zuiden', 'south'),
  SW: tri('sud-ouest', 'zuidwesten', 'south-west'),
  W: tri('ouest', 'westen', 'west'),
  NW: tri('nord-ouest', 'noordwesten', 'north-west'),
}

function ordinalFloor(lang: Lang, n: number): string {
  if (lang === 'fr') return n === 1 ? '1er' : `${n}e`
  if (lang === 'nl') return n === 1 || n === 8 || n >= 20 ? `${n}ste` : `${n}de`
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

const FRENCH_NUMBERS = ['zéro', 'une', 'deux', 'trois', 'quatre']
const DUTCH_NUMBERS = ['geen', 'een', 'twee', 'drie', 'vier']
const ENGLISH_NUMBERS = ['no', 'a', 'two', 'three', 'four']

function bathrooms(lang: Lang, n: number): string {
  const k = Math.min(Math.max(n, 1), 4)
  return L(
    lang,
    `${FRENCH_NUMBERS[k] ?? n} ${k > 1 ? 'salles de bains' : 'salle de bains'}`,
    `${DUTCH_NUMBERS[k] ?? n} ${k > 1 ? 'badkamers' : 'badkamer'}`,
    `${ENGLISH_NUMBERS[k] ?? n} ${k > 1 ? 'bathrooms' : 'bathroom'}`,
  )
}

function bedroomsPlain(lang: Lang, n: number): string {
  return L(
    lang,
    n === 1 ? 'une chambre' : `${n} chambres`,
    n === 1 ? '1 slaapkamer' : `${n} slaapkamers`,
    n === 1 ? 'one bedroom' : `${n} bedrooms`,
  )
}

/** English indefinite article: 'an' before a vowel sound (including 8-, 11- and 18-bedroom). */
const an = (s: string): string => (/^(?:[aeiou]|8|11-|18-)/i.test(s) ? `an ${s}` : `a ${s}`)

/** French 'de' with elision before a vowel or a mute h (d'Ottignies, d'Hélécine). */
const deFr = (s: string): string => (/^(?:[aeiouyéèêàâîôû]|h[ée])/i.test(s) ? `d'${s}` : `de ${s}`)

type Gender = 'f' | 'm' | 'mpl'
const FRENCH_GENDER: Readonly<Record<Kind, Gender>> = {
  house: 'f',
  villa: 'f',
  apartment: 'm',
  penthouse: 'm',
  duplex: 'm',
  studio: 'm',
  land: 'm',
  investment: 'm',
  commercial: 'f',
  garage: 'm',
  office: 'mpl',
  warehouse: 'm',
  parking: 'm',
}
/** Agrees a French past participle or adjective with the kind's noun (située, situé, situés). */
const agree = (kind: Kind, word: string): string => {
  const g = FRENCH_GENDER[kind]
  return g === 'f' ? `${word}e` : g === 'mpl' ? `${word}s` : word
}

// Dutch 'het' words take the bare adjective after 'een' (een lichtrijk appartement).
const DUTCH_NEUTER: ReadonlySet<Kind> = new Set(['apartment', 'duplex', 'investment', 'commercial'])

// ---------------------------------------------------------------------------------------------
// Noun phrases.

/** The residential noun phrase without article: 'maison 3 façades de 4 chambres'. */
function subject(lang: Lang, f: TextFacts): string {
  const b = f.bedrooms
  if (lang === 'fr') {
    const de = b === undefined || b === 0 ? '' : b === 1 ? " d'une chambre" : ` de ${b} chambres`
    const bare = b === undefined || b === 0 ? '' : b === 1 ? ' 1 chambre' : ` ${b} chambres`
    switch (f.kind) {
      case 'house':
        return (
          (f.facades === 4 ? 'maison 4 façades' : f.facades === 3 ? 'maison 3 façades' : f.facades === 2 ? 'maison mitoyenne' : 'maison') +
          de
        )
      case 'villa':
        return `villa${de}`
      case 'apartment':
        return `appartement${bare}`
      case 'penthouse':
        return `penthouse${bare}`
      case 'duplex':
        return `duplex${bare}`
      case 'studio':
        return 'studio'
      default:
        return NOUNS[f.kind].fr
    }
  }
  if (lang === 'nl') {
    const met = b === undefined || b === 0 ? '' : ` met ${b} ${b === 1 ? 'slaapkamer' : 'slaapkamers'}`
    switch (f.kind) {
      case 'house':
        return (
          (f.facades === 4 ? 'vrijstaande woning' : f.facades === 3 ? 'halfopen woning' : f.facades === 2 ? 'gesloten woning' : 'woning') +
          met
        )
      case 'villa':
        return `villa${met}`
      case 'apartment':
        return `appartement${met}`
      case 'penthouse':
        return `penthouse${met}`
      case 'duplex':
        return `duplexappartement${met}`
      case 'studio':
        return 'studio'
      default:
        return NOUNS[f.kind].nl
    }
  }
  const bed = b === undefined || b === 0 ? '' : `${b}-bedroom `
  switch (f.kind) {
    case 'house': {
      const style = f.facades === 4 ? 'detached ' : f.facades === 3 ? 'semi-detached ' : f.facades === 2 ? 'terraced ' : ''
      return `${style}${bed}house`
    }
    case 'villa':
      return `${bed}villa`
    case 'apartment':
      return `${bed}apartment`
    case 'penthouse':
      return `${bed}penthouse`
    case 'duplex':
      return `${bed}duplex apartment`
    case 'studio':
      return 'studio'
    default:
      return NOUNS[f.kind].en
  }
}

// Plain nouns for the non-residential kinds and for short references ('la maison', 'het pand').
const NOUNS: Readonly<Record<Kind, Tri>> = {
  house: tri('maison', 'woning', 'house'),
  villa: tri('villa', 'villa', 'villa'),
  apartment: tri('appartement', 'appartement', 'apartment'),
  penthouse: tri('penthouse', 'penthouse', 'penthouse'),
  duplex: tri('duplex', 'duplexappartement', 'duplex apartment'),
  studio: tri('studio', 'studio', 'studio'),
  land: tri('terrain à bâtir', 'bouwgrond', 'building plot'),
  investment: tri('immeuble de rapport', 'opbrengsteigendom', 'investment property'),
  commercial: tri('surface commerciale', 'handelspand', 'commercial premises'),
  garage: tri('garage', 'garagebox', 'garage'),
  office: tri('bureaux', 'kantoorruimte', 'office space'),
  warehouse: tri('entrepôt', 'opslagruimte', 'warehouse'),
  parking: tri('emplacement de parking', 'parkeerplaats', 'parking space'),
}

function indefinite(lang: Lang, f: TextFacts, nlAdjective?: string): string {
  const s = subject(lang, f)
  if (lang === 'fr') {
    const g = FRENCH_GENDER[f.kind]
    return `${g === 'f' ? 'une' : g === 'mpl' ? 'des' : 'un'} ${s}`
  }
  if (lang === 'nl') {
    if (nlAdjective === undefined) return `een ${s}`
    return `een ${DUTCH_NEUTER.has(f.kind) ? nlAdjective : `${nlAdjective}e`} ${s}`
  }
  return an(s)
}

function demonstrative(lang: Lang, f: TextFacts): string {
  const s = subject(lang, f)
  if (lang === 'fr') {
    const g = FRENCH_GENDER[f.kind]
    const det = g === 'f' ? 'cette' : g === 'mpl' ? 'ces' : /^[aeiouéèh]/i.test(s) ? 'cet' : 'ce'
    return `${det} ${s}`
  }
  if (lang === 'nl') return `${DUTCH_NEUTER.has(f.kind) ? 'dit' : 'deze'} ${s}`
  return `${f.kind === 'office' ? 'these' : 'this'} ${s}`
}

const LOCATIONS: Readonly<Record<LocKey, Tri>> = {
  quiet: tri('dans une rue calme', 'in een rustige straat', 'on a quiet street'),
  station: tri('à quelques minutes à pied de la gare', 'op wandelafstand van het station', 'within walking distance of the station'),
  lake: tri('à deux pas du lac de Genval', 'op een boogscheut van het meer van Genval', "a stone's throw from Lake Genval"),
  forest: tri('en lisière de la forêt de Soignes', 'aan de rand van het Zoniënwoud', 'on the edge of the Sonian Forest'),
  university: tri('à proximité du campus universitaire', 'vlak bij de universiteitscampus', 'close to the university campus'),
  centre: tri('en plein centre', 'in het centrum', 'in the centre'),
  residential: tri('dans un quartier résidentiel prisé', 'in een gegeerde residentiële wijk', 'in a sought-after residential area'),
  green: tri('dans un cadre verdoyant', 'in een groene omgeving', 'in green surroundings'),
  schools: tri('à proximité des écoles et des commerces', 'dicht bij scholen en winkels', 'close to schools and shops'),
}

/** The location phrase alone: 'dans une rue calme'. */
const loc = (lang: Lang, f: TextFacts): string => LOCATIONS[f.loc][lang]

/** The location phrase with the town: 'dans une rue calme à Limal', 'au cœur d'Ottignies'. */
function locIn(lang: Lang, f: TextFacts): string {
  const city = f.city[lang]
  if (f.loc === 'centre') return L(lang, `au cœur ${deFr(city)}`, `in het centrum van ${city}`, `in the centre of ${city}`)
  // The lake is named after Genval: in Genval itself, 'near Lake Genval in Genval' would stutter.
  if (f.loc === 'lake' && f.city.fr === 'Genval')
    return L(lang, 'à Genval, à deux pas du lac', 'in Genval, op een boogscheut van het meer', "in Genval, a stone's throw from the lake")
  return L(lang, `${loc(lang, f)} à ${city}`, `${loc(lang, f)} in ${city}`, `${loc(lang, f)} in ${city}`)
}

function audience(lang: Lang, f: TextFacts): string {
  const b = f.bedrooms ?? 0
  if (f.kind === 'villa' || b >= 3) return L(lang, 'les familles', 'gezinnen met kinderen', 'families')
  if (b <= 1 && f.goal === 1) return L(lang, 'les jeunes actifs', 'jonge professionals', 'young professionals')
  if (b <= 1)
    return L(lang, 'les jeunes actifs comme les investisseurs', 'jonge professionals en beleggers', 'young professionals and investors')
  return L(lang, 'les couples comme les jeunes familles', 'koppels en jonge gezinnen', 'couples and young families')
}

/** Joins a list as 'a, b and c' in the language. */
function list(lang: Lang, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${L(lang, 'et', 'en', 'and')} ${items[items.length - 1] ?? ''}`
}

// ---------------------------------------------------------------------------------------------
// Headlines (TypeDescription), without the status prefix.

export function headline(f: TextFacts): Tri {
  const make = (build: (lang: Lang) => string): Tri => tri(build('fr'), build('nl'), build('en'))
  return make((lang) => headlineIn(lang, f))
}

function headlineIn(lang: Lang, f: TextFacts): string {
  const b = f.bedrooms
  const s = f.surfaceLiving
  const g = f.surfaceGround
  if (f.viager)
    return L(
      lang,
      `Viager occupé : ${subject(lang, f)}`,
      `Verkoop op lijfrente: ${subject(lang, f)}`,
      `Life annuity sale: ${subject(lang, f)}`,
    )
  const options: string[] = []
  switch (f.kind) {
    case 'house': {
      if (f.newBuild && b)
        return L(
          lang,
          `Maison neuve basse énergie de ${b} chambres`,
          `Energiezuinige nieuwbouwwoning met ${b} slaapkamers`,
          `Energy-efficient new-build house with ${b} bedrooms`,
        )
      if (f.toRefresh)
        return L(
          lang,
          'Maison à rénover avec beau potentiel',
          'Te renoveren woning met veel potentieel',
          'House to renovate with great potential',
        )
      const subj = cap(subject(lang, f))
      const hasMet = b !== undefined && b > 0
      if (f.garden) options.push(L(lang, `${subj} avec jardin`, `${subj} ${hasMet ? 'en' : 'met'} tuin`, `${subj} with garden`))
      else if (f.garages) options.push(L(lang, `${subj} avec garage`, `${subj} ${hasMet ? 'en' : 'met'} garage`, `${subj} with garage`))
      else options.push(subj)
      if (f.loc === 'quiet')
        options.push(
          L(lang, 'Maison familiale dans un quartier calme', 'Gezinswoning in een rustige buurt', 'Family home in a quiet neighbourhood'),
        )
      if (f.renovated) {
        options.push(
          L(
            lang,
            `Maison rénovée avec goût${b ? ` – ${bedroomsPlain(lang, b)}` : ''}`,
            `Smaakvol gerenoveerde woning${b ? ` – ${bedroomsPlain(lang, b)}` : ''}`,
            `Tastefully renovated house${b ? ` – ${bedroomsPlain(lang, b)}` : ''}`,
          ),
        )
      }
      if (f.loc === 'station' && b)
        options.push(
          L(
            lang,
            `Maison ${b} chambres à deux pas de la gare`,
            `Woning met ${b} slaapkamers vlak bij het station`,
            `${b}-bedroom house close to the station`,
          ),
        )
      if (f.loc === 'lake')
        options.push(
          L(
            lang,
            'Maison de caractère proche du lac de Genval',
            'Karaktervolle woning nabij het meer van Genval',
            'Character house near Lake Genval',
          ),
        )
      if (f.loc === 'forest')
        options.push(
          L(
            lang,
            'Maison en lisière de la forêt de Soignes',
            'Woning aan de rand van het Zoniënwoud',
            'House on the edge of the Sonian Forest',
          ),
        )
      if (g && g >= 1000 && f.facades === 4)
        options.push(
          L(
            lang,
            `Maison 4 façades sur ${ares(lang, g)}`,
            `Vrijstaande woning op ${ares(lang, g)}`,
            `Detached house on a ${sqm(lang, g)} plot`,
          ),
        )
      break
    }
    case 'villa': {
      if (g) options.push(L(lang, `Villa 4 façades sur ${ares(lang, g)}`, `Villa op ${ares(lang, g)}`, `Villa on a ${sqm(lang, g)} plot`))
      if (f.view)
        options.push(
          L(lang, 'Villa contemporaine avec vue dégagée', 'Hedendaagse villa met vrij uitzicht', 'Contemporary villa with open views'),
        )
      if (b)
        options.push(
          L(
            lang,
            `Superbe villa de ${b} chambres dans un cadre verdoyant`,
            `Prachtige villa met ${b} slaapkamers in het groen`,
            `Superb ${b}-bedroom villa in green surroundings`,
          ),
        )
      if (f.pool)
        options.push(
          L(
            lang,
            'Villa avec piscine et jardin paysager',
            'Villa met zwembad en aangelegde tuin',
            'Villa with swimming pool and landscaped garden',
          ),
        )
      options.push(
        L(
          lang,
          'Villa de prestige avec jardin paysager',
          'Prestigieuze villa met aangelegde tuin',
          'Prestigious villa with landscaped garden',
        ),
      )
      break
    }
    case 'apartment':
    case 'penthouse':
    case 'duplex': {
      const subj = cap(subject(lang, f))
      const hasMet = b !== undefined && b > 0
      const parking = Boolean(f.parkings || f.garages)
      if (f.newBuild) {
        const extras = f.terrace && parking ? 1 : f.terrace ? 2 : parking ? 3 : 0
        return L(
          lang,
          `${cap(NOUNS[f.kind].fr)} neuf${['', ' avec terrasse et parking', ' avec terrasse', ' avec parking'][extras] ?? ''}`,
          `Nieuwbouw${NOUNS[f.kind].nl}${['', ' met terras en parkeerplaats', ' met terras', ' met parkeerplaats'][extras] ?? ''}`,
          `New-build ${NOUNS[f.kind].en}${['', ' with terrace and parking', ' with terrace', ' with parking'][extras] ?? ''}`,
        )
      }
      if (f.kind === 'penthouse' && f.surfaceTerrace) {
        options.push(
          L(
            lang,
            `Penthouse avec vaste terrasse de ${sqm(lang, f.surfaceTerrace)}`,
            `Penthouse met ruim terras van ${sqm(lang, f.surfaceTerrace)}`,
            `Penthouse with a large ${sqm(lang, f.surfaceTerrace)} terrace`,
          ),
        )
      }
      if (f.terrace) options.push(L(lang, `${subj} avec terrasse`, `${subj} ${hasMet ? 'en' : 'met'} terras`, `${subj} with terrace`))
      if (f.floor === 0 && f.garden) {
        options.push(
          L(lang, 'Appartement au rez-de-chaussée avec jardin', 'Gelijkvloers appartement met tuin', 'Ground-floor apartment with garden'),
        )
      }
      // 'Bright 95 m² apartment' suits the larger flats, or those with nothing else to boast about.
      if (s && (s >= 100 || f.kind !== 'apartment' || options.length === 0)) {
        options.push(
          L(
            lang,
            f.kind === 'duplex' ? `Spacieux duplex de ${sqm(lang, s)}` : `${cap(NOUNS[f.kind].fr)} lumineux de ${sqm(lang, s)}`,
            `${DUTCH_NEUTER.has(f.kind) ? 'Lichtrijk' : 'Lichtrijke'} ${NOUNS[f.kind].nl} van ${sqm(lang, s)}`,
            `Bright ${sqm(lang, s)} ${NOUNS[f.kind].en}`,
          ),
        )
      }
      if (f.loc === 'station')
        options.push(L(lang, `${subj} proche de la gare`, `${subj} vlak bij het station`, `${subj} near the station`))
      if (f.loc === 'quiet' || f.loc === 'residential')
        options.push(L(lang, `${subj} dans un quartier calme`, `${subj} in een rustige buurt`, `${subj} in a quiet area`))
      if (parking && !f.terrace)
        options.push(L(lang, `${subj} avec parking`, `${subj} ${hasMet ? 'en' : 'met'} parkeerplaats`, `${subj} with parking`))
      if (f.kind === 'apartment' && f.lift && f.floor !== undefined && f.floor >= 2) {
        const floor = ordinalFloor(lang, f.floor)
        options.push(
          L(
            lang,
            `${subj} au ${floor} étage avec ascenseur`,
            `${subj} op de ${floor} verdieping`,
            `${subj} on the ${floor} floor with lift`,
          ),
        )
      }
      if (f.renovated && f.loc === 'centre')
        options.push(
          L(
            lang,
            `${cap(NOUNS[f.kind].fr)} rénové en plein centre`,
            `${DUTCH_NEUTER.has(f.kind) ? 'Gerenoveerd' : 'Gerenoveerde'} ${NOUNS[f.kind].nl} in het centrum`,
            `Renovated ${NOUNS[f.kind].en} in the centre`,
          ),
        )
      if (f.furnished && f.kind === 'apartment')
        options.push(L(lang, `${subj} meublé`, `Gemeubeld ${subject(lang, f)}`, `Furnished ${subject(lang, f)}`))
      if (options.length === 0) options.push(subj)
      break
    }
    case 'studio': {
      if (f.loc === 'university')
        options.push(L(lang, 'Studio proche du campus', 'Studio vlak bij de campus', 'Studio close to the campus'))
      if (f.furnished) options.push(L(lang, 'Studio meublé et lumineux', 'Gemeubelde, lichtrijke studio', 'Bright furnished studio'))
      if (s)
        options.push(
          L(lang, `Studio lumineux de ${sqm(lang, s)}`, `Lichtrijke studio van ${sqm(lang, s)}`, `Bright ${sqm(lang, s)} studio`),
        )
      if (f.goal === 0)
        options.push(L(lang, 'Studio idéal pour investisseur', 'Studio, ideaal als belegging', 'Studio, ideal as an investment'))
      if (f.renovated) options.push(L(lang, 'Studio entièrement rénové', 'Volledig gerenoveerde studio', 'Fully renovated studio'))
      if (options.length === 0) options.push('Studio')
      break
    }
    case 'land': {
      const area = g ?? 0
      options.push(
        L(lang, `Terrain à bâtir de ${ares(lang, area)}`, `Bouwgrond van ${ares(lang, area)}`, `Building plot of ${sqm(lang, area)}`),
      )
      options.push(
        L(
          lang,
          `Terrain à bâtir de ${sqm(lang, area)} en zone d'habitat`,
          `Bouwgrond van ${sqm(lang, area)} in woongebied`,
          `${sqm(lang, area)} building plot in a residential area`,
        ),
      )
      options.push(
        area >= 900
          ? L(lang, 'Beau terrain pour maison 4 façades', 'Mooie bouwgrond voor open bebouwing', 'Fine building plot for a detached house')
          : L(
              lang,
              'Terrain à bâtir pour maison 3 façades',
              'Bouwgrond voor halfopen bebouwing',
              'Building plot for a semi-detached house',
            ),
      )
      if (f.gardenOrientation === 'S' || f.gardenOrientation === 'SW') {
        options.push(L(lang, 'Terrain à bâtir orienté plein sud', 'Zongerichte bouwgrond', 'Sunny, south-facing building plot'))
      }
      break
    }
    case 'investment': {
      const n = f.units ?? 3
      if (f.shop)
        options.push(
          L(
            lang,
            'Immeuble de rapport avec rez commercial',
            'Opbrengsteigendom met handelsgelijkvloers',
            'Investment property with a ground-floor shop',
          ),
        )
      options.push(
        L(lang, `Immeuble de rapport de ${n} logements`, `Opbrengsteigendom met ${n} wooneenheden`, `Investment property with ${n} flats`),
      )
      if (f.monthlyIncome)
        options.push(
          L(
            lang,
            `Immeuble de ${n} appartements entièrement loués`,
            `Volledig verhuurd opbrengstpand met ${n} appartementen`,
            `Fully let building with ${n} apartments`,
          ),
        )
      break
    }
    case 'commercial': {
      if (s)
        options.push(L(lang, `Surface commerciale de ${sqm(lang, s)}`, `Handelspand van ${sqm(lang, s)}`, `${sqm(lang, s)} retail space`))
      options.push(
        L(
          lang,
          'Rez commercial avec vitrine sur rue passante',
          'Handelsgelijkvloers met etalage in een drukke straat',
          'Ground-floor shop on a busy street',
        ),
      )
      if (f.parkings && s)
        options.push(
          L(
            lang,
            `Commerce de ${sqm(lang, s)} avec parking`,
            `Handelsruimte van ${sqm(lang, s)} met parking`,
            `${sqm(lang, s)} commercial premises with parking`,
          ),
        )
      break
    }
    case 'garage': {
      options.push(L(lang, 'Garage fermé', 'Afgesloten garagebox', 'Lock-up garage'))
      options.push(L(lang, 'Box de garage sécurisé', 'Beveiligde garagebox', 'Secure garage box'))
      options.push(
        L(
          lang,
          'Garage avec porte sectionnelle motorisée',
          'Garagebox met elektrische sectionaalpoort',
          'Garage with electric sectional door',
        ),
      )
      break
    }
    case 'office':
      options.push(
        s
          ? L(
              lang,
              `Bureaux de ${sqm(lang, s)} avec parkings`,
              `Kantoorruimte van ${sqm(lang, s)} met parkeerplaatsen`,
              `${sqm(lang, s)} office space with parking`,
            )
          : L(lang, 'Bureaux avec parkings', 'Kantoorruimte met parkeerplaatsen', 'Office space with parking'),
      )
      break
    case 'warehouse':
      options.push(
        s
          ? L(
              lang,
              `Entrepôt de ${sqm(lang, s)} avec quai de chargement`,
              `Opslagruimte van ${sqm(lang, s)} met laadkade`,
              `${sqm(lang, s)} warehouse with loading dock`,
            )
          : L(lang, 'Entrepôt avec quai de chargement', 'Opslagruimte met laadkade', 'Warehouse with loading dock'),
      )
      break
    case 'parking':
      options.push(L(lang, 'Emplacement de parking en sous-sol', 'Ondergrondse parkeerplaats', 'Underground parking space'))
      break
  }
  return choose(f, 1, options)
}

// ---------------------------------------------------------------------------------------------
// Descriptions: two to four short paragraphs.

interface Line {
  label?: string
  text: string
}
type Paragraph = Line[]

export function description(f: TextFacts): Tri {
  return tri(render('fr', f), render('nl', f), render('en', f))
}

function render(lang: Lang, f: TextFacts): string {
  const paragraphs = paragraphsIn(lang, f).filter((p) => p.length > 0)
  return f.html ? toHtml(paragraphs) : toPlain(paragraphs)
}

function paragraphsIn(lang: Lang, f: TextFacts): Paragraph[] {
  switch (f.kind) {
    case 'house':
    case 'villa':
    case 'apartment':
    case 'penthouse':
    case 'duplex':
    case 'studio':
      return [residentialIntro(lang, f), layout(lang, f), outsideAndTechnical(lang, f), practical(lang, f)]
    case 'land':
      return [landIntro(lang, f), landDetails(lang, f), practical(lang, f)]
    case 'investment':
      return [investmentIntro(lang, f), investmentIncome(lang, f), practical(lang, f)]
    case 'commercial':
      return [commercialIntro(lang, f), commercialDetails(lang, f), practical(lang, f)]
    default:
      return [otherIntro(lang, f), practical(lang, f)]
  }
}

const say = (text: string): Line => ({ text })

function residentialIntro(lang: Lang, f: TextFacts): Paragraph {
  const lines: Line[] = []
  const situe = agree(f.kind, 'situé')
  if (f.viager) {
    lines.push(
      say(
        L(
          lang,
          `Vente en viager occupé : ${indefinite(lang, f)} ${situe} ${locIn(lang, f)}.`,
          `Verkoop op lijfrente: ${indefinite(lang, f)}, gelegen ${locIn(lang, f)}.`,
          `Life annuity sale: ${indefinite(lang, f)} ${locIn(lang, f)}.`,
        ),
      ),
    )
  } else if (f.newBuild) {
    lines.push(
      say(
        L(
          lang,
          `Nouvelle construction ${locIn(lang, f)} : ${indefinite(lang, f)} basse énergie aux finitions soignées.`,
          `Nieuwbouw ${locIn(lang, f)}: ${indefinite(lang, f, 'energiezuinig')}, afgewerkt met kwaliteitsmaterialen.`,
          `New build ${locIn(lang, f)}: an energy-efficient ${subject(lang, f)} with quality finishes.`,
        ),
      ),
    )
  } else {
    const intros = [
      () =>
        L(
          lang,
          `Immo Dyle vous propose ${indefinite(lang, f)} ${situe} ${locIn(lang, f)}.`,
          `Immo Dyle biedt ${indefinite(lang, f)} aan, gelegen ${locIn(lang, f)}.`,
          `Immo Dyle presents ${indefinite(lang, f)} ${locIn(lang, f)}.`,
        ),
      () =>
        L(
          lang,
          `Belle opportunité à ${f.city.fr} : ${indefinite(lang, f)} ${situe} ${loc(lang, f)}.`,
          `Mooie opportuniteit in ${f.city.nl}: ${indefinite(lang, f)}, gelegen ${loc(lang, f)}.`,
          `A great opportunity in ${f.city.en}: ${indefinite(lang, f)} ${loc(lang, f)}.`,
        ),
      () =>
        L(
          lang,
          `Idéalement ${situe} ${locIn(lang, f)}, ${demonstrative(lang, f)} saura séduire ${audience(lang, f)}.`,
          `${cap(demonstrative(lang, f))}, ideaal gelegen ${locIn(lang, f)}, is perfect voor ${audience(lang, f)}.`,
          `Ideally located ${locIn(lang, f)}, ${demonstrative(lang, f)} is perfect for ${audience(lang, f)}.`,
        ),
    ]
    if (f.renovated) {
      const year = f.renovationYear
      intros.push(() =>
        L(
          lang,
          `Entièrement ${agree(f.kind, 'rénové')}${year ? ` en ${year}` : ''}, ${demonstrative(lang, f)} ${situe} ${locIn(lang, f)} allie charme et confort moderne.`,
          `Volledig gerenoveerd${year ? ` in ${year}` : ''}: ${demonstrative(lang, f)}, gelegen ${locIn(lang, f)}, combineert charme met modern comfort.`,
          `Fully renovated${year ? ` in ${year}` : ''}, ${demonstrative(lang, f)} ${locIn(lang, f)} combines character with modern comfort.`,
        ),
      )
    }
    lines.push(say(choose(f, 2, intros)()))
  }
  const s = f.surfaceLiving
  if (s !== undefined) {
    if ((f.kind === 'house' || f.kind === 'villa') && f.surfaceGround) {
      const g = f.surfaceGround
      lines.push(
        say(
          L(
            lang,
            `La ${NOUNS[f.kind].fr} offre environ ${sqm(lang, s)} habitables sur un terrain de ${sqm(lang, g)}.`,
            `De ${NOUNS[f.kind].nl} biedt ca. ${sqm(lang, s)} bewoonbare oppervlakte op een perceel van ${sqm(lang, g)}.`,
            `The ${NOUNS[f.kind].en} offers about ${sqm(lang, s)} of living space on a ${sqm(lang, g)} plot.`,
          ),
        ),
      )
    } else {
      lines.push(
        say(
          L(
            lang,
            `Surface habitable : environ ${sqm(lang, s)}.`,
            `Bewoonbare oppervlakte: ca. ${sqm(lang, s)}.`,
            `Living area: about ${sqm(lang, s)}.`,
          ),
        ),
      )
    }
  }
  return lines
}

function layout(lang: Lang, f: TextFacts): Paragraph {
  const b = f.bedrooms
  const baths = bathrooms(lang, f.bathrooms ?? 1)
  const kitchen = KITCHEN[f.kitchen ?? 'equipped'][lang]
  const living = f.surfaceLiving ? Math.max(20, Math.round(f.surfaceLiving * (f.kind === 'studio' ? 0.7 : 0.28))) : undefined
  const livingFr = living ? `séjour de ${sqm(lang, living)}` : 'séjour lumineux'
  const livingNl = living ? `leefruimte van ${sqm(lang, living)}` : 'lichtrijke leefruimte'
  const livingEn = living ? `${sqm(lang, living)} living room` : 'bright living room'
  const lines: Line[] = []
  if (f.kind === 'studio') {
    const area = living ? ` de ${sqm(lang, living)}` : ''
    lines.push(
      say(
        L(
          lang,
          `Le studio comprend une pièce de vie${area} avec coin nuit, une kitchenette équipée et une salle de douche.`,
          `De studio bestaat uit een leefruimte${living ? ` van ${sqm(lang, living)}` : ''} met slaaphoek, een ingerichte kitchenette en een douchekamer.`,
          `The studio has a ${living ? `${sqm(lang, living)} ` : ''}living area with a sleeping corner, a fitted kitchenette and a shower room.`,
        ),
      ),
    )
    if (f.lift)
      lines.push(say(L(lang, "L'immeuble dispose d'un ascenseur.", 'Het gebouw beschikt over een lift.', 'The building has a lift.')))
    if (f.cellar)
      lines.push(
        say(
          L(
            lang,
            'Une cave privative complète le bien.',
            'Een privékelder vervolledigt het geheel.',
            'A private cellar completes the property.',
          ),
        ),
      )
    return lines
  }
  if (b === undefined) return lines
  if (f.kind === 'house' || f.kind === 'villa') {
    const fire = f.fireplace ? L(lang, ' avec feu ouvert', ' met open haard', ' with fireplace') : ''
    const toGarden = f.garden ? L(lang, ' donnant sur le jardin', ' met toegang tot de tuin', ' opening onto the garden') : ''
    lines.push({
      label: L(lang, 'Rez-de-chaussée :', 'Gelijkvloers:', 'Ground floor:'),
      text: L(
        lang,
        `hall d'entrée avec WC séparé, ${livingFr}${fire} et ${kitchen}${toGarden}.`,
        `inkomhal met apart toilet, ${livingNl}${fire} en ${kitchen}${toGarden}.`,
        `entrance hall with guest toilet, ${livingEn}${fire} and ${an(kitchen)}${toGarden}.`,
      ),
    })
    lines.push({
      label: L(lang, 'Étage :', 'Verdieping:', 'First floor:'),
      text: L(
        lang,
        `${bedroomsPlain(lang, b)} et ${baths}${f.homeOffice ? ", ainsi qu'un bureau" : ''}.`,
        `${bedroomsPlain(lang, b)} en ${baths}${f.homeOffice ? ', plus een bureau' : ''}.`,
        `${bedroomsPlain(lang, b)} and ${baths}${f.homeOffice ? ', plus a study' : ''}.`,
      ),
    })
    if (f.attic)
      lines.push({
        label: L(lang, 'Combles :', 'Zolder:', 'Attic:'),
        text: L(lang, 'grenier aménageable.', 'inrichtbaar.', 'suitable for conversion.'),
      })
    if (f.cellar)
      lines.push({
        label: L(lang, 'Sous-sol :', 'Kelder:', 'Basement:'),
        text: L(lang, 'caves et buanderie.', 'kelderruimtes en wasplaats.', 'cellars and laundry room.'),
      })
    return lines
  }
  // Apartments, penthouses and duplexes.
  const floor = f.floor ?? 1
  const lift = f.lift ? L(lang, ' avec ascenseur', ' met lift', ' with lift') : ''
  if (f.kind === 'penthouse') {
    lines.push(
      say(
        L(
          lang,
          `Situé au dernier étage d'une résidence${lift}, il comprend un hall d'entrée, un ${livingFr} avec une ${kitchen}, ${bedroomsPlain(lang, b)} et ${baths}.`,
          `Gelegen op de bovenste verdieping van een residentie${lift}. Indeling: inkomhal, ${livingNl} met ${kitchen}, ${bedroomsPlain(lang, b)} en ${baths}.`,
          `Located on the top floor of a residence${lift}, it comprises an entrance hall, a ${livingEn} with ${an(kitchen)}, ${bedroomsPlain(lang, b)} and ${baths}.`,
        ),
      ),
    )
  } else if (f.kind === 'duplex') {
    lines.push(
      say(
        L(
          lang,
          `Situé aux derniers étages d'une petite résidence${lift}, il comprend au niveau inférieur un hall d'entrée, un ${livingFr} et une ${kitchen}.`,
          `Gelegen op de bovenste verdiepingen van een kleinschalige residentie${lift}. Benedenniveau: inkomhal, ${livingNl} en ${kitchen}.`,
          `Set on the top floors of a small residence${lift}, its lower level comprises an entrance hall, a ${livingEn} and ${an(kitchen)}.`,
        ),
      ),
    )
    lines.push(
      say(
        L(
          lang,
          `À l'étage supérieur : ${bedroomsPlain(lang, b)} et ${baths}.`,
          `Bovenverdieping: ${bedroomsPlain(lang, b)} en ${baths}.`,
          `Upstairs: ${bedroomsPlain(lang, b)} and ${baths}.`,
        ),
      ),
    )
  } else {
    const where =
      floor === 0
        ? L(
            lang,
            `Situé au rez-de-chaussée d'une petite copropriété`,
            'Gelegen op het gelijkvloers van een kleinschalige residentie',
            'Located on the ground floor of a small residence',
          )
        : L(
            lang,
            `Situé au ${ordinalFloor(lang, floor)} étage d'une résidence${lift}`,
            `Gelegen op de ${ordinalFloor(lang, floor)} verdieping van een residentie${lift}`,
            `Located on the ${ordinalFloor(lang, floor)} floor of a residence${lift}`,
          )
    lines.push(
      say(
        L(
          lang,
          `${where}, il comprend un hall d'entrée, un ${livingFr} avec une ${kitchen}, ${bedroomsPlain(lang, b)} et ${baths}.`,
          `${where}. Indeling: inkomhal, ${livingNl} met ${kitchen}, ${bedroomsPlain(lang, b)} en ${baths}.`,
          `${where}, it comprises an entrance hall, a ${livingEn} with ${an(kitchen)}, ${bedroomsPlain(lang, b)} and ${baths}.`,
        ),
      ),
    )
  }
  if (f.terrace) {
    const t = f.surfaceTerrace
    const o = f.terraceOrientation
    lines.push(
      say(
        L(
          lang,
          `Terrasse${t ? ` de ${sqm(lang, t)}` : ''}${o ? ` orientée ${ORIENTATION[o].fr}` : ''}.`,
          `Terras${t ? ` van ${sqm(lang, t)}` : ''}${o ? ` op het ${ORIENTATION[o].nl}` : ''}.`,
          `${o ? `${cap(ORIENTATION[o].en)}-facing terrace` : 'Terrace'}${t ? ` of ${sqm(lang, t)}` : ''}.`,
        ),
      ),
    )
  }
  if (f.garden && f.floor === 0) {
    const g = f.surfaceGarden
    lines.push(
      say(
        L(
          lang,
          `Jardin privatif${g ? ` de ${sqm(lang, g)}` : ''}.`,
          `Privétuin${g ? ` van ${sqm(lang, g)}` : ''}.`,
          `Private garden${g ? ` of ${sqm(lang, g)}` : ''}.`,
        ),
      ),
    )
  }
  if (f.cellar && f.garages)
    lines.push(
      say(
        L(
          lang,
          'Cave et garage en sous-sol.',
          'Kelderberging en garagebox in de ondergrondse parking.',
          'Cellar and garage in the basement.',
        ),
      ),
    )
  else if (f.cellar && f.parkings)
    lines.push(
      say(
        L(
          lang,
          'Cave et emplacement de parking en sous-sol.',
          'Kelderberging en ondergrondse parkeerplaats.',
          'Cellar and underground parking space.',
        ),
      ),
    )
  else if (f.cellar) lines.push(say(L(lang, 'Cave privative.', 'Privékelder.', 'Private cellar.')))
  else if (f.parkings)
    lines.push(say(L(lang, 'Emplacement de parking en sous-sol.', 'Ondergrondse parkeerplaats.', 'Underground parking space.')))
  return lines
}

function technical(lang: Lang, f: TextFacts): Line | undefined {
  const items: string[] = []
  if (f.heating) items.push(HEATING[f.heating][lang])
  if (f.glazing) items.push(GLAZING[f.glazing][lang])
  if (f.solar) items.push(L(lang, 'panneaux photovoltaïques', 'zonnepanelen', 'solar panels'))
  if (items.length === 0) return undefined
  return say(L(lang, `Côté technique : ${list(lang, items)}.`, `Technisch: ${list(lang, items)}.`, `Technical: ${list(lang, items)}.`))
}

function outsideAndTechnical(lang: Lang, f: TextFacts): Paragraph {
  const lines: Line[] = []
  if ((f.kind === 'house' || f.kind === 'villa') && f.garden) {
    const g = f.surfaceGarden
    const o = f.gardenOrientation
    lines.push(
      say(
        L(
          lang,
          `Le jardin${g ? ` de ${sqm(lang, g)}` : ''}${o ? `, orienté ${ORIENTATION[o].fr},` : ''} offre une belle intimité.`,
          `De tuin${g ? ` van ${sqm(lang, g)}` : ''}${o ? ` ligt op het ${ORIENTATION[o].nl} en` : ''} biedt veel privacy.`,
          `The ${g ? `${sqm(lang, g)} ` : ''}garden${o ? ` faces ${ORIENTATION[o].en} and` : ''} offers plenty of privacy.`,
        ),
      ),
    )
    if (f.terrace)
      lines.push(
        say(L(lang, 'Une terrasse prolonge le séjour.', 'Een terras verlengt de leefruimte.', 'A terrace extends the living room.')),
      )
    if (f.pool) lines.push(say(L(lang, 'Piscine extérieure chauffée.', 'Verwarmd buitenzwembad.', 'Heated outdoor swimming pool.')))
  }
  if ((f.kind === 'house' || f.kind === 'villa') && f.garages) {
    lines.push(
      say(
        f.garages > 1
          ? L(
              lang,
              "Un double garage complète l'ensemble.",
              'Een dubbele garage vervolledigt het geheel.',
              'A double garage completes the picture.',
            )
          : L(
              lang,
              "Un garage et un emplacement extérieur complètent l'ensemble.",
              'Een garage en een extra staanplaats vervolledigen het geheel.',
              'A garage and an outdoor parking space complete the picture.',
            ),
      ),
    )
  }
  if (f.view) lines.push(say(L(lang, 'Belle vue dégagée.', 'Mooi vrij uitzicht.', 'Lovely open views.')))
  const tech = technical(lang, f)
  if (tech) lines.push(tech)
  if (f.renovated && f.renovationYear && f.kind !== 'studio') {
    lines.push(
      say(
        L(
          lang,
          `Les travaux réalisés en ${f.renovationYear} portent notamment sur la toiture, l'électricité et les châssis.`,
          `Bij de renovatie in ${f.renovationYear} werden onder meer het dak, de elektriciteit en het schrijnwerk vernieuwd.`,
          `The ${f.renovationYear} renovation included the roof, the wiring and the window frames.`,
        ),
      ),
    )
  }
  if (f.toRefresh && f.goal === 0) {
    lines.push(
      say(
        L(
          lang,
          'Des travaux de rafraîchissement sont à prévoir, ce dont le prix tient compte.',
          'Er zijn opfrissingswerken te voorzien, wat in de prijs verrekend is.',
          'Some refurbishment is needed, which is reflected in the price.',
        ),
      ),
    )
  }
  return lines
}

function availabilityText(lang: Lang, f: TextFacts): string | undefined {
  if (f.availableFrom)
    return L(
      lang,
      `à partir du ${formatDate(lang, f.availableFrom)}`,
      `vanaf ${formatDate(lang, f.availableFrom)}`,
      `from ${formatDate(lang, f.availableFrom)}`,
    )
  if (f.availability && f.availability !== 'occupied') return AVAILABILITY[f.availability][lang]
  return undefined
}

function practical(lang: Lang, f: TextFacts): Paragraph {
  const lines: Line[] = []
  const avail = availabilityText(lang, f)
  if (f.viager) {
    const v = f.viager
    const [first, second] = v.heads
    const indexed = v.indexed ? L(lang, ', indexée', ' (geïndexeerd)', ' (indexed)') : ''
    lines.push(
      say(
        L(
          lang,
          `Bouquet : ${formatEuro(lang, v.bouquet)}. Rente mensuelle : ${formatEuro(lang, v.monthlyRent)}${indexed}.`,
          `Boeket: ${formatEuro(lang, v.bouquet)}. Maandelijkse rente: ${formatEuro(lang, v.monthlyRent)}${indexed}.`,
          `Lump sum: ${formatEuro(lang, v.bouquet)}. Monthly annuity: ${formatEuro(lang, v.monthlyRent)}${indexed}.`,
        ),
      ),
    )
    if (first && second) {
      lines.push(
        say(
          L(
            lang,
            `Rente sur deux têtes : couple de ${Math.min(first.age, second.age)} et ${Math.max(first.age, second.age)} ans.`,
            `Lijfrente op twee hoofden: koppel van ${Math.min(first.age, second.age)} en ${Math.max(first.age, second.age)} jaar.`,
            `On two lives: a couple aged ${Math.min(first.age, second.age)} and ${Math.max(first.age, second.age)}.`,
          ),
        ),
      )
    } else if (first) {
      const woman = first.gender === 'female'
      lines.push(
        say(
          L(
            lang,
            `Rente sur une tête : ${woman ? 'dame' : 'monsieur'} de ${first.age} ans.`,
            `Lijfrente op één hoofd: ${woman ? 'dame' : 'heer'} van ${first.age} jaar.`,
            `On one life: a ${woman ? 'woman' : 'man'} aged ${first.age}.`,
          ),
        ),
      )
    }
    lines.push(
      say(
        L(
          lang,
          'Notre équipe vous explique volontiers le mécanisme du viager.',
          'Ons team legt u graag uit hoe een verkoop op lijfrente werkt.',
          'Our team will gladly explain how a life annuity sale works.',
        ),
      ),
    )
    return lines
  }
  if (f.projectName) {
    lines.push(
      say(
        L(
          lang,
          `Ce bien fait partie du projet « ${f.projectName} ».`,
          `Dit pand maakt deel uit van het project ${f.projectName}.`,
          `This unit is part of the ${f.projectName} project.`,
        ),
      ),
    )
    if (f.fromPrice && f.price && f.publishPrice) {
      lines.push(
        say(
          L(
            lang,
            `Prix à partir de ${formatEuro(lang, f.price)} hors frais (TVA de 21 % sur la construction).`,
            `Prijs vanaf ${formatEuro(lang, f.price)}, exclusief kosten (21 % btw op de constructie).`,
            `Prices from ${formatEuro(lang, f.price)} excluding costs (21% VAT on the building).`,
          ),
        ),
      )
    }
  }
  if (f.goal === 1 && f.price) {
    const charges = f.charges
      ? L(
          lang,
          ` + ${formatEuro(lang, f.charges)} de charges`,
          ` + ${formatEuro(lang, f.charges)} kosten`,
          ` plus ${formatEuro(lang, f.charges)} charges`,
        )
      : ''
    lines.push(
      say(
        L(
          lang,
          `Loyer : ${formatEuro(lang, f.price)} par mois${charges}.`,
          `Huurprijs: ${formatEuro(lang, f.price)} per maand${charges}.`,
          `Rent: ${formatEuro(lang, f.price)} per month${charges}.`,
        ),
      ),
    )
    if (f.depositMonths)
      lines.push(
        say(
          L(
            lang,
            `Garantie locative : ${f.depositMonths} mois de loyer.`,
            `Huurwaarborg: ${f.depositMonths} maanden huur.`,
            `Deposit: ${f.depositMonths} months' rent.`,
          ),
        ),
      )
    if (f.furnished)
      lines.push(say(L(lang, 'Le bien est loué meublé.', 'Het pand wordt gemeubeld verhuurd.', 'The property is let furnished.')))
  }
  if (!f.publishPrice) lines.push(say(L(lang, 'Prix sur demande.', 'Prijs op aanvraag.', 'Price on request.')))
  if (avail) lines.push(say(L(lang, `Disponibilité : ${avail}.`, `Beschikbaarheid: ${avail}.`, `Availability: ${avail}.`)))
  lines.push(
    say(
      choose(f, 3, [
        L(
          lang,
          "Visites sur rendez-vous auprès d'Immo Dyle.",
          'Bezoek enkel op afspraak via Immo Dyle.',
          'Viewings by appointment with Immo Dyle.',
        ),
        L(
          lang,
          "Pour tout renseignement ou une visite, contactez l'agence Immo Dyle à Wavre.",
          'Voor meer informatie of een bezoek kunt u terecht bij Immo Dyle in Waver.',
          'For more information or a viewing, contact the Immo Dyle office in Wavre.',
        ),
      ]),
    ),
  )
  return lines
}

function landIntro(lang: Lang, f: TextFacts): Paragraph {
  const g = f.surfaceGround ?? 0
  const w = f.plotWidth
  const large = g >= 900
  return [
    say(
      L(
        lang,
        `Idéalement situé ${locIn(lang, f)}, ce terrain à bâtir de ${sqm(lang, g)}${w ? ` (${w} m de façade)` : ''} convient pour une maison ${large ? '4' : '3'} façades.`,
        `Deze bouwgrond van ${sqm(lang, g)}${w ? ` met een perceelbreedte van ${w} m` : ''}, ideaal gelegen ${locIn(lang, f)}, is geschikt voor ${large ? 'open' : 'halfopen'} bebouwing.`,
        `Ideally located ${locIn(lang, f)}, this ${sqm(lang, g)} building plot${w ? ` with ${w} m of frontage` : ''} is suitable for ${large ? 'a detached' : 'a semi-detached'} house.`,
      ),
    ),
  ]
}

function landDetails(lang: Lang, f: TextFacts): Paragraph {
  const lines: Line[] = [
    say(
      L(
        lang,
        'Terrain libre de constructeur. Eau, électricité et égouttage disponibles en voirie.',
        'Vrij van bouwpromotor. Water, elektriciteit en riolering aanwezig in de straat.',
        'Free choice of builder. Water, electricity and sewer connections available in the street.',
      ),
    ),
  ]
  const o = f.gardenOrientation
  if (o)
    lines.push(
      say(
        L(
          lang,
          `Orientation du jardin : ${ORIENTATION[o].fr}.`,
          `Tuinoriëntatie: ${ORIENTATION[o].nl}.`,
          `Garden orientation: ${ORIENTATION[o].en}.`,
        ),
      ),
    )
  lines.push(
    say(
      f.allotmentPermit
        ? L(
            lang,
            "Situé en zone d'habitat au plan de secteur ; permis d'urbanisation obtenu.",
            'Gelegen in woongebied volgens het gewestplan; verkavelingsvergunning verkregen.',
            'Located in a residential area of the zoning plan; subdivision permit granted.',
          )
        : L(
            lang,
            "Situé en zone d'habitat au plan de secteur.",
            'Gelegen in woongebied volgens het gewestplan.',
            'Located in a residential area of the zoning plan.',
          ),
    ),
  )
  return lines
}

function investmentIntro(lang: Lang, f: TextFacts): Paragraph {
  const n = f.units ?? 3
  const lines: Line[] = [
    say(
      L(
        lang,
        `Idéalement situé ${locIn(lang, f)}, cet immeuble de rapport comprend ${n} logements${f.shop ? ' et un rez commercial' : ''}.`,
        `Dit opbrengsteigendom, ideaal gelegen ${locIn(lang, f)}, omvat ${n} wooneenheden${f.shop ? ' en een handelsruimte op het gelijkvloers' : ''}.`,
        `Ideally located ${locIn(lang, f)}, this investment property comprises ${n} flats${f.shop ? ' and a ground-floor shop' : ''}.`,
      ),
    ),
  ]
  if (f.surfaceLiving)
    lines.push(
      say(
        L(
          lang,
          `Surface totale d'environ ${sqm(lang, f.surfaceLiving)}.`,
          `Totale oppervlakte: ca. ${sqm(lang, f.surfaceLiving)}.`,
          `Total floor area: about ${sqm(lang, f.surfaceLiving)}.`,
        ),
      ),
    )
  return lines
}

function investmentIncome(lang: Lang, f: TextFacts): Paragraph {
  const lines: Line[] = []
  const r = f.monthlyIncome
  if (r) {
    const showYield = f.publishPrice && f.price !== undefined && f.price > 0
    const y = showYield && f.price ? ((r * 12 * 100) / f.price).toFixed(1) : ''
    const yFr = y.replace('.', ',')
    lines.push(
      say(
        L(
          lang,
          `Revenus locatifs actuels : ${formatEuro(lang, r)} par mois${showYield ? `, soit un rendement brut d'environ ${yFr} %` : ''}.`,
          `Huidige huurinkomsten: ${formatEuro(lang, r)} per maand${showYield ? `, een bruto rendement van ongeveer ${yFr} %` : ''}.`,
          `Current rental income: ${formatEuro(lang, r)} per month${showYield ? `, a gross yield of about ${y}%` : ''}.`,
        ),
      ),
    )
  }
  lines.push(
    say(
      L(lang, 'Chaque logement dispose de compteurs individuels.', 'Elke wooneenheid heeft eigen meters.', 'Each flat has its own meters.'),
    ),
  )
  const tech = technical(lang, f)
  if (tech) lines.push(tech)
  return lines
}

function commercialIntro(lang: Lang, f: TextFacts): Paragraph {
  const s = f.surfaceLiving
  return [
    say(
      L(
        lang,
        `Idéalement située ${locIn(lang, f)}, cette surface commerciale${s ? ` de ${sqm(lang, s)}` : ''} bénéficie d'une belle vitrine et d'une excellente visibilité.`,
        `Dit handelspand${s ? ` van ${sqm(lang, s)}` : ''}, ideaal gelegen ${locIn(lang, f)}, beschikt over een mooie etalage en een uitstekende zichtbaarheid.`,
        `Ideally located ${locIn(lang, f)}, ${s ? `these ${sqm(lang, s)}` : 'these'} commercial premises benefit from a fine shop window and excellent visibility.`,
      ),
    ),
  ]
}

function commercialDetails(lang: Lang, f: TextFacts): Paragraph {
  const lines: Line[] = [
    say(
      L(
        lang,
        'Espace de vente modulable, réserve, sanitaires et kitchenette.',
        'Flexibele verkoopruimte, berging, sanitair en kitchenette.',
        'Flexible sales floor, storeroom, toilets and kitchenette.',
      ),
    ),
    say(
      L(
        lang,
        'Convient pour un commerce de détail, une profession libérale ou un horeca léger.',
        'Geschikt voor detailhandel, een vrij beroep of lichte horeca.',
        'Suitable for retail, a professional practice or light catering.',
      ),
    ),
  ]
  if (f.parkings) {
    const n = f.parkings
    lines.push(
      say(
        L(
          lang,
          n > 1 ? `${n} emplacements de parking à l'arrière.` : "Un emplacement de parking à l'arrière.",
          n > 1 ? `${n} parkeerplaatsen achteraan.` : 'Eén parkeerplaats achteraan.',
          n > 1 ? `${n} parking spaces at the rear.` : 'One parking space at the rear.',
        ),
      ),
    )
  }
  const tech = technical(lang, f)
  if (tech) lines.push(tech)
  return lines
}

function otherIntro(lang: Lang, f: TextFacts): Paragraph {
  const s = f.surfaceLiving
  switch (f.kind) {
    case 'garage':
      return [
        say(
          L(
            lang,
            `Garage fermé${s ? ` de ${sqm(lang, s)}` : ''} situé ${locIn(lang, f)}, dans un ensemble sécurisé.`,
            `Afgesloten garagebox${s ? ` van ${sqm(lang, s)}` : ''}, gelegen ${locIn(lang, f)}, in een beveiligd complex.`,
            `Lock-up garage${s ? ` of ${sqm(lang, s)}` : ''} ${locIn(lang, f)}, in a secure complex.`,
          ),
        ),
        say(
          L(
            lang,
            'Idéal pour une voiture et du rangement. Électricité disponible.',
            'Ideaal voor een wagen en extra opslag. Elektriciteit aanwezig.',
            'Ideal for a car and extra storage. Electricity available.',
          ),
        ),
      ]
    case 'parking':
      return [
        say(
          L(
            lang,
            `Emplacement de parking en sous-sol d'une résidence récente, ${locIn(lang, f)}.`,
            `Parkeerplaats in de ondergrondse garage van een recente residentie, ${locIn(lang, f)}.`,
            `Parking space in the basement of a recent residence ${locIn(lang, f)}.`,
          ),
        ),
        say(
          L(
            lang,
            'Accès par porte motorisée avec télécommande.',
            'Toegang via een automatische poort met afstandsbediening.',
            'Access through an automatic door with remote control.',
          ),
        ),
      ]
    case 'warehouse':
      return [
        say(
          L(
            lang,
            `Entrepôt${s ? ` de ${sqm(lang, s)}` : ''} situé ${locIn(lang, f)}, avec une hauteur libre de 6 m, une porte sectionnelle et un petit bureau.`,
            `Opslagruimte${s ? ` van ${sqm(lang, s)}` : ''}, gelegen ${locIn(lang, f)}, met een vrije hoogte van 6 m, een sectionaalpoort en een klein kantoor.`,
            `Warehouse${s ? ` of ${sqm(lang, s)}` : ''} ${locIn(lang, f)}, with 6 m clear height, a sectional door and a small office.`,
          ),
        ),
      ]
    default: {
      const n = f.parkings ?? 2
      return [
        say(
          L(
            lang,
            `Ces bureaux${s ? ` de ${sqm(lang, s)}` : ''} situés ${locIn(lang, f)} offrent des plateaux lumineux, le câblage informatique et ${n} emplacements de parking.`,
            `Deze kantoorruimte${s ? ` van ${sqm(lang, s)}` : ''}, gelegen ${locIn(lang, f)}, biedt lichtrijke ruimtes, IT-bekabeling en ${n} parkeerplaatsen.`,
            `These ${s ? `${sqm(lang, s)} ` : ''}offices ${locIn(lang, f)} offer bright open floors, IT cabling and ${n} parking spaces.`,
          ),
        ),
      ]
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Rendering: plain text with blank lines between paragraphs, or the simple HTML some agents paste
// into the CRM (paragraphs, line breaks, bold labels, named entities) for the importer to clean.

function toPlain(paragraphs: Paragraph[]): string {
  return paragraphs.map((p) => joinLines(p, (l) => (l.label ? `${l.label} ${l.text}` : l.text), '\n', ' ')).join('\n\n')
}

function toHtml(paragraphs: Paragraph[]): string {
  return paragraphs
    .map((p, i) => {
      const body = joinLines(
        p,
        (l) => (l.label ? `<strong>${entities(l.label)}</strong> ${entities(l.text)}` : entities(l.text)),
        '<br>',
        ' ',
      )
      // The opening sentence is set in bold, as agents like to do.
      return i === 0 ? `<p><strong>${body.replace(/^(.*?\.)(\s|$)/, '$1</strong>$2')}</p>` : `<p>${body}</p>`
    })
    .join('\n')
}

/** Labelled lines start a new line; plain sentences run on in the same line. */
function joinLines(p: Paragraph, show: (l: Line) => string, newline: string, space: string): string {
  let out = ''
  p.forEach((l, i) => {
    if (i > 0) out += l.label || p[i - 1]?.label ? newline : space
    out += show(l)
  })
  return out
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  é: '&eacute;',
  è: '&egrave;',
  ê: '&ecirc;',
  à: '&agrave;',
  â: '&acirc;',
  ç: '&ccedil;',
  ô: '&ocirc;',
  î: '&icirc;',
  û: '&ucirc;',
  ù: '&ugrave;',
  ë: '&euml;',
  ï: '&iuml;',
  É: '&Eacute;',
  À: '&Agrave;',
  œ: '&oelig;',
  '²': '&sup2;',
  '€': '&euro;',
  '«': '&laquo;',
  '»': '&raquo;',
  '–': '&ndash;',
  '’': '&rsquo;',
}

function entities(s: string): string {
  return s.replace(/[&éèêàâçôîûùëïÉÀœ²€«»–’]/g, (c) => ENTITIES[c] ?? c)
}
