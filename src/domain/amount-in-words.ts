import type { Locale } from '#/i18n/locales.ts'
import { foldAccents } from './name-folding.ts'

// A purchase offer states its amount in digits and in letters (spec §3 "Purchase offer"); the two
// must agree. The letters are compared with the amount's words in the language of the form, after
// both are reduced to one canonical spelling: letters only, no "et"/"and", French plurals and the
// Belgian septante/nonante folded together, Dutch and German leading "een"/"ein" optional.

const FR_UNITS = [
  'zero',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dixsept',
  'dixhuit',
  'dixneuf',
]
const FR_TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'septante', 'quatrevingt', 'nonante']

function frenchBelow100(n: number): string {
  if (n < 20) return FR_UNITS[n]!
  const tens = FR_TENS[Math.floor(n / 10)]!
  const unit = n % 10
  return unit === 0 ? tens : tens + FR_UNITS[unit]
}

function frenchBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const head = hundreds === 0 ? '' : hundreds === 1 ? 'cent' : `${FR_UNITS[hundreds]}cent`
  return head + (rest === 0 ? '' : frenchBelow100(rest))
}

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

function englishBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const head = hundreds === 0 ? '' : `${EN_UNITS[hundreds]}hundred`
  const tail =
    rest === 0 ? '' : rest < 20 ? EN_UNITS[rest]! : EN_TENS[Math.floor(rest / 10)]! + (rest % 10 === 0 ? '' : EN_UNITS[rest % 10])
  return head + tail
}

const NL_UNITS = [
  'nul',
  'een',
  'twee',
  'drie',
  'vier',
  'vijf',
  'zes',
  'zeven',
  'acht',
  'negen',
  'tien',
  'elf',
  'twaalf',
  'dertien',
  'veertien',
  'vijftien',
  'zestien',
  'zeventien',
  'achttien',
  'negentien',
]
const NL_TENS = ['', '', 'twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig']

const DE_UNITS = [
  'null',
  'eins',
  'zwei',
  'drei',
  'vier',
  'funf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwolf',
  'dreizehn',
  'vierzehn',
  'funfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
]
const DE_TENS = ['', '', 'zwanzig', 'dreissig', 'vierzig', 'funfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig']

/** Dutch and German say the unit before the tens (vijfentwintig, fünfundzwanzig); they differ only in words. */
type UnitsFirst = { units: ReadonlyArray<string>; tens: ReadonlyArray<string>; hundred: string; and: string; oneInCompound: string }

function unitsFirstBelow1000(n: number, words: UnitsFirst): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const unitIn = (unit: number) => (unit === 1 ? words.oneInCompound : words.units[unit]!)
  const head = hundreds === 0 ? '' : hundreds === 1 ? words.hundred : `${unitIn(hundreds)}${words.hundred}`
  const tail =
    rest === 0
      ? ''
      : rest < 20
        ? words.units[rest]!
        : (rest % 10 === 0 ? '' : `${unitIn(rest % 10)}${words.and}`) + words.tens[Math.floor(rest / 10)]
  return head + tail
}

const DUTCH: UnitsFirst = { units: NL_UNITS, tens: NL_TENS, hundred: 'honderd', and: 'en', oneInCompound: 'een' }
const GERMAN: UnitsFirst = { units: DE_UNITS, tens: DE_TENS, hundred: 'hundert', and: 'und', oneInCompound: 'ein' }
const dutchBelow1000 = (n: number) => unitsFirstBelow1000(n, DUTCH)
const germanBelow1000 = (n: number) => unitsFirstBelow1000(n, GERMAN)
/** German drops the s of eins before tausend and million (eintausend, not einstausend). */
const germanMultiplier = (n: number) => germanBelow1000(n).replace(/eins$/, 'ein')

type Scale = { below1000: (n: number) => string; thousand: (n: number) => string; million: (n: number) => string }

const SCALES: Record<Locale, Scale> = {
  fr: {
    below1000: frenchBelow1000,
    thousand: (n) => (n === 1 ? 'mille' : `${frenchBelow1000(n)}mille`),
    million: (n) => `${frenchBelow1000(n)}million`,
  },
  en: {
    below1000: englishBelow1000,
    thousand: (n) => `${englishBelow1000(n)}thousand`,
    million: (n) => `${englishBelow1000(n)}million`,
  },
  nl: {
    below1000: dutchBelow1000,
    thousand: (n) => (n === 1 ? 'duizend' : `${dutchBelow1000(n)}duizend`),
    million: (n) => `${dutchBelow1000(n)}miljoen`,
  },
  de: {
    below1000: germanBelow1000,
    thousand: (n) => (n === 1 ? 'tausend' : `${germanMultiplier(n)}tausend`),
    million: (n) => (n === 1 ? 'einemillion' : `${germanMultiplier(n)}million`),
  },
}

/** The words of a whole amount (0 to 999,999,999) in a language, in canonical spelling. */
export function amountWords(amount: number, locale: Locale): string {
  if (!Number.isInteger(amount) || amount < 0 || amount >= 1_000_000_000) throw new RangeError('amount out of range')
  const scale = SCALES[locale]
  if (amount === 0) return scale.below1000(0)
  const millions = Math.floor(amount / 1_000_000)
  const thousands = Math.floor((amount % 1_000_000) / 1000)
  const rest = amount % 1000
  return (millions ? scale.million(millions) : '') + (thousands ? scale.thousand(thousands) : '') + (rest ? scale.below1000(rest) : '')
}

// French written the French way rather than the Belgian way: soixante-dix… and quatre-vingt-dix…
const FR_TEENS = ['dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dixsept', 'dixhuit', 'dixneuf']

/** Reduces what a person wrote to the canonical spelling of amountWords. */
export function canonicalWords(text: string, locale: Locale): string {
  const drop = new Set(['et', 'and', 'euro', 'euros', 'eur'])
  let words = foldAccents(text.toLowerCase())
    .replace(/ß/g, 'ss')
    .split(/[^a-z]+/)
    .filter((word) => word !== '' && !drop.has(word))
    .map((word) =>
      locale === 'fr' ? word.replace(/^(cent|vingt|million)s$/, '$1') : locale === 'de' ? word.replace(/^millionen$/, 'million') : word,
    )
    .join('')
  if (locale === 'fr') {
    // The longest spellings first, so "soixante-dix-sept" is read before "soixante-dix".
    for (const [index, teen] of [...FR_TEENS.entries()].reverse()) {
      const unit = index === 0 ? '' : FR_UNITS[index]!
      words = words.replaceAll(`soixante${teen}`, `septante${unit}`).replaceAll(`quatrevingt${teen}`, `nonante${unit}`)
    }
    words = words.replace(/(huitante|octante)/g, 'quatrevingt')
  }
  if (locale === 'nl') words = words.replace(/(^|[^a-z]|miljoen)een(honderd|duizend)/g, '$1$2').replace(/^een(honderd|duizend)/, '$1')
  if (locale === 'de') words = words.replace(/^ein(hundert|tausend)/, '$1').replace(/einsmillion/, 'einemillion')
  if (locale === 'en') words = words.replace(/^a(hundred|thousand|million)/, 'one$1')
  return words
}

/** Whether the amount written in letters is the amount given in digits (spec §3 "Purchase offer"). */
export function lettersMatchAmount(letters: string, amount: number, locale: Locale): boolean {
  if (!Number.isInteger(amount) || amount < 0 || amount >= 1_000_000_000) return false
  return canonicalWords(letters, locale) === canonicalWords(amountWords(amount, locale), locale)
}
