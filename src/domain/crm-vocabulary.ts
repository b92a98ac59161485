import { LOCALES, type Locale } from '#/i18n/locales.ts'
import { builtOnce } from './built-once.ts'
import { DATE_LOCALE_TAGS } from './display-formats.ts'

/**
 * The closed vocabularies of the CRM (spec §3 "Property (detail/display)": heating, kitchen,
 * glazing, frames, roof, orientations, availability, certificates, planning; "Project": delivery).
 * The CRM sends these fields as text in the record's own language (nl or fr, sometimes en), so a
 * Walloon house would show 'chauffage central au gaz' on a Dutch page. Each term is kept here in
 * the four languages of the site and looked up by any of its forms, so the page shows it in its
 * own language. A value the table does not know is shown as it came, marked with the record's
 * language, never guessed.
 */

/** One term in every language of the site; `also` holds other spellings agents type for it. */
export type CrmTerm = Readonly<Record<Locale, string>> & { readonly also?: ReadonlyArray<string> }

/** A CRM value ready to show: `lang` is set only for a value shown as it came (not translated). */
export type CrmText = { text: string; lang?: Locale }

const term = (nl: string, fr: string, en: string, de: string, ...also: string[]): CrmTerm => ({
  nl,
  fr,
  en,
  de,
  ...(also.length > 0 ? { also } : {}),
})

export const CRM_VOCABULARY = {
  heating: [
    term(
      'centrale verwarming op gas',
      'chauffage central au gaz',
      'gas central heating',
      'Gaszentralheizung',
      'chauffage central gaz',
      'centrale verwarming (gas)',
      'cv op gas',
      'cv gas',
    ),
    term('vloerverwarming op gas', 'chauffage au sol (gaz)', 'gas underfloor heating', 'Fußbodenheizung (Gas)', 'chauffage au sol au gaz'),
    term(
      'centrale verwarming op stookolie',
      'chauffage central au mazout',
      'oil-fired central heating',
      'Ölzentralheizung',
      'oil central heating',
      'chauffage central au fioul',
      'centrale verwarming op mazout',
      'cv op stookolie',
    ),
    term('centrale verwarming op propaan', 'chauffage central au propane', 'propane central heating', 'Propan-Zentralheizung'),
    term('centrale verwarming', 'chauffage central', 'central heating', 'Zentralheizung'),
    term('vloerverwarming', 'chauffage au sol', 'underfloor heating', 'Fußbodenheizung'),
    term('warmtepomp', 'pompe à chaleur', 'heat pump', 'Wärmepumpe'),
    term(
      'warmtepomp met vloerverwarming',
      'pompe à chaleur et chauffage au sol',
      'heat pump with underfloor heating',
      'Wärmepumpe mit Fußbodenheizung',
    ),
    term('elektrische verwarming', 'chauffage électrique', 'electric heating', 'Elektroheizung'),
    term('gasconvectoren', 'convecteurs au gaz', 'gas convector heaters', 'Gaskonvektoren', 'convecteurs gaz'),
    term('pelletketel', 'chaudière à pellets', 'wood pellet boiler', 'Pelletkessel', 'chaudière aux pellets'),
    term('houtkachel', 'poêle à bois', 'wood-burning stove', 'Holzofen'),
    term('collectieve verwarming', 'chauffage collectif', 'shared central heating', 'Gemeinschaftsheizung'),
    term('stadsverwarming', 'chauffage urbain', 'district heating', 'Fernwärme', 'warmtenet'),
  ],
  kitchen: [
    term('ingerichte keuken', 'cuisine équipée', 'fitted kitchen', 'Einbauküche', 'geïnstalleerde keuken'),
    term(
      'volledig ingerichte keuken',
      'cuisine super-équipée',
      'fully fitted kitchen',
      'voll ausgestattete Einbauküche',
      'cuisine hyper-équipée',
      'super ingerichte keuken',
    ),
    term(
      'open ingerichte keuken',
      'cuisine ouverte équipée',
      'open-plan fitted kitchen',
      'offene Einbauküche',
      'cuisine américaine équipée',
    ),
    term('half ingerichte keuken', 'cuisine semi-équipée', 'partly fitted kitchen', 'teilweise ausgestattete Küche'),
    term('niet ingerichte keuken', 'cuisine non équipée', 'unfitted kitchen', 'Küche ohne Einbaugeräte'),
    term('open keuken', 'cuisine ouverte', 'open-plan kitchen', 'offene Küche', 'cuisine américaine'),
    term('kitchenette', 'kitchenette', 'kitchenette', 'Kochnische', 'kitchenette équipée'),
  ],
  glazing: [
    term('dubbele beglazing', 'double vitrage', 'double glazing', 'Doppelverglasung', 'dubbel glas'),
    term(
      'hoogrendementsbeglazing',
      'double vitrage super-isolant',
      'high-efficiency double glazing',
      'Wärmeschutzverglasung',
      'double vitrage haut rendement',
      'hr-beglazing',
      'hr glas',
      'superisolerende beglazing',
    ),
    term('driedubbele beglazing', 'triple vitrage', 'triple glazing', 'Dreifachverglasung', 'driedubbel glas'),
    term('enkele beglazing', 'simple vitrage', 'single glazing', 'Einfachverglasung', 'enkel glas'),
  ],
  windowFrame: [
    term('PVC', 'PVC', 'PVC', 'Kunststoff (PVC)'),
    term('hout', 'bois', 'wood', 'Holz'),
    term('aluminium', 'aluminium', 'aluminium', 'Aluminium', 'alu'),
    term('hout-aluminium', 'bois-aluminium', 'wood and aluminium', 'Holz-Aluminium'),
    term('staal', 'acier', 'steel', 'Stahl'),
  ],
  roofType: [
    term('zadeldak', 'toiture à deux versants', 'gable roof', 'Satteldach', 'toit à deux pans'),
    term('schilddak', 'toiture à quatre versants', 'hipped roof', 'Walmdach', 'toit à quatre pans'),
    term('plat dak', 'toiture plate', 'flat roof', 'Flachdach', 'toit plat'),
    term('mansardedak', 'toiture mansardée', 'mansard roof', 'Mansarddach'),
    term('lessenaarsdak', 'toiture à un versant', 'mono-pitch roof', 'Pultdach', 'toit à un pan'),
  ],
  roofMaterial: [
    term('dakpannen', 'tuiles', 'roof tiles', 'Dachziegel', 'tiles'),
    term('leien', 'ardoises', 'slates', 'Schiefer', 'natuurleien'),
    term('EPDM', 'membrane EPDM', 'EPDM membrane', 'EPDM-Folie'),
    term('zink', 'zinc', 'zinc', 'Zink'),
    term('roofing', 'roofing', 'bitumen roofing', 'Bitumenbahnen', 'bitume', 'bitumen'),
  ],
  roofCondition: [
    term('goede staat', 'bon état', 'good condition', 'guter Zustand', 'in goede staat', 'en bon état'),
    term('vernieuwd', 'rénovée', 'renovated', 'renoviert', 'rénové', 'gerenoveerd'),
    term('nieuw', 'neuve', 'new', 'neu', 'neuf'),
    term('op te frissen', 'à rafraîchir', 'in need of refreshing', 'auffrischungsbedürftig', 'needs work'),
    term('te renoveren', 'à rénover', 'to be renovated', 'renovierungsbedürftig'),
  ],
  availability: [
    term(
      'bij akte',
      "à l'acte",
      'on signing of the deed',
      'bei Unterzeichnung der Urkunde',
      'at the deed',
      "à l'acte authentique",
      'bij het verlijden van de akte',
    ),
    term(
      'onmiddellijk',
      'immédiatement',
      'immediately',
      'sofort',
      'immédiate',
      'onmiddellijk beschikbaar',
      'direct beschikbaar',
      'libre immédiatement',
    ),
    term('in onderling overleg', 'à convenir', 'by arrangement', 'nach Vereinbarung', 'te bespreken', 'mits overleg', 'in overleg'),
    term('bij oplevering', 'à la livraison', 'on completion', 'bei Fertigstellung', 'à la réception des travaux'),
    term('bewoond door de lijfrentetrekker', 'occupé par le crédirentier', 'occupied by the annuitant', 'vom Rentenempfänger bewohnt'),
    term('volgens huurcontract', 'selon bail', 'subject to the current lease', 'gemäß laufendem Mietvertrag', 'suivant bail'),
  ],
  soilCertificate: [
    // Wallonia: an extract of the soil database (BDES) without any entry for the parcel.
    term(
      'blanco uittreksel uit de Waalse bodemdatabank (BDES)',
      'extrait BDES vierge',
      'clean extract from the Walloon soil database (BDES)',
      'Auszug aus der wallonischen Bodendatenbank (BDES) ohne Eintrag',
      'blanco uittreksel uit de waalse bodemdatabank',
      'extrait de la BDES vierge',
    ),
    // Flanders: OVAM's soil certificate without any entry.
    term(
      'blanco bodemattest (OVAM)',
      'attestation du sol OVAM vierge',
      'clean OVAM soil certificate',
      'OVAM-Bodenbescheinigung ohne Eintrag',
      'blanco bodemattest',
      'bodemattest ovam blanco',
    ),
    // Brussels: Bruxelles Environnement / Leefmilieu Brussel, category 0 (not in the inventory).
    term('bodemattest: categorie 0', 'attestation du sol : catégorie 0', 'soil certificate: category 0', 'Bodenbescheinigung: Kategorie 0'),
  ],
  floodZone: [
    // Flanders (watertoets): the two classes of flood-prone areas.
    term(
      'effectief overstromingsgevoelig gebied',
      'zone effectivement inondable',
      'effectively flood-prone area',
      'tatsächlich überschwemmungsgefährdetes Gebiet',
    ),
    term(
      'mogelijk overstromingsgevoelig gebied',
      'zone potentiellement inondable',
      'possibly flood-prone area',
      'möglicherweise überschwemmungsgefährdetes Gebiet',
    ),
    // Wallonia: the flood hazard map's three levels.
    term(
      'gebied met laag overstromingsrisico',
      "zone d'aléa d'inondation faible",
      'low flood hazard area',
      'Gebiet mit geringer Hochwassergefahr',
    ),
    term(
      'gebied met gemiddeld overstromingsrisico',
      "zone d'aléa d'inondation moyen",
      'medium flood hazard area',
      'Gebiet mit mittlerer Hochwassergefahr',
    ),
    term(
      'gebied met hoog overstromingsrisico',
      "zone d'aléa d'inondation élevé",
      'high flood hazard area',
      'Gebiet mit hoher Hochwassergefahr',
    ),
  ],
  planning: [
    term('woongebied', "zone d'habitat", 'residential area', 'Wohngebiet'),
    term(
      'woongebied met landelijk karakter',
      "zone d'habitat à caractère rural",
      'residential area with a rural character',
      'Wohngebiet mit ländlichem Charakter',
    ),
    term(
      'woongebied (GBP)',
      "zone d'habitation (PRAS)",
      'housing area (Brussels land-use plan)',
      'Wohngebiet (Brüsseler Flächennutzungsplan)',
    ),
    term('gemengd woongebied', 'zone mixte', 'mixed-use area', 'Mischgebiet', 'gemengd gebied'),
    term('gebied voor bedrijvigheid', "zone d'activité économique", 'business area', 'Gewerbegebiet', 'zone voor bedrijvigheid'),
    term('woonuitbreidingsgebied', "zone d'extension d'habitat", 'residential expansion area', 'Wohnerweiterungsgebiet'),
    term('agrarisch gebied', 'zone agricole', 'agricultural area', 'Landwirtschaftsgebiet'),
    term('parkgebied', 'zone de parc', 'park area', 'Parkgebiet'),
  ],
  areaApplication: [
    term('residentieel', 'résidentiel', 'residential', 'Wohnen', 'wonen'),
    term('handel', 'commerce', 'retail', 'Einzelhandel'),
    term('kantoren', 'bureaux', 'offices', 'Büros'),
    term('handel en wonen', 'commerce et logement', 'retail and housing', 'Einzelhandel und Wohnen'),
    term('opslag', 'entreposage', 'storage', 'Lagerung'),
    term('horeca', 'horeca', 'hospitality', 'Gastronomie'),
    term('vrij beroep', 'profession libérale', 'professional practice', 'freiberufliche Tätigkeit'),
  ],
  interior: [
    term('parketvloer', 'parquet', 'parquet floors', 'Parkettboden', 'parket'),
    term('open haard', 'feu ouvert', 'open fireplace', 'offener Kamin', 'fireplace'),
    term('dressing', 'dressing', 'walk-in wardrobe', 'begehbarer Kleiderschrank'),
    term('alarmsysteem', "système d'alarme", 'alarm system', 'Alarmanlage', 'alarme'),
    term(
      'ventilatiesysteem D',
      'ventilation double flux',
      'balanced ventilation (system D)',
      'Lüftungsanlage mit Wärmerückgewinnung',
      'balanced ventilation',
      'ventilatie systeem d',
    ),
    term('airconditioning', 'climatisation', 'air conditioning', 'Klimaanlage', 'airco'),
    term('domotica', 'domotique', 'home automation', 'Hausautomation'),
    term('videofoon', 'vidéophone', 'video intercom', 'Video-Gegensprechanlage', 'parlophone vidéo'),
  ],
  exterior: [
    term('tuinhuis', 'abri de jardin', 'garden shed', 'Gartenhaus'),
    term('zwembad', 'piscine', 'swimming pool', 'Schwimmbecken'),
    term('houten terras', 'terrasse en bois', 'wooden deck', 'Holzterrasse'),
    term('moestuin', 'potager', 'vegetable garden', 'Gemüsegarten'),
    term('laadpaal', 'borne de recharge', 'EV charging point', 'Ladestation für Elektroautos'),
    term('automatische besproeiing', 'arrosage automatique', 'automatic sprinklers', 'automatische Bewässerung'),
    term('carport', 'carport', 'carport', 'Carport'),
  ],
  // The details schema stores orientations as compass codes (N … NW); the words in every language
  // are accepted too, for feeds that spell them out. Only the English codes: nl 'NO' (noordoost)
  // and fr 'NO' (nord-ouest) mean two different directions.
  orientation: [
    term('noord', 'nord', 'north', 'Nord', 'N'),
    term('noordoost', 'nord-est', 'north-east', 'Nordost', 'NE'),
    term('oost', 'est', 'east', 'Ost', 'E'),
    term('zuidoost', 'sud-est', 'south-east', 'Südost', 'SE'),
    term('zuid', 'sud', 'south', 'Süd', 'S'),
    term('zuidwest', 'sud-ouest', 'south-west', 'Südwest', 'SW'),
    term('west', 'ouest', 'west', 'West', 'W'),
    term('noordwest', 'nord-ouest', 'north-west', 'Nordwest', 'NW'),
  ],
} as const satisfies Record<string, ReadonlyArray<CrmTerm>>

export type CrmVocabulary = keyof typeof CRM_VOCABULARY

/**
 * The form a value is looked up by: without accents, case, hyphens or doubled spaces, with one
 * kind of apostrophe and no space around punctuation, so 'Chauffage central au gaz',
 * 'chauffage central au  GAZ' and 'Attestation du sol: catégorie 0' find their term.
 */
export function normalizeCrmValue(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .replace(/[-‐‑–—_/]/g, ' ')
    .replace(/\s*([:;,.()'])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/[.:;,]+$/, '')
    .trim()
}

const termForms = (entry: CrmTerm): string[] => [...LOCALES.map((locale) => entry[locale]), ...(entry.also ?? [])]

// One map per vocabulary from every form of every term, each built the first time a value of its
// kind is looked up: a property page asks a few kinds, and building them all cost its first load.
const INDEX = new Map<CrmVocabulary, Map<string, CrmTerm>>()
function formsOf(kind: CrmVocabulary): Map<string, CrmTerm> {
  let forms = INDEX.get(kind)
  if (!forms) {
    forms = new Map<string, CrmTerm>()
    for (const entry of CRM_VOCABULARY[kind] as ReadonlyArray<CrmTerm>)
      for (const form of termForms(entry)) forms.set(normalizeCrmValue(form), entry)
    INDEX.set(kind, forms)
  }
  return forms
}

/** The term a CRM value stands for, or undefined when the vocabulary does not know it. */
export function findCrmTerm(kind: CrmVocabulary, raw: string): CrmTerm | undefined {
  return formsOf(kind).get(normalizeCrmValue(raw))
}

/**
 * A CRM value in the page's language. Known: the term's translation. Unknown: the value as it came,
 * with `lang` set to the language the CRM record was written in (`recordLanguage`), so the page can
 * mark it. Empty input gives an empty text.
 */
export function translateCrmValue(
  kind: CrmVocabulary | 'delivery',
  raw: string | null | undefined,
  locale: Locale,
  recordLanguage: Locale,
): CrmText {
  const text = (raw ?? '').trim()
  if (text === '') return { text: '' }
  const known = kind === 'delivery' ? deliveryText(text, locale) : findCrmTerm(kind, text)?.[locale]
  return known !== undefined ? { text: known } : { text, lang: recordLanguage }
}

/** A comma-separated list of terms (interior and exterior comfort), each item translated on its own. */
export function translateCrmList(kind: CrmVocabulary, raw: string | null | undefined, locale: Locale, recordLanguage: Locale): CrmText[] {
  return (raw ?? '')
    .split(/[,;]/)
    .map((item) => translateCrmValue(kind, item, locale, recordLanguage))
    .filter((item) => item.text !== '')
}

// ---------------------------------------------------------------------------------------------
// Project delivery ("Project": delivery): a season, quarter, half, start/middle/end, or month of
// a year, in any language ('Automne 2027', 'Najaar 2027', 'Q3 2027', 'Fin 2027'). Written in the
// page's words, lower case where the language writes them so, as the value follows 'Delivery'.

const SEASONS = {
  spring: {
    words: ['printemps', 'lente', 'voorjaar', 'spring', 'fruhling', 'fruhjahr'],
    text: { nl: 'voorjaar', fr: 'printemps', en: 'spring', de: 'Frühjahr' },
  },
  summer: { words: ['ete', 'zomer', 'summer', 'sommer'], text: { nl: 'zomer', fr: 'été', en: 'summer', de: 'Sommer' } },
  autumn: {
    words: ['automne', 'herfst', 'najaar', 'autumn', 'fall', 'herbst'],
    text: { nl: 'najaar', fr: 'automne', en: 'autumn', de: 'Herbst' },
  },
  winter: { words: ['hiver', 'winter'], text: { nl: 'winter', fr: 'hiver', en: 'winter', de: 'Winter' } },
} as const satisfies Record<string, { words: ReadonlyArray<string>; text: Record<Locale, string> }>

const YEAR_PARTS = {
  start: {
    words: ['debut', 'begin', 'early', 'start', 'anfang'],
    text: (y: string) => ({ nl: `begin ${y}`, fr: `début ${y}`, en: `early ${y}`, de: `Anfang ${y}` }),
  },
  mid: {
    words: ['mi', 'midden', 'mid', 'mitte'],
    text: (y: string) => ({ nl: `midden ${y}`, fr: `mi-${y}`, en: `mid-${y}`, de: `Mitte ${y}` }),
  },
  end: {
    words: ['fin', 'eind', 'einde', 'end', 'late', 'ende'],
    text: (y: string) => ({ nl: `eind ${y}`, fr: `fin ${y}`, en: `end of ${y}`, de: `Ende ${y}` }),
  },
} as const satisfies Record<string, { words: ReadonlyArray<string>; text: (year: string) => Record<Locale, string> }>

const QUARTER_TEXT: Record<Locale, (quarter: 1 | 2 | 3 | 4, year: string) => string> = {
  nl: (q, y) => `${['eerste', 'tweede', 'derde', 'vierde'][q - 1]} kwartaal ${y}`,
  fr: (q, y) => `${q === 1 ? '1er' : `${q}e`} trimestre ${y}`,
  en: (q, y) => `Q${q} ${y}`,
  de: (q, y) => `${q}. Quartal ${y}`,
}

const HALF_TEXT: Record<Locale, (half: 1 | 2, year: string) => string> = {
  nl: (h, y) => `${h === 1 ? 'eerste' : 'tweede'} helft van ${y}`,
  fr: (h, y) => `${h === 1 ? '1er' : '2e'} semestre ${y}`,
  en: (h, y) => `${h === 1 ? 'first' : 'second'} half of ${y}`,
  de: (h, y) => `${h}. Halbjahr ${y}`,
}

const ORDINAL = String.raw`(?:er|re|e|eme|de|ste|st|nd|rd|th|\.)?`
const QUARTER_CODE = /^(?:q|t|k)([1-4]) ?(\d{4})$/
const QUARTER_WORDS = new RegExp(String.raw`^([1-4])${ORDINAL} ?(?:trimestre|kwartaal|quarter|quartal) (?:of |van |de )?(\d{4})$`)
const HALF_CODE = /^(?:s|h)([12]) ?(\d{4})$/
const HALF_WORDS = new RegExp(String.raw`^([12])${ORDINAL} ?(?:semestre|semester|helft|half|halbjahr) (?:of |van |de )?(\d{4})$`)
const WORD_YEAR = /^([a-z ]+?) (?:de |van |of )?(\d{4})$/
const YEAR_ONLY = /^\d{4}$/

// Month names of the four languages, from Intl, so 'septembre 2027' and 'September 2027' are read too.
const MONTH_NUMBERS = builtOnce(
  () =>
    new Map<string, number>(
      Object.values(DATE_LOCALE_TAGS).flatMap((tag) => {
        const format = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' })
        return Array.from(
          { length: 12 },
          (_, month) => [normalizeCrmValue(format.format(new Date(Date.UTC(2000, month, 15)))), month] as const,
        )
      }),
    ),
)

function monthYear(month: number, year: number, locale: Locale): string {
  return new Intl.DateTimeFormat(DATE_LOCALE_TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month, 15)),
  )
}

/** A delivery period in the page's language, or undefined when the text is not one we can read. */
function deliveryText(raw: string, locale: Locale): string | undefined {
  const value = normalizeCrmValue(raw)
  if (YEAR_ONLY.test(value)) return value
  let match = QUARTER_CODE.exec(value) ?? QUARTER_WORDS.exec(value)
  if (match) return QUARTER_TEXT[locale](Number(match[1]) as 1 | 2 | 3 | 4, match[2]!)
  match = HALF_CODE.exec(value) ?? HALF_WORDS.exec(value)
  if (match) return HALF_TEXT[locale](Number(match[1]) as 1 | 2, match[2]!)
  match = WORD_YEAR.exec(value)
  if (!match) return undefined
  const [, word = '', year = ''] = match
  for (const season of Object.values(SEASONS))
    if ((season.words as ReadonlyArray<string>).includes(word)) return `${season.text[locale]} ${year}`
  for (const part of Object.values(YEAR_PARTS)) if ((part.words as ReadonlyArray<string>).includes(word)) return part.text(year)[locale]
  const month = MONTH_NUMBERS().get(word)
  return month === undefined ? undefined : monthYear(month, Number(year), locale)
}
