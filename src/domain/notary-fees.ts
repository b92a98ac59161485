import { applyRate, percent, toCents, toEuros, type Rate } from './euro-cents.ts'

/*
 * What the notary bills for a purchase deed (decision 022). EVERY FIGURE HERE IS AN ESTIMATE: the fee
 * follows the legal tariff, but the tariff's annex as amended on 22 November 2022 could not be read
 * from an official copy, and the other deed costs vary with the commune and the file. The page
 * says so next to the amounts.
 */

/** One bracket of a degressive scale: the rate applies to the part of the price from `from` up. */
type Bracket = { from: number; rate: Rate }

/*
 * Royal Decree of 16 December 1950, annex (tarif des honoraires des notaires), scale for a sale by
 * private agreement ("vente de gré à gré", scale J), as published by notaries citing it:
 * https://www.3270notaris.be/verkopen-kopen-huren-lenen/kopen-en-verkopen-1/kosten-bij-verkoop-uit-de-hand-1
 * and https://www.habicom.be/fr/faq/frais-lors-de-l-achat-d-une-maison — estimate.
 */
const SALE_SCALE: ReadonlyArray<Bracket> = [
  { from: 0, rate: percent(4.56) },
  { from: 7_500, rate: percent(2.85) },
  { from: 17_500, rate: percent(2.28) },
  { from: 30_000, rate: percent(1.71) },
  { from: 45_495, rate: percent(1.14) },
  { from: 64_095, rate: percent(0.57) },
  // Royal Decree of 22 November 2022 (MB 22 December 2022, from 1 January 2023) raised the top bracket: notaire.be's calculator gives 0.2 % above €250,095 (the older tables print 0.057 %); annex not read — estimate
  { from: 250_095, rate: percent(0.2) },
]

// Royal Decree of 22 November 2022, flat administrative costs ("frais de dossier") of a purchase deed, from 1 January 2023: https://www.rtbf.be/article/vers-une-diminution-des-frais-de-notaire-le-ministre-de-la-justice-veut-reformer-le-notariat-en-profondeur-10941057 — estimate
const ADMINISTRATIVE_COSTS = 750
// Code des droits et taxes divers, writing duty ("droit d'écriture") on a notarial deed, €50 as reported in 2021: https://www.likeimmo.be/article/quenglobent-les-frais-de-notaire — estimate, may have changed since
const WRITING_DUTY = 50
// Transcription of the deed at the mortgage office (AGDP), €230 as reported in 2021: https://www.likeimmo.be/article/quenglobent-les-frais-de-notaire — estimate
const TRANSCRIPTION = 230
// Code TVA, standard rate, due on notaries' fees and administrative costs since 1 January 2012: https://www.3270notaris.be/verkopen-kopen-huren-lenen/kopen-en-verkopen-1/kosten-bij-verkoop-uit-de-hand-1
export const NOTARY_VAT = percent(21)

/** The legal fee on a sale price by the degressive scale, in cents, rounded once at the end. */
function scaleFeeCents(priceCents: number): number {
  // Each bracket's share is summed exactly in cent × per-100,000 units before the one rounding.
  const exact = SALE_SCALE.reduce((sum, bracket, i) => {
    const next = SALE_SCALE[i + 1]
    const upper = next ? Math.min(priceCents, toCents(next.from)) : priceCents
    const part = Math.max(0, upper - toCents(bracket.from))
    return sum + part * bracket.rate.per100k
  }, 0)
  return Math.round(exact / 100_000)
}

export type NotaryCosts = {
  /** The notary's fee by the legal scale. */
  fees: number
  /** Flat administrative costs of the deed. */
  administrativeCosts: number
  /** 21 % VAT on the fees and the administrative costs. */
  vat: number
  /** Duties and charges paid through the notary: writing duty and transcription. */
  registryCosts: number
  /** Administrative and registry costs together: the "other deed costs" of the page. */
  otherCosts: number
  total: number
}

/**
 * The notary's bill for a purchase deed at a price (not the registration duty, which is separate).
 * An estimate: the sole-own-home scale (Jbis, from 2023) is lower, and searches and certificates
 * vary with the commune; the mortgage deed is out of scope.
 */
export function notaryCosts(price: number): NotaryCosts {
  const feeCents = scaleFeeCents(Math.max(0, toCents(price)))
  const adminCents = toCents(ADMINISTRATIVE_COSTS)
  const vatCents = applyRate(feeCents + adminCents, NOTARY_VAT)
  const registryCents = toCents(WRITING_DUTY + TRANSCRIPTION)
  return {
    fees: toEuros(feeCents),
    administrativeCosts: toEuros(adminCents),
    vat: toEuros(vatCents),
    registryCosts: toEuros(registryCents),
    otherCosts: toEuros(adminCents + registryCents),
    total: toEuros(feeCents + adminCents + vatCents + registryCents),
  }
}
