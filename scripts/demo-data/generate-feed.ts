// Deterministic demo data for the Immo Dyle site: a full CRM feed (spec §3 field names, see
// src/listings/crm-feed.ts) with projects, ~330 properties in French and Dutch (a third
// also in English) and testimonials. The local database is filled from it through the real
// importer, so the catalogue pages can be built and tested without the agency's CRM.
//
// Everything is drawn from one seeded PRNG in a fixed order: the same seed gives byte-identical
// output, and nothing reads the clock or Math.random().

import type { InferInput } from 'valibot'
import { mulberry32 } from '../../src/demo/seeded-random.ts'
import { epcBandsFor, epcLabelFor } from '../../src/domain/epc.ts'
import { epcLabelDisplay } from '../../src/domain/epc-labels.ts'
import type { PropertyTypeId } from '../../src/domain/catalogue-ids.ts'
import type { FeedProjectSchema, FeedPropertySchema } from '../../src/listings/crm-feed.ts'
import { LANDMARKS, MUNICIPALITIES, PRICE_LEVEL, PRIME_VILLA_TOWNS, VILLA_TOWNS } from './municipalities.ts'
import type { Municipality } from './municipalities.ts'
import type { Region } from '../../src/domain/regions.ts'
import {
  AREA_APPLICATION,
  AVAILABILITY,
  COUNTRY,
  DOCUMENT_NAMES,
  EXTERIOR,
  FLOOD_ZONE,
  GLAZING,
  HEATING,
  INTERIOR,
  KITCHEN,
  MARQUEE_NAMES,
  OPTION_PREFIX,
  PLANNING,
  PRICE_FROM,
  ROOF_CONDITION,
  ROOF_MATERIAL,
  ROOF_TYPE,
  SOIL_CERTIFICATE,
  SOLD_PREFIX,
  TYPE_NAMES,
  WINDOW_FRAME,
  description,
  formatEuro,
  headline,
} from './texts.ts'
import type {
  AreaApplicationKey,
  AvailabilityKey,
  DocumentNameKey,
  ExteriorKey,
  GlazingKey,
  HeatingKey,
  InteriorKey,
  Kind,
  KitchenKey,
  Lang,
  LocKey,
  Orientation,
  PlanningKey,
  RoofConditionKey,
  RoofMaterialKey,
  RoofTypeKey,
  TextFacts,
  ListingFlags,
  Tri,
  ViagerFacts,
  WindowFrameKey,
} from './texts.ts'

type FeedPropertyRecord = InferInput<typeof FeedPropertySchema>
type FeedProjectRecord = InferInput<typeof FeedProjectSchema>
type FeedUnitRecord = NonNullable<FeedProjectRecord['Units']>[number]
type FeedDocumentRecord = NonNullable<FeedPropertyRecord['Documents']>[number]
type FeedPictureRecord = NonNullable<FeedPropertyRecord['Pictures']>[number]
type Details = NonNullable<FeedPropertyRecord['Details']>

export interface DemoTestimonial {
  author: string
  about: string
  comment: string
  language: 'nl' | 'fr' | 'en'
  rating: number
  postedAt: string
  approved: boolean
}

export interface DemoFeed {
  full: true
  projects: unknown[]
  properties: unknown[]
  testimonials: DemoTestimonial[]
}

export const DEFAULT_SEED = 20261125
export const FIRST_PROPERTY_ID = 4_100_001
const FIRST_DOCUMENT_ID = 5_200_001
// Listings are created between these two days (the seed's date is the demo's "today").
const FIRST_DAY = Date.UTC(2025, 0, 2)
const LAST_DAY = Date.UTC(2026, 10, 24)
const DAY = 86_400_000

// Totals: 20 listings belong to projects, 8 are special cases (3 viagers, 5 without a type),
// the rest are ordinary listings; 99 of the 330 are rentals (30 %).
const TOTAL_LISTINGS = 330
const RENTAL_LISTINGS = 99
const REGION_SHARE: Readonly<Record<Region, number>> = { wallonia: 0.75, flanders: 0.15, brussels: 0.1 }

// ---------------------------------------------------------------------------------------------
// Seeded randomness.

interface Rng {
  next: () => number
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number
  float: (min: number, max: number) => number
  chance: (p: number) => boolean
  pick: <T>(items: readonly T[]) => T
  /** One of the items, with the matching relative weights. */
  weighted: <T>(items: readonly T[], weights: readonly number[]) => T
  shuffle: <T>(items: readonly T[]) => T[]
  token: (length: number, alphabet: string) => string
}

function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => at(items, Math.floor(next() * items.length))
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted: <T>(items: readonly T[], weights: readonly number[]): T => {
      const total = weights.reduce((sum, w) => sum + w, 0)
      let r = next() * total
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0
        if (r < 0) return at(items, i)
      }
      return at(items, items.length - 1)
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items]
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = at(out, i)
        out[i] = at(out, j)
        out[j] = tmp
      }
      return out
    },
    token: (length, alphabet) => {
      let s = ''
      for (let i = 0; i < length; i++) s += alphabet.charAt(Math.floor(next() * alphabet.length))
      return s
    },
  }
}

/** Index access that fails loudly instead of yielding undefined (noUncheckedIndexedAccess). */
function at<T>(items: readonly T[], i: number): T {
  const item = items[i]
  if (item === undefined) throw new Error(`index ${i} out of range`)
  return item
}

const roundTo = (n: number, step: number): number => Math.round(n / step) * step
const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n))
const pad = (n: number, width: number): string => String(n).padStart(width, '0')
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
const compactDay = (ms: number): string => isoDay(ms).replaceAll('-', '')

// ---------------------------------------------------------------------------------------------
// Reference lists.

const WALLOON_STREETS = [
  'Rue de Bruxelles',
  'Chaussée de Namur',
  'Avenue des Combattants',
  'Rue du Moulin',
  'Rue de la Station',
  "Rue de l'Église",
  'Rue du Centre',
  'Avenue Reine Astrid',
  'Rue des Écoles',
  'Chemin du Bois',
  'Rue Haute',
  'Rue de Wavre',
  'Chaussée de Louvain',
  'Avenue Albert Ier',
  'Rue de Nivelles',
  'Rue du Château',
  'Drève des Chênes',
  'Rue Champ du Moulin',
  'Avenue des Tilleuls',
  'Rue Saint-Roch',
  'Clos des Aubépines',
  'Rue de la Sapinière',
  'Rue des Marronniers',
  'Avenue du Centenaire',
  'Rue de la Fontaine',
  'Chemin des Prés',
  'Rue de la Croix',
  'Allée des Hêtres',
]

const FLEMISH_STREETS = [
  'Tiensesteenweg',
  'Kerkstraat',
  'Stationsstraat',
  'Brusselsesteenweg',
  'Dorpsstraat',
  'Naamsesteenweg',
  'Schoolstraat',
  'Molenstraat',
  'Langestraat',
  'Nieuwstraat',
  'Kapeldreef',
  'Bosstraat',
  'Lindenlaan',
  'Waversesteenweg',
  'Kastanjelaan',
  'Veldstraat',
  'Beukenlaan',
]

// Brussels streets are bilingual: the Dutch record shows the Dutch name.
const BRUSSELS_STREETS: ReadonlyArray<{ fr: string; nl: string }> = [
  { fr: 'Chaussée de Waterloo', nl: 'Waterloosesteenweg' },
  { fr: 'Avenue Louise', nl: 'Louizalaan' },
  { fr: 'Rue du Bailli', nl: 'Baljuwstraat' },
  { fr: 'Avenue Brugmann', nl: 'Brugmannlaan' },
  { fr: 'Boulevard du Souverain', nl: 'Vorstlaan' },
  { fr: 'Avenue de Tervueren', nl: 'Tervurenlaan' },
  { fr: 'Chaussée de Boondael', nl: 'Boondaalsesteenweg' },
  { fr: 'Rue Vanderkindere', nl: 'Vanderkinderestraat' },
  { fr: 'Chaussée de Wavre', nl: 'Waversesteenweg' },
  { fr: 'Avenue des Nerviens', nl: 'Nerviërslaan' },
  { fr: 'Avenue de la Couronne', nl: 'Kroonlaan' },
  { fr: 'Rue Royale', nl: 'Koningsstraat' },
]

// Larger towns: no "green surroundings" in their descriptions, more "town centre".
const CITIES: ReadonlySet<string> = new Set([
  'Bruxelles',
  'Ixelles',
  'Etterbeek',
  'Schaerbeek',
  'Namur',
  'Liège',
  'Mons',
  'Charleroi',
  'Louvain',
  'Gand',
  'Wavre',
  'Nivelles',
])
// Villages where the zoning plan says "habitat à caractère rural".
const RURAL: ReadonlySet<string> = new Set([
  'Incourt',
  'Ramillies',
  'Orp-Jauche',
  'Hélécine',
  'Walhain',
  'Chastre',
  'Beauvechain',
  'Villers-la-Ville',
  'Ittre',
  'Rebecq',
  'Bousval',
  'Perwez',
])

const ORIENTATIONS: readonly Orientation[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']
const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'
const MATTERPORT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

const WEB_ID: Readonly<Record<Kind, PropertyTypeId | null>> = {
  house: 1,
  villa: 1,
  studio: 2,
  apartment: 3,
  penthouse: 3,
  duplex: 3,
  land: 4,
  investment: 5,
  commercial: 6,
  garage: 7,
  // Offices, warehouses and parking spaces fit none of the site's seven types: the CRM sends
  // them with an empty type, which the site must cope with.
  office: null,
  warehouse: null,
  parking: null,
}

// ---------------------------------------------------------------------------------------------
// Projects.

interface ProjectPlan {
  id: number
  name: string
  number: string
  town: string
  kind: 'apartment' | 'house' | 'villa'
  unitCount: number
  linked: number
  delivery: Tri
  street: string
  houseNumber: string
  intro: { fr: string; nl?: string }
  soldOut?: boolean
  externalUrl?: string
}

const PROJECTS: readonly ProjectPlan[] = [
  {
    id: 9001,
    name: 'Les Jardins de la Dyle',
    number: 'DY-2025-03',
    town: 'Wavre',
    kind: 'apartment',
    unitCount: 10,
    linked: 2,
    delivery: { fr: 'Q3 2027', nl: 'Q3 2027', en: 'Q3 2027' },
    street: 'Rue de Nivelles',
    houseNumber: '48',
    intro: {
      fr: "À deux pas du centre de Wavre et des berges de la Dyle, Les Jardins de la Dyle réunissent des appartements lumineux autour d'un grand jardin intérieur arboré.",
      nl: 'Op wandelafstand van het centrum van Waver en de oevers van de Dijle groeperen Les Jardins de la Dyle lichtrijke appartementen rond een grote, groene binnentuin.',
    },
  },
  {
    id: 9002,
    name: 'Résidence Bois-Lionnet',
    number: 'DY-2025-07',
    town: 'Bierges',
    kind: 'apartment',
    unitCount: 8,
    linked: 2,
    delivery: { fr: 'Printemps 2028', nl: 'Lente 2028', en: 'Spring 2028' },
    street: 'Chemin du Bois',
    houseNumber: '12',
    intro: {
      fr: 'Nichée dans un quartier verdoyant de Bierges, la Résidence Bois-Lionnet propose des appartements à taille humaine, à quelques minutes de la E411 et de la gare.',
    },
  },
  {
    id: 9003,
    name: 'Clos du Moulin',
    number: 'DY-2025-11',
    town: 'Chaumont-Gistoux',
    kind: 'house',
    unitCount: 6,
    linked: 2,
    delivery: { fr: 'Q1 2027', nl: 'Q1 2027', en: 'Q1 2027' },
    street: 'Rue du Moulin',
    houseNumber: '5',
    intro: {
      fr: "Au cœur du village de Chaumont-Gistoux, le Clos du Moulin est un petit ensemble de maisons basse énergie avec jardin, le long d'une voirie partagée.",
    },
  },
  {
    id: 9004,
    name: 'Domaine de Profondsart',
    number: 'DY-2026-01',
    town: 'Limal',
    kind: 'villa',
    unitCount: 5,
    linked: 2,
    delivery: { fr: 'Q2 2028', nl: 'Q2 2028', en: 'Q2 2028' },
    street: 'Drève des Chênes',
    houseNumber: '2',
    intro: {
      fr: 'En bordure du bois de Profondsart, ce domaine confidentiel accueille cinq villas contemporaines sur des parcelles généreuses.',
    },
  },
  {
    id: 9005,
    name: 'Les Rives du Lac',
    number: 'DY-2025-05',
    town: 'Genval',
    kind: 'apartment',
    unitCount: 9,
    linked: 2,
    delivery: { fr: 'Q4 2027', nl: 'Q4 2027', en: 'Q4 2027' },
    street: 'Avenue des Tilleuls',
    houseNumber: '21',
    intro: {
      fr: 'À quelques pas du lac de Genval, Les Rives du Lac offrent des appartements et penthouses aux larges terrasses, dans un environnement calme et boisé.',
      nl: 'Op een boogscheut van het meer van Genval biedt Les Rives du Lac appartementen en penthouses met ruime terrassen, in een rustige en bosrijke omgeving.',
    },
  },
  {
    id: 9006,
    name: 'Quartier de la Gare',
    number: 'DY-2024-09',
    town: 'Ottignies',
    kind: 'apartment',
    unitCount: 10,
    linked: 1,
    delivery: { fr: 'Fin 2027', nl: 'Eind 2027', en: 'End of 2027' },
    street: 'Rue de la Station',
    houseNumber: '30',
    intro: {
      fr: "Face à la gare d'Ottignies, ce nouveau quartier mêle logements, commerces de proximité et espaces verts, idéal pour les navetteurs vers Bruxelles et Namur.",
      nl: 'Tegenover het station van Ottignies combineert deze nieuwe wijk woningen, buurtwinkels en groen, ideaal voor pendelaars naar Brussel en Namen.',
    },
  },
  {
    id: 9007,
    name: 'Les Terrasses du Biéreau',
    number: 'DY-2024-02',
    town: 'Louvain-la-Neuve',
    kind: 'apartment',
    unitCount: 6,
    linked: 1,
    delivery: { fr: 'Été 2026', nl: 'Zomer 2026', en: 'Summer 2026' },
    street: 'Rue du Centre',
    houseNumber: '7',
    intro: {
      fr: "Près de la ferme du Biéreau, à Louvain-la-Neuve, cette petite résidence de standing a été livrée à l'été 2026. Tous les appartements ont trouvé preneur.",
    },
    soldOut: true,
  },
  {
    id: 9008,
    name: 'Clos des Tilleuls',
    number: 'DY-2025-14',
    town: 'Grez-Doiceau',
    kind: 'house',
    unitCount: 5,
    linked: 2,
    delivery: { fr: 'Q3 2027', nl: 'Q3 2027', en: 'Q3 2027' },
    street: 'Clos des Aubépines',
    houseNumber: '1',
    intro: {
      fr: 'À Grez-Doiceau, dans un cadre champêtre, le Clos des Tilleuls propose des maisons familiales avec jardin orienté sud.',
    },
  },
  {
    id: 9009,
    name: 'Les Hauts de Lasne',
    number: 'DY-2026-04',
    town: 'Lasne',
    kind: 'villa',
    unitCount: 4,
    linked: 1,
    delivery: { fr: 'Printemps 2028', nl: 'Lente 2028', en: 'Spring 2028' },
    street: 'Chemin des Prés',
    houseNumber: '15',
    intro: {
      fr: "Sur les hauteurs de Lasne, quatre villas d'architecte sur des terrains de plus de 15 ares, commercialisées en collaboration avec le promoteur.",
      nl: "Op de hoogten van Lasne: vier architectenvilla's op percelen van meer dan 15 are, gecommercialiseerd in samenwerking met de projectontwikkelaar.",
    },
    externalUrl: 'https://www.example-promoteur.be/projet',
  },
  {
    id: 9010,
    name: 'Résidence Mont-Saint-Jean',
    number: 'DY-2025-09',
    town: 'Waterloo',
    kind: 'apartment',
    unitCount: 8,
    linked: 2,
    delivery: { fr: 'Q2 2027', nl: 'Q2 2027', en: 'Q2 2027' },
    street: 'Chaussée de Louvain',
    houseNumber: '112',
    intro: {
      fr: 'À proximité du centre de Waterloo et de ses commerces, la Résidence Mont-Saint-Jean propose des appartements avec terrasse et parking en sous-sol.',
      nl: 'Vlak bij het centrum van Waterloo en zijn winkels biedt de Résidence Mont-Saint-Jean appartementen met terras en ondergrondse parking.',
    },
  },
  {
    id: 9011,
    name: 'Residentie Druivenveld',
    number: 'DY-2026-06',
    town: 'Hoeilaart',
    kind: 'apartment',
    unitCount: 7,
    linked: 2,
    delivery: { fr: 'Q1 2028', nl: 'Q1 2028', en: 'Q1 2028' },
    street: 'Kerkstraat',
    houseNumber: '40',
    intro: {
      fr: 'Au cœur de Hoeilaart, entre les anciennes serres à raisins et la forêt de Soignes, la Résidence Druivenveld compte sept appartements basse énergie.',
      nl: 'In het hart van Hoeilaart, tussen de vroegere druivenserres en het Zoniënwoud, telt Residentie Druivenveld zeven energiezuinige appartementen.',
    },
  },
  {
    id: 9012,
    name: 'Clos de la Thyle',
    number: 'DY-2026-02',
    town: 'Court-Saint-Étienne',
    kind: 'house',
    unitCount: 7,
    linked: 1,
    delivery: { fr: 'Automne 2027', nl: 'Najaar 2027', en: 'Autumn 2027' },
    street: 'Rue Champ du Moulin',
    houseNumber: '3',
    intro: {
      fr: 'Le long de la Thyle, à Court-Saint-Étienne, ce lotissement de sept lots propose des maisons 3 façades clé sur porte, avec jardin et carport.',
    },
  },
]

interface Unit {
  id: number
  floor: string | null
  name: string
  price: number
  sold: boolean
  bedrooms: number
  surfaceLiving: number
  kind: Kind
  floorNumber: number
  propertyId?: number
}

interface Project {
  plan: ProjectPlan
  muni: Municipality
  lat: number
  lon: number
  units: Unit[]
}

function municipality(fr: string): Municipality {
  const found = MUNICIPALITIES.find((m) => m.fr === fr)
  if (!found) throw new Error(`unknown municipality ${fr}`)
  return found
}

const level = (m: Municipality): number => PRICE_LEVEL[m.fr] ?? 1

/** Keeps a price under a ceiling without piling every expensive unit on the same figure. */
function keepWithin(rng: Rng, price: number, min: number, max: number, step: number): number {
  if (price > max) return max - rng.int(0, 6) * step
  if (price < min) return min + rng.int(0, 4) * step
  return roundTo(price, step)
}

function buildProjects(rng: Rng): Project[] {
  return PROJECTS.map((plan) => {
    const muni = municipality(plan.town)
    const units: Unit[] = []
    for (let i = 0; i < plan.unitCount; i++) {
      const id = plan.id * 100 + i + 1
      if (plan.kind === 'apartment') {
        // Three flats a floor; from six units up, the last one is a penthouse on the top floor.
        const penthouse = plan.unitCount >= 6 && i === plan.unitCount - 1
        const floorNumber = Math.floor(i / 3)
        const bedrooms = penthouse ? 3 : rng.weighted([1, 2, 3] as const, [25, 50, 25])
        const surface = penthouse
          ? rng.int(128, 145)
          : bedrooms === 1
            ? rng.int(56, 72)
            : bedrooms === 2
              ? rng.int(84, 104)
              : rng.int(108, 126)
        const raw = surface * 3_300 * level(muni) * (1 + 0.02 * floorNumber)
        units.push({
          id,
          floor: penthouse ? 'Penthouse' : String(floorNumber),
          name: `${plan.unitCount >= 8 && i >= plan.unitCount / 2 ? 'B' : 'A'}${floorNumber}.${(i % 3) + 1}`,
          price: keepWithin(rng, raw, 190_000, 549_000, 5_000),
          sold: false,
          bedrooms,
          surfaceLiving: surface,
          kind: penthouse ? 'penthouse' : 'apartment',
          floorNumber,
        })
      } else {
        const villa = plan.kind === 'villa'
        const bedrooms = villa ? rng.int(4, 5) : rng.int(3, 4)
        const surface = villa ? rng.int(230, 320) : rng.int(138, 186)
        const raw = surface * (villa ? 3_300 : 2_900) * level(muni) + rng.int(20, 60) * 1_000
        units.push({
          id,
          floor: null,
          name: `Lot ${i + 1}`,
          price: keepWithin(rng, raw, 260_000, PRIME_VILLA_TOWNS.has(muni.fr) ? 1_800_000 : 1_200_000, 5_000),
          sold: false,
          bedrooms,
          surfaceLiving: surface,
          kind: villa ? 'villa' : 'house',
          floorNumber: 0,
        })
      }
    }
    if (plan.soldOut) {
      for (const u of units) u.sold = true
    } else {
      // About a quarter sold, always leaving enough unsold units to list on the site.
      for (const u of units) u.sold = rng.chance(0.27)
      let unsold = units.filter((u) => !u.sold)
      for (const u of units) {
        if (unsold.length >= plan.linked + 1) break
        if (u.sold) {
          u.sold = false
          unsold = units.filter((x) => !x.sold)
        }
      }
    }
    return { plan, muni, lat: round6(muni.lat + rng.float(-0.006, 0.006)), lon: round6(muni.lon + rng.float(-0.008, 0.008)), units }
  })
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6

// ---------------------------------------------------------------------------------------------
// Listings: the language-neutral model each feed record is rendered from.

type Status = 'available' | 'sold' | 'option' | 'rented' | 'new'
type Richness = 'rich' | 'medium' | 'sparse'
type DocumentKind = FeedDocumentRecord['Kind']

interface DetailTexts {
  heating?: HeatingKey
  kitchen?: KitchenKey
  interiorComfort?: InteriorKey[]
  exteriorComfort?: ExteriorKey[]
  windowGlazing?: GlazingKey
  windowFrame?: WindowFrameKey
  roofType?: RoofTypeKey
  roofMaterial?: RoofMaterialKey
  roofCondition?: RoofConditionKey
  floodZone?: 'possible' | 'effective'
  soilCertificate?: Region
  planningInformation?: PlanningKey
  areaApplication?: AreaApplicationKey
  availability?: AvailabilityKey
}

interface Listing extends ListingFlags {
  kind: Kind
  goal: 0 | 1
  muni: Municipality
  loc: LocKey
  status: Status
  price: number
  publishPrice: boolean
  fromPrice: boolean
  special: boolean
  project?: Project
  unit?: Unit
  bedrooms?: number
  bathrooms?: number
  facades?: 2 | 3 | 4
  floor?: number
  surfaceLiving?: number
  surfaceGround?: number
  surfaceTotal?: number
  surfaceTerrace?: number
  surfaceGarden?: number
  plotWidth?: number
  units?: number
  shop?: boolean
  monthlyIncome?: number
  garages: number
  parkings: number
  constructionYear?: number
  renovationYear?: number
  heating?: HeatingKey
  kitchen?: KitchenKey
  glazing?: GlazingKey
  gardenOrientation?: Orientation
  terraceOrientation?: Orientation
  viager?: ViagerFacts
  // Filled once the listings are ordered by creation date.
  id: number
  createdAt: number
  street: { fr: string; nl: string }
  houseNumber: string
  boxNr?: string
  lat: number
  lon: number
  /** The CRM sends no coordinates: the site shows no map for it. */
  placeless?: boolean
  publishAddress: boolean
  pictures: number
  /** No pictures at all: sent as null/[] or left out, both of which the importer must accept. */
  noPictures: boolean
  noPictureStyle: 'null' | 'absent'
  english: boolean
  html: boolean
  variant: number
  richness: Richness
  availability?: AvailabilityKey
  availableFrom?: string
  charges?: number
  depositMonths?: number
  epc?: { value: number; label: string }
  details: Record<string, unknown>
  texts: DetailTexts
  documents: Array<{ id: number; name: DocumentNameKey; kind: DocumentKind; size: number; public: boolean }>
}

function blankListing(kind: Kind, goal: 0 | 1, muni: Municipality): Listing {
  return {
    kind,
    goal,
    muni,
    loc: 'quiet',
    status: 'available',
    price: 0,
    publishPrice: true,
    fromPrice: false,
    special: false,
    garages: 0,
    parkings: 0,
    garden: false,
    terrace: false,
    cellar: false,
    attic: false,
    lift: false,
    fireplace: false,
    solar: false,
    homeOffice: false,
    pool: false,
    view: false,
    renovated: false,
    newBuild: false,
    toRefresh: false,
    furnished: false,
    id: 0,
    createdAt: 0,
    street: { fr: '', nl: '' },
    houseNumber: '',
    lat: 0,
    lon: 0,
    publishAddress: true,
    pictures: 0,
    noPictures: false,
    noPictureStyle: 'absent',
    english: false,
    html: false,
    variant: 0,
    richness: 'medium',
    details: {},
    texts: {},
    documents: [],
  }
}

function pickMunicipality(rng: Rng, allow: (m: Municipality) => boolean = () => true): Municipality {
  const options = MUNICIPALITIES.filter(allow)
  return rng.weighted(
    options,
    options.map((m) => m.weight),
  )
}

function pickLocation(rng: Rng, l: Listing): LocKey {
  const landmarks = (LANDMARKS[l.muni.fr] ?? []).filter((k) => !(k === 'university' && (l.kind === 'land' || l.kind === 'villa')))
  const city = CITIES.has(l.muni.fr) || l.muni.region === 'brussels'
  // Shops and offices are sold on footfall and access, not on the lake or the forest.
  if (l.kind === 'commercial' || l.kind === 'office')
    return landmarks.includes('station') && rng.chance(0.3) ? 'station' : rng.pick(['centre', 'centre', 'schools'] as const)
  let generic: LocKey[]
  if (l.kind === 'land' || l.kind === 'villa') generic = ['quiet', 'residential', 'green']
  else if (city) generic = ['centre', 'quiet', 'schools', 'residential']
  else generic = ['quiet', 'residential', 'green', 'schools', 'centre']
  if (landmarks.length > 0 && rng.chance(0.4)) return rng.pick(landmarks)
  return rng.pick(generic)
}

function pickKind(rng: Rng, goal: 0 | 1, muni: Municipality): Kind {
  const base: Kind =
    goal === 0
      ? rng.weighted(['house', 'apartment', 'studio', 'land', 'investment', 'commercial', 'garage'] as const, [40, 30, 4, 10, 5, 5, 6])
      : rng.weighted(['house', 'apartment', 'studio', 'commercial', 'garage'] as const, [24, 46, 14, 8, 8])
  if (base === 'house') {
    const villaOdds = VILLA_TOWNS.has(muni.fr) ? 0.35 : muni.region === 'brussels' || CITIES.has(muni.fr) ? 0 : 0.05
    return rng.chance(villaOdds) ? 'villa' : 'house'
  }
  if (base === 'apartment') return rng.weighted(['apartment', 'penthouse', 'duplex'] as const, [84, 8, 8])
  return base
}

/** Sizes, rooms and features of an ordinary listing. */
function shapeListing(rng: Rng, l: Listing): void {
  const brussels = l.muni.region === 'brussels'
  switch (l.kind) {
    case 'house': {
      l.facades = brussels ? rng.weighted([2, 3, 4] as const, [70, 25, 5]) : rng.weighted([2, 3, 4] as const, [25, 35, 40])
      l.bedrooms = rng.weighted([2, 3, 4, 5] as const, [15, 45, 30, 10])
      l.surfaceLiving = 50 + l.bedrooms * 27 + l.facades * 8 + rng.int(-10, 35)
      l.surfaceGround = l.facades === 2 ? rng.int(9, 35) * 10 : l.facades === 3 ? rng.int(30, 90) * 10 : rng.int(60, 220) * 10
      l.bathrooms = l.bedrooms >= 4 ? rng.int(2, 3) : rng.chance(0.3) ? 2 : 1
      l.garden = rng.chance(l.facades === 2 ? 0.75 : 0.95)
      l.terrace = rng.chance(0.6)
      l.garages = rng.chance(l.facades === 4 ? 0.8 : 0.45) ? (rng.chance(0.25) ? 2 : 1) : 0
      l.parkings = rng.chance(0.4) ? rng.int(1, 3) : 0
      l.cellar = rng.chance(0.6)
      l.attic = rng.chance(0.4)
      l.fireplace = rng.chance(0.3)
      l.solar = rng.chance(0.3)
      l.homeOffice = rng.chance(0.25)
      l.renovated = rng.chance(0.3)
      l.toRefresh = !l.renovated && rng.chance(0.14)
      l.newBuild = !l.renovated && !l.toRefresh && rng.chance(0.04)
      break
    }
    case 'villa': {
      l.facades = 4
      l.bedrooms = rng.weighted([4, 5, 6] as const, [45, 40, 15])
      l.surfaceLiving = rng.int(240, 440)
      l.surfaceGround = rng.int(12, 45) * 100
      l.bathrooms = rng.int(2, 4)
      l.garden = true
      l.terrace = rng.chance(0.9)
      l.garages = rng.chance(0.9) ? rng.int(1, 2) : 0
      l.parkings = rng.int(2, 4)
      l.cellar = rng.chance(0.7)
      l.fireplace = rng.chance(0.6)
      l.solar = rng.chance(0.5)
      l.pool = rng.chance(0.25)
      l.view = rng.chance(0.3)
      l.homeOffice = rng.chance(0.5)
      l.renovated = rng.chance(0.25)
      break
    }
    case 'apartment':
    case 'penthouse':
    case 'duplex': {
      if (l.kind === 'penthouse') {
        l.bedrooms = rng.int(2, 3)
        l.surfaceLiving = rng.int(120, 190)
        l.floor = rng.int(3, 7)
        l.surfaceTerrace = rng.int(25, 80)
        l.terrace = true
        l.lift = true
        l.view = rng.chance(0.6)
      } else if (l.kind === 'duplex') {
        l.bedrooms = rng.int(2, 4)
        l.surfaceLiving = rng.int(110, 170)
        l.floor = rng.int(1, 3)
        l.terrace = rng.chance(0.7)
        l.lift = rng.chance(0.5)
      } else {
        l.bedrooms = rng.weighted([1, 2, 3] as const, [25, 55, 20])
        l.surfaceLiving = 35 + l.bedrooms * 27 + rng.int(0, 20)
        l.floor = rng.weighted([0, 1, 2, 3, 4, 5] as const, [20, 25, 25, 15, 10, 5])
        l.terrace = rng.chance(0.7)
        l.garden = l.floor === 0 && rng.chance(0.5)
        l.lift = l.floor >= 2 ? rng.chance(0.85) : rng.chance(0.4)
      }
      if (l.terrace && l.surfaceTerrace === undefined) l.surfaceTerrace = rng.int(6, 28)
      if (l.garden) l.surfaceGarden = rng.int(30, 150)
      l.bathrooms = l.bedrooms >= 3 ? 2 : 1
      l.cellar = rng.chance(0.7)
      if (rng.chance(0.6)) {
        if (rng.chance(0.3)) l.garages = 1
        else l.parkings = 1
      }
      l.renovated = rng.chance(0.2)
      l.newBuild = !l.renovated && rng.chance(0.08)
      l.furnished = l.goal === 1 && l.bedrooms === 1 && rng.chance(0.3)
      break
    }
    case 'studio': {
      l.bedrooms = 0
      l.bathrooms = 1
      l.surfaceLiving = rng.int(25, 45)
      l.floor = rng.int(0, 5)
      l.lift = rng.chance(0.5)
      l.cellar = rng.chance(0.3)
      l.furnished = l.goal === 1 && rng.chance(0.5)
      l.renovated = rng.chance(0.25)
      break
    }
    case 'land': {
      // Most plots are 5 to 12 ares; a few large ones reach 30.
      l.surfaceGround = rng.chance(0.8) ? rng.int(30, 120) * 10 : rng.int(120, 300) * 10
      l.plotWidth = clamp(Math.round(Math.sqrt(l.surfaceGround) * rng.float(0.6, 0.9)), 12, 40)
      break
    }
    case 'investment': {
      l.units = rng.int(3, 8)
      l.shop = rng.chance(0.3)
      l.surfaceLiving = l.units * rng.int(60, 85) + (l.shop ? rng.int(60, 120) : 0)
      l.monthlyIncome = roundTo(l.units * rng.int(680, 920) + (l.shop ? rng.int(900, 1500) : 0), 10)
      l.cellar = rng.chance(0.6)
      l.renovated = rng.chance(0.3)
      break
    }
    case 'commercial': {
      l.surfaceLiving = rng.int(6, 40) * 10
      l.parkings = rng.chance(0.4) ? rng.int(1, 6) : 0
      break
    }
    case 'garage': {
      l.surfaceTotal = rng.int(14, 24)
      break
    }
    case 'office': {
      l.surfaceLiving = rng.int(12, 60) * 10
      l.parkings = rng.int(2, 8)
      break
    }
    case 'warehouse': {
      l.surfaceLiving = rng.int(25, 120) * 10
      break
    }
    case 'parking': {
      l.surfaceTotal = rng.int(12, 15)
      break
    }
  }
  const orientation = (): Orientation => rng.pick(ORIENTATIONS)
  if (l.garden) {
    l.gardenOrientation = orientation()
    if ((l.kind === 'house' || l.kind === 'villa') && l.surfaceGround) {
      l.surfaceGarden = Math.round(l.surfaceGround * rng.float(0.55, 0.8))
    }
  }
  if (l.kind === 'land') l.gardenOrientation = orientation()
  if (l.terrace) l.terraceOrientation = l.gardenOrientation ?? orientation()
  shapeTechnical(rng, l)
}

function shapeTechnical(rng: Rng, l: Listing): void {
  if (l.kind === 'land' || l.kind === 'parking') return
  const year = (): number => {
    if (l.newBuild) return rng.int(2024, 2026)
    // A house sold as "to renovate" is an old one.
    if (l.toRefresh) return rng.int(1890, 1975)
    switch (l.kind) {
      case 'villa':
        return rng.int(1965, 2022)
      case 'apartment':
      case 'penthouse':
      case 'duplex':
      case 'studio':
        return l.muni.region === 'brussels' && rng.chance(0.5)
          ? rng.int(1900, 1975)
          : rng.weighted([rng.int(1958, 1980), rng.int(1981, 2000), rng.int(2001, 2015), rng.int(2016, 2024)], [25, 30, 25, 20])
      default:
        return rng.weighted(
          [rng.int(1890, 1945), rng.int(1946, 1970), rng.int(1971, 1990), rng.int(1991, 2010), rng.int(2011, 2024)],
          [15, 20, 25, 25, 15],
        )
    }
  }
  l.constructionYear = year()
  if (l.renovated) {
    if (l.constructionYear > 2005) l.renovated = false
    else l.renovationYear = rng.int(Math.max(l.constructionYear + 15, 2010), 2025)
  }
  if (l.kind === 'garage') return
  const modern = l.newBuild || l.constructionYear >= 2015
  l.heating = modern
    ? rng.weighted(['heatPumpFloor', 'heatPump', 'gasFloor'] as const, [50, 25, 25])
    : rng.weighted(['gas', 'oil', 'electric', 'heatPump', 'gasFloor', 'pellets'] as const, [55, 15, 8, 10, 8, 4])
  l.glazing = modern
    ? rng.pick(['triple', 'highEfficiency'] as const)
    : l.toRefresh && rng.chance(0.5)
      ? 'single'
      : rng.pick(['double', 'double', 'highEfficiency'] as const)
  if (l.kind !== 'commercial' && l.kind !== 'office' && l.kind !== 'warehouse' && l.kind !== 'investment') {
    l.kitchen = modern
      ? rng.pick(['fullyEquipped', 'open'] as const)
      : rng.pick(['equipped', 'equipped', 'fullyEquipped', 'open', 'semi'] as const)
  }
  if (modern && l.kind !== 'studio') l.solar = l.solar || rng.chance(0.6)
}

// Prices: living area times a price per m² scaled by the town's level, then kept within the
// brief's ranges and rounded the way Belgian agencies quote (349.000, 1.150 per month).
function priceListing(rng: Rng, l: Listing): void {
  const lv = level(l.muni)
  const s = l.surfaceLiving ?? 0
  const g = l.surfaceGround ?? 0
  const condition = l.newBuild ? 1.15 : l.renovated ? 1.08 : l.toRefresh ? 0.8 : 1
  if (l.goal === 0) {
    const sale = (raw: number, min: number, max: number): number => {
      const price = keepWithin(rng, raw * rng.float(0.92, 1.08), min, max, 5_000)
      return price - 1_000 >= Math.max(min, 150_000) && rng.chance(0.45) ? price - 1_000 : price
    }
    switch (l.kind) {
      case 'house':
        l.price = sale(
          (s * 2_350 * lv * (l.facades === 4 ? 1.12 : l.facades === 2 ? 0.92 : 1) + g * 35 * lv) * condition,
          260_000,
          1_200_000,
        )
        break
      case 'villa':
        l.price = sale((s * 2_700 * lv + g * 55 * lv) * condition, 560_000, PRIME_VILLA_TOWNS.has(l.muni.fr) ? 1_800_000 : 1_200_000)
        break
      case 'apartment':
      case 'duplex':
        l.price = sale(s * 3_000 * lv * condition, 190_000, 550_000)
        break
      case 'penthouse':
        l.price = sale(s * 3_300 * lv * condition, 260_000, 550_000)
        break
      case 'studio':
        l.price = sale(s * 3_900 * lv * condition, 110_000, 210_000)
        break
      case 'land': {
        const perM2 = l.muni.region === 'flanders' ? 330 : l.muni.region === 'brussels' ? 600 : PROVINCE_ZIP(l.muni) ? 230 : 120
        l.price = sale(perM2 * lv * 800 * (g / 800) ** 0.78, 90_000, 600_000)
        break
      }
      case 'investment':
        l.price = sale(s * 1_900 * lv * condition, 350_000, 1_300_000)
        break
      case 'commercial':
        l.price = sale(s * 1_700 * lv, 150_000, 750_000)
        break
      case 'office':
        l.price = sale(s * 1_600 * lv, 200_000, 950_000)
        break
      case 'warehouse':
        l.price = sale(s * 650 * lv, 150_000, 650_000)
        break
      case 'garage':
        l.price = keepWithin(rng, (20_000 + rng.int(-3, 8) * 1_000) * lv, 15_000, 45_000, 500)
        break
      case 'parking':
        l.price = keepWithin(rng, (16_000 + rng.int(-2, 8) * 1_000) * lv, 12_000, 30_000, 500)
        break
    }
    return
  }
  const rent = (raw: number, min: number, max: number): number => {
    const r = clamp(raw * rng.float(0.93, 1.07), min, max)
    return r >= 1_000 ? roundTo(r, 25) : roundTo(r, 10)
  }
  switch (l.kind) {
    case 'house':
      l.price = rent(s * 8.8 * lv * condition, 1_100, 3_500)
      break
    case 'villa':
      l.price = rent(s * 9.5 * lv, 2_200, 3_500)
      break
    case 'apartment':
      l.price = rent(60 + s * 10.5 * lv * condition, 750, 1_900)
      break
    case 'penthouse':
      l.price = rent(s * 12 * lv, 1_400, 2_800)
      break
    case 'duplex':
      l.price = rent(s * 10.5 * lv, 1_000, 2_200)
      break
    case 'studio':
      l.price = rent(420 + s * 9 * lv, 650, 950)
      break
    case 'commercial':
      l.price = rent(s * 13 * lv, 900, 3_500)
      break
    case 'office':
      l.price = rent(s * 11 * lv, 900, 3_500)
      break
    case 'warehouse':
      l.price = rent(s * 4.5 * lv, 900, 3_500)
      break
    case 'garage':
      l.price = clamp(roundTo(70 * lv + rng.int(0, 6) * 5, 5), 60, 150)
      break
    case 'parking':
      l.price = clamp(roundTo(60 * lv + rng.int(0, 5) * 5, 5), 60, 110)
      break
    case 'land':
    case 'investment':
      throw new Error(`${l.kind} is not let`)
  }
}

// Walloon Brabant postcodes (1300-1499): building land there costs more than in the rest of Wallonia.
const PROVINCE_ZIP = (m: Municipality): boolean => Number(m.zip) >= 1300 && Number(m.zip) <= 1499

/** A listing for a project unit: a new build in the project's street, priced as the unit. */
function projectListing(rng: Rng, project: Project, unit: Unit): Listing {
  const l = blankListing(unit.kind, 0, project.muni)
  l.project = project
  l.unit = unit
  l.bedrooms = unit.bedrooms
  l.surfaceLiving = unit.surfaceLiving
  l.bathrooms = unit.bedrooms >= 3 ? 2 : 1
  l.newBuild = true
  l.price = unit.price
  l.solar = true
  l.heating = 'heatPumpFloor'
  l.glazing = 'triple'
  l.kitchen = rng.pick(['fullyEquipped', 'open'] as const)
  l.constructionYear = Number(/\d{4}/.exec(project.plan.delivery.en)?.[0] ?? '2027')
  l.loc = pickLocation(rng, l)
  if (unit.kind === 'house' || unit.kind === 'villa') {
    l.facades = unit.kind === 'villa' ? 4 : rng.pick([3, 4] as const)
    l.surfaceGround = unit.kind === 'villa' ? rng.int(15, 25) * 100 : rng.int(35, 70) * 10
    l.garden = true
    l.terrace = true
    l.garages = unit.kind === 'villa' ? 2 : 1
    l.surfaceGarden = Math.round(l.surfaceGround * 0.7)
    l.gardenOrientation = rng.pick(['S', 'SW', 'SE', 'W'] as const)
    l.terraceOrientation = l.gardenOrientation
    l.homeOffice = unit.kind === 'villa'
  } else {
    l.floor = unit.kind === 'penthouse' ? unit.floorNumber + 1 : unit.floorNumber
    l.lift = true
    l.terrace = true
    l.surfaceTerrace = unit.kind === 'penthouse' ? rng.int(40, 70) : rng.int(8, 20)
    l.terraceOrientation = rng.pick(['S', 'SW', 'SE', 'W', 'E'] as const)
    l.garden = l.floor === 0
    if (l.garden) l.surfaceGarden = rng.int(40, 120)
    l.cellar = true
    l.parkings = 1
  }
  return l
}

// ---------------------------------------------------------------------------------------------
// Energy performance, per region (spec: Flanders 50-650, Wallonia 40-600, Brussels 30-400
// kWh/m².year) with the label bands each region uses.

/** The label printed for a value: the domain's bands of the region (src/domain/epc.ts), the same as the site's. */
export function epcLabel(region: Region, value: number): string {
  const label = epcLabelFor(region, value)
  if (!label) throw new Error(`no energy label for ${value} in ${region}`)
  return epcLabelDisplay(label)
}

const EPC_RANGE: Readonly<Record<Region, readonly [number, number]>> = {
  flanders: [50, 650],
  wallonia: [40, 600],
  // Brussels values start at 46 here: the lowest sub-bands (A+, A, A-) are drawn differently in
  // some tables, and no listing in Brussels is a new build.
  brussels: [46, 400],
}

function energyValue(rng: Rng, l: Listing): number | undefined {
  if (l.kind === 'land' || l.kind === 'garage' || l.kind === 'parking' || l.kind === 'office' || l.kind === 'warehouse') return undefined
  const region = l.muni.region
  let v: number
  if (l.newBuild) {
    v = region === 'flanders' ? rng.int(52, 95) : region === 'wallonia' ? rng.int(40, 84) : rng.int(46, 75)
  } else {
    const y = l.constructionYear ?? 1980
    let base = y < 1945 ? 480 : y < 1970 ? 400 : y < 1985 ? 330 : y < 2000 ? 260 : y < 2010 ? 190 : y < 2018 ? 120 : 85
    if (l.renovated) base *= rng.float(0.45, 0.65)
    if (l.toRefresh) base *= 1.2
    if (l.kind === 'apartment' || l.kind === 'penthouse' || l.kind === 'duplex') base *= 0.85
    if (l.kind === 'studio') base *= 1.15
    if (l.kind === 'commercial') base *= 1.1
    v = Math.round(base * rng.float(0.8, 1.25))
  }
  const [min, max] = EPC_RANGE[region]
  v = clamp(v, min, max)
  // Keep clear of the exact band limits, where tables disagree on which side a value falls.
  if (region !== 'brussels' && epcBandsFor(region).some((band) => band.max === v)) v += 1
  return v
}

// ---------------------------------------------------------------------------------------------
// Details (spec §3 "Property (detail/display)"): neutral values plus keys of translated texts.

// The schema's key order, so every record lists its details the same way.
const DETAIL_KEYS = [
  'surfaceTotal',
  'surfaceTerrace',
  'surfaceGarden',
  'surfaceOffice',
  'surfaceStore',
  'surfaceConstructed',
  'frontWidth',
  'plotWidth',
  'showerRooms',
  'toilets',
  'garages',
  'parkings',
  'externalParkings',
  'floors',
  'extraRooms',
  'facades',
  'constructionYear',
  'renovationYear',
  'epcTotal',
  'co2Emission',
  'eLevel',
  'epcCertificateNumber',
  'epcCertificateEndDate',
  'heating',
  'kitchen',
  'interiorComfort',
  'exteriorComfort',
  'windowGlazing',
  'windowFrame',
  'roofType',
  'roofMaterial',
  'roofCondition',
  'floodRiskArea',
  'floodZone',
  'riverbankZone',
  'gScore',
  'pScore',
  'asbestosCertificate',
  'asbestosCertificateDate',
  'electricityCertificate',
  'electricityCertificateDate',
  'gasCertificate',
  'soilCertificate',
  'planningInformation',
  'areaApplication',
  'buildingPermit',
  'allotmentPermit',
  'preemptiveRights',
  'summons',
  'judicialDecision',
  'chargesOwner',
  'chargesRenter',
  'notaryFee',
  'registrationRights',
  'vat',
  'realEstateTax',
  'cadastralIncome',
  'deposit',
  'renterTotalCost',
  'inventoryCost',
  'availableFrom',
  'availability',
  'terraceOrientation',
  'gardenOrientation',
  'rearOrientation',
  'hasGas',
  'hasWater',
  'hasElectricity',
  'hasDrainConnection',
  'hasLift',
  'hasCellar',
  'hasTerrace',
  'hasGarden',
  'hasAttic',
  'hasGarage',
  'hasParking',
  'furnished',
  'viager',
  'videoUrl',
  'virtualTourUrl',
] as const satisfies ReadonlyArray<keyof Details>

// What even the sparsest record keeps: the legal and money facts a visitor needs.
const CORE_DETAILS: ReadonlySet<string> = new Set([
  'facades',
  'constructionYear',
  'heating',
  'cadastralIncome',
  'deposit',
  'chargesRenter',
  'availability',
  'availableFrom',
  'viager',
  'hasGarden',
  'hasGarage',
])

// Rough kg of CO2 per kWh by heating source, so emissions follow the energy figure.
const CO2_PER_KWH: Readonly<Record<HeatingKey, number>> = {
  gas: 0.2,
  gasFloor: 0.2,
  heatPump: 0.06,
  heatPumpFloor: 0.06,
  oil: 0.27,
  electric: 0.14,
  pellets: 0.03,
}

function buildDetails(rng: Rng, l: Listing): void {
  const d: Record<string, unknown> = {}
  const t: DetailTexts = {}
  const built = l.kind !== 'land' && l.kind !== 'parking'
  const residential = ['house', 'villa', 'apartment', 'penthouse', 'duplex', 'studio'].includes(l.kind)
  const houseLike = l.kind === 'house' || l.kind === 'villa'
  const flat = l.kind === 'apartment' || l.kind === 'penthouse' || l.kind === 'duplex' || l.kind === 'studio'
  const region = l.muni.region
  const created = l.createdAt

  // Surfaces and rooms.
  if (l.surfaceTotal) d.surfaceTotal = l.surfaceTotal
  else if (houseLike && l.surfaceLiving) d.surfaceTotal = Math.round(l.surfaceLiving * rng.float(1.15, 1.35))
  if (l.surfaceTerrace) d.surfaceTerrace = l.surfaceTerrace
  if (l.surfaceGarden) d.surfaceGarden = l.surfaceGarden
  if (l.kind === 'office' && l.surfaceLiving) d.surfaceOffice = l.surfaceLiving
  if (l.kind === 'commercial' && l.surfaceLiving) d.surfaceStore = Math.round(l.surfaceLiving * rng.float(0.1, 0.25))
  if (houseLike && l.surfaceLiving) d.surfaceConstructed = Math.round((l.surfaceLiving / 2) * rng.float(1.05, 1.25))
  if (houseLike) d.frontWidth = l.facades === 2 ? rng.int(5, 8) : rng.int(8, 16)
  if (l.plotWidth) d.plotWidth = l.plotWidth
  else if (houseLike && l.surfaceGround) d.plotWidth = clamp(Math.round(Math.sqrt(l.surfaceGround) * rng.float(0.6, 0.9)), 6, 60)
  if (residential) {
    if (l.kind !== 'studio' && rng.chance(0.4)) d.showerRooms = 1
    d.toilets = houseLike ? rng.int(2, 3) : (l.bedrooms ?? 0) >= 2 ? rng.int(1, 2) : 1
  }
  if (l.garages) d.garages = l.garages
  if (l.parkings) d.parkings = l.parkings
  if (houseLike && rng.chance(0.3)) d.externalParkings = rng.int(1, 3)
  if (houseLike) d.floors = rng.int(2, 3)
  else if (flat || l.kind === 'investment') d.floors = Math.max((l.floor ?? 0) + 1, rng.int(3, 6))
  if (houseLike && l.homeOffice) d.extraRooms = 1
  if (l.facades) d.facades = l.facades
  if (l.constructionYear) d.constructionYear = l.constructionYear
  if (l.renovationYear) d.renovationYear = l.renovationYear

  // Energy: the certificate is issued some time before the listing, valid ten years. Projects
  // not yet built only have the calculated value, no certificate.
  if (l.epc && l.surfaceLiving) {
    const factor = CO2_PER_KWH[l.heating ?? 'gas']
    d.epcTotal = Math.round(l.epc.value * l.surfaceLiving)
    d.co2Emission = Math.round(l.epc.value * factor)
    if ((l.constructionYear ?? 0) >= 2010) d.eLevel = l.newBuild ? rng.int(18, 40) : rng.int(40, 75)
    if (!l.project) {
      const issued = created - rng.int(10, 1_400) * DAY
      const day = compactDay(issued)
      d.epcCertificateNumber =
        region === 'wallonia'
          ? `${day}${pad(rng.int(1, 999_999), 6)}`
          : region === 'flanders'
            ? `${day}-${pad(rng.int(1, 9_999_999), 10)}-RES-1`
            : `${day}-${pad(rng.int(1, 999_999), 10)}-${pad(rng.int(1, 99), 2)}`
      d.epcCertificateEndDate = isoDay(issued + 3_652 * DAY)
    }
  }

  // Comfort and construction.
  if (l.heating) t.heating = l.heating
  if (l.kitchen) t.kitchen = l.kitchen
  if (residential) {
    const interior: InteriorKey[] = []
    if (l.fireplace) interior.push('fireplace')
    for (const key of ['parquet', 'dressing', 'alarm', 'ventilation', 'airco', 'domotics', 'videophone'] as const) {
      if (key === 'ventilation' ? l.newBuild || rng.chance(0.15) : rng.chance(key === 'parquet' ? 0.5 : 0.2)) interior.push(key)
    }
    if (interior.length > 0) t.interiorComfort = interior
  }
  if (houseLike && l.garden) {
    const exterior: ExteriorKey[] = []
    if (l.pool) exterior.push('pool')
    for (const key of ['shed', 'deck', 'vegetable', 'charger', 'sprinklers', 'carport'] as const) if (rng.chance(0.25)) exterior.push(key)
    if (exterior.length > 0) t.exteriorComfort = exterior
  }
  if (l.glazing) t.windowGlazing = l.glazing
  if (built && l.kind !== 'garage')
    t.windowFrame = l.newBuild ? rng.pick(['aluminium', 'pvc'] as const) : rng.pick(['pvc', 'pvc', 'wood', 'aluminium'] as const)
  if (houseLike || l.kind === 'investment') {
    t.roofType = l.newBuild ? rng.pick(['flat', 'gable'] as const) : rng.pick(['gable', 'gable', 'hipped', 'flat', 'mansard'] as const)
    t.roofMaterial =
      t.roofType === 'flat'
        ? 'epdm'
        : l.muni.region === 'brussels'
          ? rng.pick(['slates', 'zinc'] as const)
          : rng.pick(['tiles', 'tiles', 'slates'] as const)
    t.roofCondition = l.newBuild ? 'new' : l.renovated ? 'renovated' : l.toRefresh ? 'toRefresh' : 'good'
  }

  // Water: most listings are outside flood-prone areas. Flemish listings always carry their
  // parcel and building scores (the "watertoets"); elsewhere only the area is stated.
  const flood = rng.weighted(['none', 'possible', 'effective'] as const, region === 'flanders' ? [70, 20, 10] : [86, 10, 4])
  d.floodRiskArea = flood
  if (flood !== 'none') t.floodZone = flood
  if (flood === 'effective') d.riverbankZone = rng.chance(0.3)
  if (region === 'flanders') {
    d.gScore = flood === 'none' ? 'A' : flood === 'possible' ? rng.pick(['B', 'C'] as const) : rng.pick(['C', 'D'] as const)
    d.pScore = flood === 'none' ? 'A' : flood === 'possible' ? 'B' : rng.pick(['C', 'D'] as const)
  }

  // Certificates: the Flemish asbestos certificate is required when selling a building from
  // before 2001.
  if (region === 'flanders' && built && l.goal === 0 && l.constructionYear !== undefined) {
    if (l.constructionYear < 2001) {
      d.asbestosCertificate = 'present'
      d.asbestosCertificateDate = isoDay(created - rng.int(20, 600) * DAY)
    } else {
      d.asbestosCertificate = 'not-required'
    }
  }
  if (built && l.kind !== 'garage' && !l.project) {
    d.electricityCertificate = (l.constructionYear ?? 2000) < 1981 && rng.chance(0.35) ? 'non-compliant' : 'compliant'
    d.electricityCertificateDate = isoDay(created - rng.int(30, 1_800) * DAY)
  }
  if (l.heating === 'gas' || l.heating === 'gasFloor') d.gasCertificate = rng.chance(0.6)
  if (l.goal === 0 && (built || l.kind === 'land')) t.soilCertificate = region

  // Planning.
  if (l.kind === 'warehouse') t.planningInformation = 'business'
  else if (l.kind === 'commercial' || l.kind === 'office' || (l.kind === 'investment' && l.shop))
    t.planningInformation = region === 'brussels' ? 'brussels' : 'mixed'
  else t.planningInformation = region === 'brussels' ? 'brussels' : RURAL.has(l.muni.fr) ? 'rural' : 'residential'
  t.areaApplication =
    l.kind === 'commercial'
      ? 'retail'
      : l.kind === 'office'
        ? 'offices'
        : l.kind === 'warehouse' || l.kind === 'garage' || l.kind === 'parking'
          ? 'storage'
          : l.kind === 'investment' && l.shop
            ? 'mixed'
            : 'residential'
  if (built) d.buildingPermit = l.constructionYear === undefined || l.constructionYear > 1962 || rng.chance(0.7)
  if (l.kind === 'land' || l.project) d.allotmentPermit = l.kind === 'land' ? rng.chance(0.6) : l.kind === 'house' || l.kind === 'villa'
  d.preemptiveRights = rng.chance(0.03)
  d.summons = false
  d.judicialDecision = false

  // Costs.
  const rates: Record<Region, number> = { wallonia: 0.125, flanders: 0.12, brussels: 0.125 }
  if (l.goal === 0) {
    if (flat) d.chargesOwner = roundTo(rng.int(60, 260), 5)
    d.notaryFee = roundTo(1_350 + l.price * 0.009, 10)
    if (l.newBuild && l.project) {
      // New builds: 21 % VAT on the construction, registration duties on the land share only.
      d.vat = Math.round(l.price * 0.7 * 0.21)
      d.registrationRights = Math.round(l.price * 0.3 * rates[region])
    } else {
      d.registrationRights = Math.round(l.price * rates[region])
    }
  }
  if (built && l.kind !== 'garage' && !l.project) {
    const size = l.surfaceLiving ?? 60
    const ci = clamp(
      Math.round((houseLike ? 600 + size * 5.5 : l.kind === 'investment' ? 900 + size * 3.5 : 520 + size * 6) * level(l.muni)),
      600,
      3_000,
    )
    d.cadastralIncome = ci
    d.realEstateTax = Math.round(ci * rng.float(0.85, 1.15))
  }
  if (l.goal === 1) {
    d.chargesRenter = l.charges ?? 0
    d.deposit = l.price * (l.depositMonths ?? 2)
    d.renterTotalCost = l.price + (l.charges ?? 0)
    if (l.kind !== 'garage' && l.kind !== 'parking') d.inventoryCost = roundTo(rng.int(150, 350), 10)
  }
  if (l.availableFrom) d.availableFrom = l.availableFrom
  if (l.availability) t.availability = l.availability
  if (l.terraceOrientation) d.terraceOrientation = l.terraceOrientation
  if (l.gardenOrientation) d.gardenOrientation = l.gardenOrientation
  if (houseLike && l.gardenOrientation) d.rearOrientation = l.gardenOrientation

  // Equipment.
  if (built || l.kind === 'land') {
    if (l.kind !== 'garage') d.hasGas = l.kind === 'land' ? rng.chance(0.8) : l.heating === 'gas' || l.heating === 'gasFloor'
    d.hasWater = l.kind !== 'garage'
    d.hasElectricity = true
    if (l.kind === 'land') d.hasDrainConnection = rng.chance(0.85)
  }
  if (flat) d.hasLift = l.lift
  if (residential) {
    d.hasCellar = l.cellar
    d.hasTerrace = l.terrace
    d.hasGarden = l.garden
    if (houseLike) d.hasAttic = l.attic
    d.hasGarage = l.garages > 0
    d.hasParking = l.parkings > 0
    if (l.goal === 1) d.furnished = l.furnished
  }
  if (l.viager) {
    d.viager = {
      bouquet: l.viager.bouquet,
      monthlyRent: l.viager.monthlyRent,
      heads: l.viager.heads.map((h) => ({ ...h })),
      survivalAnnuity: l.viager.heads.length === 2,
      indexedRent: l.viager.indexed,
    }
  }
  if (residential && rng.chance(l.richness === 'rich' ? 0.3 : 0.08))
    d.videoUrl = `https://www.youtube.com/watch?v=${rng.token(11, YOUTUBE_ALPHABET)}`
  if ((residential || l.kind === 'commercial') && rng.chance(l.richness === 'rich' ? 0.2 : 0.05))
    d.virtualTourUrl = `https://my.matterport.com/show/?m=${rng.token(11, MATTERPORT_ALPHABET)}`

  // Partial data: the CRM only sends what the agent filled in. Rich records keep everything,
  // medium ones lose a third of the optional fields, sparse ones keep the core only.
  const keep = (key: string): boolean => {
    if (CORE_DETAILS.has(key) || l.richness === 'rich') return true
    if (l.richness === 'sparse') return false
    return rng.next() >= 0.33
  }
  l.details = {}
  for (const key of DETAIL_KEYS) {
    if (key in d && keep(key)) l.details[key] = d[key]
  }
  l.texts = {}
  for (const key of Object.keys(t) as Array<keyof DetailTexts>) {
    if (keep(key)) Object.assign(l.texts, { [key]: t[key] })
  }
}

function renderDetails(l: Listing, lang: Lang): Details {
  const t = l.texts
  const words = <K extends string>(table: Readonly<Record<K, Tri>>, keys: readonly K[] | undefined): string | undefined =>
    keys ? keys.map((k) => table[k][lang]).join(', ') : undefined
  const texts: Record<string, string | undefined> = {
    heating: t.heating && HEATING[t.heating][lang],
    kitchen: t.kitchen && KITCHEN[t.kitchen][lang],
    interiorComfort: words(INTERIOR, t.interiorComfort),
    exteriorComfort: words(EXTERIOR, t.exteriorComfort),
    windowGlazing: t.windowGlazing && GLAZING[t.windowGlazing][lang],
    windowFrame: t.windowFrame && WINDOW_FRAME[t.windowFrame][lang],
    roofType: t.roofType && ROOF_TYPE[t.roofType][lang],
    roofMaterial: t.roofMaterial && ROOF_MATERIAL[t.roofMaterial][lang],
    roofCondition: t.roofCondition && ROOF_CONDITION[t.roofCondition][lang],
    floodZone: t.floodZone && FLOOD_ZONE[t.floodZone][lang],
    soilCertificate: t.soilCertificate && SOIL_CERTIFICATE[t.soilCertificate][lang],
    planningInformation: t.planningInformation && PLANNING[t.planningInformation][lang],
    areaApplication: t.areaApplication && AREA_APPLICATION[t.areaApplication][lang],
    availability: t.availability && AVAILABILITY[t.availability][lang],
  }
  const out: Record<string, unknown> = {}
  for (const key of DETAIL_KEYS) {
    const value = key in texts ? texts[key] : l.details[key]
    if (value !== undefined) out[key] = value
  }
  // The keys and value types above follow PropertyDetailsSchema; the test validates every record.
  return out as Details
}

// ---------------------------------------------------------------------------------------------
// Testimonials: written by hand, ten approved and four waiting for moderation.

const TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    author: 'Sophie Lambert',
    about: 'Vente de notre maison à Limal',
    comment:
      "Vente conclue en six semaines, au prix demandé. Des conseils justes pour la mise en valeur de la maison et un suivi impeccable jusqu'à l'acte.",
    language: 'fr',
    rating: 5,
    postedAt: '2024-03-18T10:12:00.000Z',
    approved: true,
  },
  {
    author: 'Pieter en Els Vandenberghe',
    about: 'Aankoop van een appartement in Waver',
    comment:
      'Vlotte en eerlijke begeleiding van het eerste bezoek tot de akte. Alles werd duidelijk uitgelegd, ook in het Nederlands. Een aanrader!',
    language: 'nl',
    rating: 5,
    postedAt: '2024-06-02T17:40:00.000Z',
    approved: true,
  },
  {
    author: "James O'Connor",
    about: 'Renting an apartment in Louvain-la-Neuve',
    comment:
      'I moved from Dublin for a job at the university and found a flat within two weeks. Very responsive by e-mail, and the check-in inventory was thorough.',
    language: 'en',
    rating: 4,
    postedAt: '2024-09-14T08:05:00.000Z',
    approved: true,
  },
  {
    author: 'Marc et Isabelle Dubois',
    about: "Achat d'une villa à Lasne",
    comment:
      'Très professionnels et à l’écoute. Ils ont négocié avec tact et nous ont accompagnés dans toutes les démarches. Merci à toute l’équipe !',
    language: 'fr',
    rating: 5,
    postedAt: '2024-11-27T19:22:00.000Z',
    approved: true,
  },
  {
    author: 'Nathalie Renard',
    about: "Mise en location d'un appartement à Ottignies",
    comment:
      "Locataire trouvé rapidement, dossier solide et état des lieux précis. Seul bémol : quelques jours d'attente pour un retour après les visites.",
    language: 'fr',
    rating: 4,
    postedAt: '2025-02-10T12:30:00.000Z',
    approved: true,
  },
  {
    author: 'Koen Peeters',
    about: 'Verkoop van onze woning in Overijse',
    comment: "Professionele foto's, een realistische schatting en veel kandidaat-kopers op de eerste bezoekdag. Binnen de maand verkocht.",
    language: 'nl',
    rating: 5,
    postedAt: '2025-04-22T09:48:00.000Z',
    approved: true,
  },
  {
    author: 'Jean-Pierre M.',
    about: "Recherche d'une maison à Wavre",
    comment: 'Plusieurs visites annulées au dernier moment. Dommage, car les biens proposés correspondaient à ce que nous cherchions.',
    language: 'fr',
    rating: 2,
    postedAt: '2025-05-30T21:03:00.000Z',
    approved: false,
  },
  {
    author: 'Anna Kowalska',
    about: 'Buying a house in Rixensart',
    comment:
      'As expats we had many questions about notary fees and registration duties in Belgium. Everything was explained patiently and in clear English.',
    language: 'en',
    rating: 5,
    postedAt: '2025-07-08T14:15:00.000Z',
    approved: true,
  },
  {
    author: 'Famille Lejeune',
    about: 'Vente en viager à Genval',
    comment: "Un sujet délicat traité avec beaucoup d'humanité et de clarté. Nous recommandons Immo Dyle les yeux fermés.",
    language: 'fr',
    rating: 5,
    postedAt: '2025-09-19T16:27:00.000Z',
    approved: true,
  },
  {
    author: 'Sarah D.',
    about: 'Huur van een studio in Leuven',
    comment: 'Goede opvolging, maar de studio was bij aankomst niet helemaal proper.',
    language: 'nl',
    rating: 3,
    postedAt: '2025-10-03T07:55:00.000Z',
    approved: false,
  },
  {
    author: 'Thomas Gérard',
    about: "Achat d'un appartement neuf aux Jardins de la Dyle",
    comment:
      "Bon suivi du chantier et des choix de finitions. Le calendrier de livraison est respecté jusqu'ici, nous avons hâte d'emménager.",
    language: 'fr',
    rating: 4,
    postedAt: '2026-01-15T11:20:00.000Z',
    approved: true,
  },
  {
    author: 'Michael B.',
    about: 'Valuation of an apartment in Ixelles',
    comment: 'Quick valuation visit and a realistic price estimate. Still deciding whether to sell.',
    language: 'en',
    rating: 4,
    postedAt: '2026-03-21T18:42:00.000Z',
    approved: false,
  },
  {
    author: 'Claire et Antoine Henrard',
    about: "Vente d'un terrain à Chaumont-Gistoux",
    comment: 'Excellente connaissance du marché local et des contraintes urbanistiques. Le terrain a été vendu en trois semaines.',
    language: 'fr',
    rating: 5,
    postedAt: '2026-06-11T10:00:00.000Z',
    approved: true,
  },
  {
    author: 'Wim Claes',
    about: 'Aankoop van een opbrengsteigendom in Leuven',
    comment: 'Correcte afhandeling, al had ik de stedenbouwkundige inlichtingen graag iets sneller ontvangen.',
    language: 'nl',
    rating: 4,
    postedAt: '2026-10-02T13:37:00.000Z',
    approved: false,
  },
]

// ---------------------------------------------------------------------------------------------
// The feed.

export function generateDemoFeed(seed: number = DEFAULT_SEED): DemoFeed {
  const rng = createRng(seed)
  const projects = buildProjects(rng)
  const listings: Listing[] = []

  // 1. Project units listed on their own page (ProjectID set, the unit points back).
  for (const project of projects) {
    const candidates = project.plan.soldOut ? project.units : project.units.filter((u) => !u.sold)
    for (const unit of rng.shuffle(candidates).slice(0, project.plan.linked)) listings.push(projectListing(rng, project, unit))
  }

  // 2. Special cases: three life-annuity sales and five listings the CRM sends without a type.
  for (let i = 0; i < 3; i++) {
    const kind: Kind = i === 1 ? 'apartment' : 'house'
    const muni = pickMunicipality(rng, (m) => m.region !== 'flanders')
    const l = blankListing(kind, 0, muni)
    l.special = true
    shapeListing(rng, l)
    l.newBuild = false
    l.loc = pickLocation(rng, l)
    const twoHeads = i === 0
    const heads: ViagerFacts['heads'] = twoHeads
      ? [
          { age: rng.int(72, 80), gender: 'male' },
          { age: rng.int(70, 79), gender: 'female' },
        ]
      : [{ age: rng.int(76, 88), gender: rng.pick(['female', 'male'] as const) }]
    priceListing(rng, l)
    // The bouquet is about a quarter of the free market value; the annuity pays off the rest.
    const bouquet = roundTo(l.price * rng.float(0.22, 0.32), 5_000)
    l.viager = { bouquet, monthlyRent: roundTo(rng.int(650, 1_400), 10), indexed: rng.chance(0.7), heads }
    l.price = bouquet
    l.availability = 'occupied'
    listings.push(l)
  }
  const untyped: ReadonlyArray<readonly [Kind, 0 | 1]> = [
    ['office', 1],
    ['office', 0],
    ['warehouse', 1],
    ['parking', 0],
    ['parking', 1],
  ]
  for (const [kind, goal] of untyped) {
    const l = blankListing(
      kind,
      goal,
      pickMunicipality(rng, (m) => m.region !== 'flanders' || kind === 'office'),
    )
    l.special = true
    shapeListing(rng, l)
    l.loc = pickLocation(rng, l)
    priceListing(rng, l)
    listings.push(l)
  }

  // 3. Ordinary listings, with an exact share of rentals and of each region (75 % Walloon, 15 %
  // Flemish, 10 % Brussels overall): a purely random draw lets Brussels drift from 6 to 14 %.
  const specialRentals = listings.filter((l) => l.goal === 1).length
  const ordinary = TOTAL_LISTINGS - listings.length
  const rentals = RENTAL_LISTINGS - specialRentals
  const goals = rng.shuffle(Array.from({ length: ordinary }, (_, i): 0 | 1 => (i < rentals ? 1 : 0)))
  const placed = (region: Region): number => listings.filter((l) => l.muni.region === region).length
  const brusselsCount = Math.round(TOTAL_LISTINGS * REGION_SHARE.brussels) - placed('brussels')
  const flandersCount = Math.round(TOTAL_LISTINGS * REGION_SHARE.flanders) - placed('flanders')
  const regions = rng.shuffle(
    Array.from(
      { length: ordinary },
      (_, i): Region => (i < brusselsCount ? 'brussels' : i < brusselsCount + flandersCount ? 'flanders' : 'wallonia'),
    ),
  )
  goals.forEach((goal, i) => {
    const region = at(regions, i)
    const muni = pickMunicipality(rng, (m) => m.region === region)
    let kind = pickKind(rng, goal, muni)
    // Building land in Brussels is practically non-existent: draw another kind there.
    while (kind === 'land' && region === 'brussels') kind = pickKind(rng, goal, muni)
    const l = blankListing(kind, goal, muni)
    shapeListing(rng, l)
    l.loc = pickLocation(rng, l)
    priceListing(rng, l)
    listings.push(l)
  })

  assignStatuses(rng, listings)
  assignDates(rng, listings)

  // 4. Identifiers follow creation order, with the odd gap left by listings deleted in the CRM.
  listings.sort((a, b) => a.createdAt - b.createdAt)
  let id = FIRST_PROPERTY_ID
  for (const l of listings) {
    l.id = id
    if (l.unit) l.unit.propertyId = id
    id += 1 + (rng.chance(0.15) ? rng.int(1, 3) : 0)
  }

  // 5. Everything else, in identifier order.
  const englishIds = new Set(rng.shuffle(listings.map((l) => l.id)).slice(0, Math.round(listings.length / 3)))
  const htmlIds = new Set(rng.shuffle(listings.map((l) => l.id)).slice(0, Math.round(listings.length / 10)))
  let documentId = FIRST_DOCUMENT_ID
  for (const l of listings) {
    l.english = englishIds.has(l.id)
    l.html = htmlIds.has(l.id)
    l.variant = rng.int(1, 2 ** 30)
    l.richness = l.project ? 'rich' : rng.weighted(['rich', 'medium', 'sparse'] as const, [30, 45, 25])
    placeListing(rng, l)
    const value = energyValue(rng, l)
    if (value !== undefined) l.epc = { value, label: epcLabel(l.muni.region, value) }
    buildDetails(rng, l)
    documentId = attachDocuments(rng, l, documentId)
  }

  const properties: FeedPropertyRecord[] = []
  for (const l of listings) {
    const head = headline(textFacts(l))
    const body = description(textFacts(l))
    const languages: Lang[] = l.english ? ['fr', 'nl', 'en'] : ['fr', 'nl']
    for (const lang of languages) properties.push(propertyRecord(l, lang, head, body))
  }

  const projectRecords: FeedProjectRecord[] = []
  for (const project of projects) {
    projectRecords.push(projectRecord(project, 'fr'))
    if (project.plan.intro.nl) projectRecords.push(projectRecord(project, 'nl'))
  }

  return { full: true, projects: projectRecords, properties, testimonials: TESTIMONIALS.map((t) => ({ ...t })) }
}

/** Sold, optioned, rented and new listings, price on request, "starting from" prices, no pictures. */
function assignStatuses(rng: Rng, listings: Listing[]): void {
  const take = (pool: Listing[], n: number): Listing[] => rng.shuffle(pool).slice(0, n)

  // Project units: the one from the sold-out project is sold, one is under option, most are new.
  const projectOnes = listings.filter((l) => l.project)
  for (const l of projectOnes) {
    if (l.unit?.sold) l.status = 'sold'
  }
  const openUnits = rng.shuffle(projectOnes.filter((l) => l.status === 'available'))
  openUnits.forEach((l, i) => {
    l.status = i === 0 ? 'option' : i <= 12 ? 'new' : 'available'
    l.availability = 'onCompletion'
  })
  // "Starting from" prices: eight project units still for sale and two ordinary new-build houses.
  const stillForSale = openUnits.filter((u) => u.status !== 'option')
  for (const l of take(stillForSale, 8)) l.fromPrice = true

  const ordinary = listings.filter((l) => !l.project && !l.special)
  const free = (): Listing[] => ordinary.filter((l) => l.status === 'available')
  const freeSales = (): Listing[] => free().filter((l) => l.goal === 0)
  const freeRentals = (): Listing[] => free().filter((l) => l.goal === 1)
  for (const l of take(freeSales(), 24)) l.status = 'sold'
  // Nobody takes an option on a garage box.
  const optionable = freeSales().filter((l) => l.kind !== 'garage')
  for (const l of take(optionable, 12)) l.status = 'option'
  for (const l of take(freeRentals(), 22)) l.status = 'rented'
  for (const l of take(free(), 22)) l.status = 'new'
  const newHouseCandidates = ordinary.filter((l) => l.status === 'new' && l.kind === 'house' && l.goal === 0)
  for (const l of take(newHouseCandidates, 2)) {
    l.newBuild = true
    l.renovated = false
    l.toRefresh = false
    l.renovationYear = undefined
    l.constructionYear = 2026
    l.heating = 'heatPumpFloor'
    l.glazing = 'triple'
    l.solar = true
    l.fromPrice = true
    l.availability = 'byArrangement'
  }
  // Price on request: five of the dearest sales still on the market.
  const dear = free()
    .concat(ordinary.filter((l) => l.status === 'new'))
    .filter((l) => l.goal === 0 && !l.fromPrice)
    .sort((a, b) => b.price - a.price)
    .slice(0, 25)
  for (const l of take(dear, 5)) l.publishPrice = false
  // No pictures yet: listings just entered, or old ones whose photos were removed.
  const unpictured = take(
    listings.filter((l) => !l.project),
    8,
  )
  unpictured.forEach((l, i) => {
    l.noPictures = true
    l.noPictureStyle = i % 2 === 0 ? 'null' : 'absent'
  })
  // No place: a garage to let the agency never put on the map (the CRM sends no coordinates), so the
  // property page shows no map section. Chosen without the random stream, which the rest depends on.
  const placeless = listings.find((l) => !l.project && l.goal === 1 && l.kind === 'garage' && l.status === 'available')
  if (placeless) placeless.placeless = true

  // Rental terms and sale availability.
  for (const l of listings) {
    if (l.goal === 1) {
      l.depositMonths = l.kind === 'garage' || l.kind === 'parking' ? 2 : rng.pick([2, 2, 3] as const)
      // Houses rarely have common charges; flats and shops pay their share of the building's.
      if (l.kind === 'garage' || l.kind === 'parking') l.charges = 0
      else if (l.kind === 'house' || l.kind === 'villa') l.charges = rng.chance(0.7) ? 0 : roundTo(rng.int(20, 60), 5)
      else l.charges = roundTo(rng.int(40, 200), 5)
    } else if (!l.availability) {
      l.availability = rng.weighted(['atDeed', 'byArrangement', 'immediately'] as const, [70, 20, 10])
    }
  }
}

function assignDates(rng: Rng, listings: Listing[]): void {
  const span = (from: number, to: number): number =>
    from + rng.int(0, Math.floor((to - from) / DAY)) * DAY + rng.int(8 * 60, 19 * 60) * 60_000
  const recent = LAST_DAY - 60 * DAY
  for (const l of listings) {
    // New listings are the last two months' intake; sold ones tend to be older.
    if (l.status === 'new') l.createdAt = span(recent, LAST_DAY)
    else if (l.status === 'sold') l.createdAt = span(FIRST_DAY, Date.UTC(2026, 6, 31))
    else if (l.project) l.createdAt = span(Date.UTC(2026, 1, 1), recent)
    else l.createdAt = span(FIRST_DAY, LAST_DAY - 5 * DAY)
    if (l.goal === 1 && l.status !== 'rented' && rng.chance(0.65)) {
      // Rentals are usually free on the first of a month, a few weeks after being listed.
      const d = new Date(l.createdAt + rng.int(15, 75) * DAY)
      l.availableFrom = isoDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
    } else if (l.goal === 1) {
      l.availability = l.status === 'rented' ? 'byArrangement' : rng.pick(['immediately', 'byArrangement'] as const)
    }
  }
}

/** Address, coordinates, pictures. */
function placeListing(rng: Rng, l: Listing): void {
  const m = l.muni
  if (l.project) {
    l.street = { fr: l.project.plan.street, nl: l.project.plan.street }
    l.houseNumber = l.project.plan.houseNumber
    l.lat = round6(l.project.lat + rng.float(-0.0004, 0.0004))
    l.lon = round6(l.project.lon + rng.float(-0.0006, 0.0006))
    if (l.unit && l.unit.floor !== null) l.boxNr = l.unit.name
  } else {
    l.street =
      m.region === 'brussels'
        ? rng.pick(BRUSSELS_STREETS)
        : m.region === 'flanders'
          ? same(rng.pick(FLEMISH_STREETS))
          : same(rng.pick(WALLOON_STREETS))
    l.houseNumber = `${rng.int(1, 220)}${rng.chance(0.08) ? rng.pick(['A', 'B']) : ''}`
    if (l.kind === 'apartment' || l.kind === 'penthouse' || l.kind === 'duplex' || l.kind === 'studio')
      l.boxNr = `${l.floor ?? 0}.${rng.int(1, 4)}`
    l.lat = round6(m.lat + rng.float(-0.012, 0.012))
    l.lon = round6(m.lon + rng.float(-0.018, 0.018))
  }
  l.publishAddress = rng.chance(0.8)
  l.pictures = l.noPictures ? 0 : rng.int(3, 8)
}

const same = (name: string): { fr: string; nl: string } => ({ fr: name, nl: name })

/** The kinds of document a demo listing may publish: what buyers ask for first. */
const PUBLIC_DOCUMENT_KINDS: ReadonlySet<DocumentKind> = new Set(['epc', 'plan', 'brochure'])

function attachDocuments(rng: Rng, l: Listing, firstId: number): number {
  if (!rng.chance(l.project ? 0.8 : 0.4)) return firstId
  const docs: Array<{ name: DocumentNameKey; kind: DocumentKind }> = []
  if (l.details.epcCertificateNumber) docs.push({ name: l.muni.region === 'flanders' ? 'epcFlanders' : 'epc', kind: 'epc' })
  if (l.kind !== 'garage' && l.kind !== 'parking' && rng.chance(0.6)) docs.push({ name: 'plan', kind: 'plan' })
  if (l.goal === 0 && rng.chance(0.5)) docs.push({ name: 'planning', kind: 'planning' })
  if (l.details.electricityCertificate && rng.chance(0.3)) docs.push({ name: 'electrical', kind: 'certificate' })
  if (l.details.asbestosCertificate === 'present') docs.push({ name: 'asbestos', kind: 'certificate' })
  if (l.goal === 0 && rng.chance(0.15)) docs.push({ name: 'soil', kind: 'other' })
  if (l.project) docs.push({ name: 'brochure', kind: 'brochure' })
  if (docs.length === 0) docs.push({ name: 'plan', kind: 'plan' })
  let id = firstId
  // Every other listing shows its EPC, plans and brochure to visitors (the documents-by-e-mail form);
  // certificates and the rest stay the owner's. By the id, not the random draws, so the other
  // listings come out as they always did.
  const published = l.id % 2 === 0
  l.documents = docs.map((doc) => ({
    ...doc,
    id: id++,
    size: rng.int(80_000, 2_600_000),
    public: published && PUBLIC_DOCUMENT_KINDS.has(doc.kind),
  }))
  return id
}

function textFacts(l: Listing): TextFacts {
  const city: Tri = { fr: l.muni.fr, nl: l.muni.nl, en: l.muni.fr }
  return {
    kind: l.kind,
    goal: l.goal,
    city,
    loc: l.loc,
    variant: l.variant,
    html: l.html,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    facades: l.facades,
    floor: l.floor,
    surfaceLiving: l.surfaceLiving ?? l.surfaceTotal,
    surfaceGround: l.surfaceGround,
    surfaceTerrace: l.surfaceTerrace,
    surfaceGarden: l.surfaceGarden,
    gardenOrientation: l.gardenOrientation,
    terraceOrientation: l.terraceOrientation,
    garages: l.garages,
    parkings: l.parkings,
    garden: l.garden,
    terrace: l.terrace,
    cellar: l.cellar,
    attic: l.attic,
    lift: l.lift,
    fireplace: l.fireplace,
    solar: l.solar,
    homeOffice: l.homeOffice,
    pool: l.pool,
    view: l.view,
    renovated: l.renovated,
    renovationYear: l.renovationYear,
    newBuild: l.newBuild,
    toRefresh: l.toRefresh,
    furnished: l.furnished,
    heating: l.heating,
    glazing: l.glazing,
    kitchen: l.kitchen,
    units: l.units,
    shop: l.shop,
    monthlyIncome: l.monthlyIncome,
    price: l.price,
    publishPrice: l.publishPrice,
    fromPrice: l.fromPrice,
    charges: l.charges,
    depositMonths: l.depositMonths,
    availability: l.availability,
    availableFrom: l.availableFrom,
    viager: l.viager,
    projectName: l.project?.plan.name,
    plotWidth: l.plotWidth,
    allotmentPermit: l.details.allotmentPermit === true,
  }
}

const MARQUEE: Readonly<Record<Status, number>> = { available: 0, sold: 1, rented: 2, option: 3, new: 4 }

function propertyRecord(l: Listing, lang: Lang, head: Tri, body: Tri): FeedPropertyRecord {
  const marquee = MARQUEE[l.status]
  const prefix = lang === 'en' ? '' : l.status === 'sold' ? SOLD_PREFIX[lang] : l.status === 'option' ? OPTION_PREFIX[lang] : ''
  const webId = WEB_ID[l.kind]
  const pictures: FeedPictureRecord[] = []
  for (let n = 1; n <= l.pictures; n++) pictures.push({ Url: `/media/demo/${l.id}-${n}.svg`, Width: 1360, Height: 907 })
  const first = pictures[0]
  const record: FeedPropertyRecord = {
    ID: l.id,
    Goal: l.goal,
    City: lang === 'nl' ? l.muni.nl : l.muni.fr,
    Zip: l.muni.zip,
    TypeDescription: prefix + head[lang],
    WebID: webId,
    WebIDs: webId === null ? null : String(webId),
    MainTypeName: webId === null ? null : (TYPE_NAMES[webId]?.[lang] ?? null),
    language: lang,
    ProjectID: l.project ? l.project.plan.id : null,
    Marquee: marquee,
    MarqueeName: marquee > 0 ? (MARQUEE_NAMES[marquee]?.[lang] ?? null) : null,
    SmallPictureItem: first ? { Url: first.Url, Width: 400, Height: 267 } : l.noPictureStyle === 'null' ? null : undefined,
    PublishPrice: l.publishPrice,
    Price: l.price,
    PriceUnit: l.fromPrice ? 7 : null,
    PriceUnitText: l.fromPrice ? PRICE_FROM[lang] : null,
    PublishAddress: l.publishAddress,
    Street: lang === 'nl' ? l.street.nl : l.street.fr,
    HouseNumber: l.houseNumber,
    BoxNr: l.boxNr,
    CountryName: COUNTRY[lang],
    EnergyPerformance: l.epc?.value ?? null,
    EPCLabelText: l.epc?.label ?? null,
    Description: body[lang],
    Bedrooms: l.bedrooms,
    Bathrooms: l.bathrooms,
    SurfaceLiving: l.surfaceLiving,
    SurfaceGround: l.surfaceGround,
    Latitude: l.placeless ? null : l.lat,
    Longitude: l.placeless ? null : l.lon,
    Pictures: pictures.length > 0 ? pictures : l.noPictureStyle === 'null' ? [] : undefined,
    Documents:
      l.documents.length > 0
        ? l.documents.map((doc) => ({
            ID: doc.id,
            Name: DOCUMENT_NAMES[doc.name][lang],
            Kind: doc.kind,
            ContentType: 'application/pdf',
            Size: doc.size,
            Public: doc.public,
          }))
        : undefined,
    Details: renderDetails(l, lang),
    CreatedAt: new Date(l.createdAt).toISOString(),
  }
  return compact(record)
}

function projectRecord(project: Project, lang: 'fr' | 'nl'): FeedProjectRecord {
  const { plan, muni, units } = project
  const prices = units.map((u) => u.price)
  const webId = plan.kind === 'apartment' ? 3 : 1
  const record: FeedProjectRecord = {
    ID: plan.id,
    Goal: 0,
    Name: plan.name,
    Number: plan.number,
    City: lang === 'nl' ? muni.nl : muni.fr,
    Zip: muni.zip,
    WebID: webId,
    WebIDName: TYPE_NAMES[webId]?.[lang] ?? null,
    SmallPicture: `/media/demo/p${plan.id}-1.svg`,
    language: lang,
    PublicAddress: true,
    Street: plan.street,
    HouseNumber: plan.houseNumber,
    CountryName: COUNTRY[lang],
    Delivery: plan.delivery[lang],
    PriceMin: Math.min(...prices),
    PriceMax: Math.max(...prices),
    ExternalUrl: plan.externalUrl,
    Description: projectDescription(project, lang),
    Units: units.map(
      (u): FeedUnitRecord => ({
        ID: u.id,
        Floor: u.floor,
        Name: u.name,
        Price: u.price,
        Sold: u.sold,
        Bedrooms: u.bedrooms,
        SurfaceLiving: u.surfaceLiving,
        PropertyID: u.propertyId ?? null,
      }),
    ),
  }
  return compact(record)
}

function projectDescription(project: Project, lang: 'fr' | 'nl'): string {
  const { plan, units, muni } = project
  const beds = units.map((u) => u.bedrooms)
  const sizes = units.map((u) => u.surfaceLiving)
  const prices = units.map((u) => u.price)
  const [minB, maxB, minS, maxS] = [Math.min(...beds), Math.max(...beds), Math.min(...sizes), Math.max(...sizes)]
  const [minP, maxP] = [Math.min(...prices), Math.max(...prices)]
  const n = units.length
  const free = units.filter((u) => !u.sold).length
  // Mid-sentence, 'Printemps 2028' reads 'printemps 2028'; 'Q3 2027' stays as it is.
  const delivery = plan.delivery[lang].replace(/^[A-ZÉ](?=[a-zé])/, (c) => c.toLowerCase())
  const epcWord = lang === 'fr' ? 'PEB' : muni.region === 'flanders' ? 'EPC' : 'EPB'
  if (lang === 'fr') {
    const [one, many] =
      plan.kind === 'apartment' ? ['appartement', 'appartements'] : plan.kind === 'villa' ? ['villa', 'villas'] : ['maison', 'maisons']
    const bedrooms = minB === maxB ? `${minB} chambres` : `${minB} à ${maxB} chambres`
    return [
      plan.intro.fr,
      `${n} ${many} de ${bedrooms}, de ${minS} à ${maxS} m². Livraison : ${delivery}. ` +
        (plan.soldOut
          ? 'Projet entièrement vendu.'
          : `Prix de ${formatEuro('fr', minP)} à ${formatEuro('fr', maxP)} hors frais ; ${free} ${free > 1 ? `${many} encore disponibles` : `${one} encore disponible`}.`),
      `Construction basse énergie (${epcWord} A) : pompe à chaleur, ventilation double flux et panneaux photovoltaïques.`,
    ].join('\n\n')
  }
  const [one, many] =
    plan.kind === 'apartment' ? ['appartement', 'appartementen'] : plan.kind === 'villa' ? ['villa', "villa's"] : ['woning', 'woningen']
  const bedrooms = minB === maxB ? `${minB} slaapkamers` : `${minB} tot ${maxB} slaapkamers`
  return [
    plan.intro.nl ?? '',
    `${n} ${many} met ${bedrooms}, van ${minS} tot ${maxS} m². Oplevering: ${delivery}. ` +
      (plan.soldOut
        ? 'Het project is volledig verkocht.'
        : `Prijzen van ${formatEuro('nl', minP)} tot ${formatEuro('nl', maxP)}, exclusief kosten; nog ${free} ${free > 1 ? many : one} beschikbaar.`),
    `Energiezuinige nieuwbouw (${epcWord}-label A): warmtepomp, ventilatiesysteem D en zonnepanelen.`,
  ].join('\n\n')
}

/** Drops undefined fields so the JSON feed only carries what the CRM would send. */
function compact<T extends object>(record: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value
  return out as T
}
