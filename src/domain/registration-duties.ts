import type { Region } from './regions.ts'
import { applyRate, percent, toCents, toEuros, type Rate } from './euro-cents.ts'

/*
 * Registration duties (droits d'enregistrement / registratiebelasting) on a purchase signed on or
 * after 1 January 2026, per region (decision 022). Every figure is an estimate for the visitor; the
 * notary works out the duty with the buyer's full situation (meeneembaarheid, social loans …).
 */

/** The day the rates below are those in force on ("as in force on 1 January 2026"); the page says so. */
export const DUTY_RATES_IN_FORCE_ON = '2026-01-01'

// Flanders, Vlaamse Codex Fiscaliteit (verkooprecht), standard rate 10 % → 12 % from 1 January 2022 (secondary source, official page not reached): https://www.demorgen.be/voor-u-uitgelegd/wordt-een-woning-kopen-straks-echt-goedkoper-alles-wat-u-moet-weten-over-de-nieuwe-registratierech-ten~b652b3ca/
const FLANDERS_STANDARD = percent(12)
// Flanders, Vlaamse Codex Fiscaliteit, sole own home ("enige eigen woning") 3 % → 2 % from 1 January 2025 (secondary source, official page not reached): https://kpmg.com/us/en/taxnewsflash/news/2024/10/tnf-belgium-overview-of-agreed-tax-measures-for-flemish-region.html
const FLANDERS_SOLE_HOME = percent(2)
// Flanders, modest-home reduction ("bescheiden woning") on the sole-own-home duty, 2025 figure (decision 022) — not confirmed for 2026: no official source for 2025–2026 was reached
const FLANDERS_MODEST_HOME_REDUCTION = 1_867
// Flanders, modest home: price ceiling, 2025 figure (decision 022), unconfirmed for 2026
const FLANDERS_MODEST_HOME_CEILING = 220_000
// Flanders, modest home: ceiling in the core cities and the Vlaamse Rand, 2025 figure (decision 022), unconfirmed for 2026
const FLANDERS_MODEST_HOME_CEILING_CORE = 240_000

// Wallonia, Code des droits d'enregistrement art. 44 as applicable in Wallonia, ordinary rate (Fednot): https://temp.notaire.be/immobilier/acheter-et-vendre-un-bien-immobilier/les-frais-lies-lachat/droits-denregistrement-en-region-wallonne
const WALLONIA_STANDARD = percent(12.5)
// Wallonia, decree of 5 December 2024 (MB 13 December 2024), sole own home 3 % for deeds from 1 January 2025, circular 2025/C/42 of 5 July 2025; the first-home abattement was abolished with it (Fednot): https://temp.notaire.be/immobilier/acheter-et-vendre-un-bien-immobilier/les-frais-lies-lachat/droits-denregistrement-en-region-wallonne
const WALLONIA_SOLE_HOME = percent(3)

// Brussels, Code des droits d'enregistrement art. 44 as applicable in Brussels, rate (unchanged by the 2023 reform): https://be.brussels/fr/logement/achat-vente-propriete/achat-vente/aides-lachat/reduction-des-droits-denregistrement
const BRUSSELS_RATE = percent(12.5)
// Brussels, art. 46bis (ordinance of 2022, sales from 1 April 2023): no duty on the first €200,000 of a sole own home: https://be.brussels/fr/logement/achat-vente-propriete/achat-vente/aides-lachat/reduction-des-droits-denregistrement
const BRUSSELS_ABATEMENT = 200_000
// Brussels, art. 46bis (sales from 1 April 2023): no abatement above a price of €600,000 (secondary source): https://blog.forumforthefuture.be/fr/article/immobilier-bruxellois-regime-de-droit-denregistrement-plus-avantageux-des-le-1er-avril-2023/17801
export const BRUSSELS_ABATEMENT_CEILING = 600_000
// Brussels, renovation abatement (sales from 1 April 2023): €25,000 more per EPC class gained: https://be.brussels/fr/logement/achat-vente-propriete/achat-vente/aides-lachat/reduction-des-droits-denregistrement
export const BRUSSELS_PER_EPC_CLASS = 25_000
// Brussels, renovation abatement: only with a commitment of at least two classes (same page)
export const BRUSSELS_MIN_EPC_CLASSES = 2

// Code TVA art. 37 with Royal Decree no. 20, standard rate on a new building sold under VAT (reduced rates for social or demolished-and-rebuilt housing left out; no official page reached)
export const NEW_BUILD_VAT = percent(21)

/** Which rule set the duty, so the page can say why (the words live in the UI's catalogue). */
export type DutyRule =
  | 'flanders-standard'
  | 'flanders-sole-home'
  | 'flanders-sole-home-modest'
  | 'wallonia-standard'
  | 'wallonia-sole-home'
  | 'brussels-standard'
  | 'brussels-sole-home-over-ceiling'
  | 'brussels-sole-home-abatement'
  | 'brussels-sole-home-renovation-abatement'

export type DutyInput = {
  /** The price (or, for a new build, the land share) in euros. */
  price: number
  region: Region
  /** The buyer's sole own home, lived in as their main residence. */
  soleOwnHome: boolean
  /** Brussels: EPC classes the buyer commits to gain (fewer than two count as none). */
  epcClassesCommitted?: number
  /** Flanders: the home is in a core city or the Vlaamse Rand (a higher modest-home ceiling). */
  flandersCoreCity?: boolean
}

export type DutyResult = {
  duty: number
  rule: DutyRule
  /** The part of the price taxed (price minus a Brussels abatement). */
  taxableBase: number
  /** The rate as a percentage, e.g. 12.5. */
  ratePercent: number
  /** Flanders' modest-home reduction taken off the duty, in euros; 0 elsewhere. */
  reduction: number
  /** Brussels: the part of the price free of duty (its abatement), in euros; 0 elsewhere. */
  abatement: number
}

function result(rule: DutyRule, baseCents: number, rate: Rate, reductionCents = 0, abatementCents = 0): DutyResult {
  const gross = applyRate(baseCents, rate)
  const reduction = Math.min(gross, reductionCents)
  return {
    duty: toEuros(gross - reduction),
    rule,
    taxableBase: toEuros(baseCents),
    ratePercent: rate.per100k / 1000,
    reduction: toEuros(reduction),
    abatement: toEuros(abatementCents),
  }
}

function flanders(priceCents: number, input: DutyInput): DutyResult {
  if (!input.soleOwnHome) return result('flanders-standard', priceCents, FLANDERS_STANDARD)
  const ceiling = input.flandersCoreCity ? FLANDERS_MODEST_HOME_CEILING_CORE : FLANDERS_MODEST_HOME_CEILING
  if (priceCents <= toCents(ceiling)) {
    return result('flanders-sole-home-modest', priceCents, FLANDERS_SOLE_HOME, toCents(FLANDERS_MODEST_HOME_REDUCTION))
  }
  return result('flanders-sole-home', priceCents, FLANDERS_SOLE_HOME)
}

function brussels(priceCents: number, input: DutyInput): DutyResult {
  if (!input.soleOwnHome) return result('brussels-standard', priceCents, BRUSSELS_RATE)
  if (priceCents > toCents(BRUSSELS_ABATEMENT_CEILING)) return result('brussels-sole-home-over-ceiling', priceCents, BRUSSELS_RATE)
  const classes = Math.floor(input.epcClassesCommitted ?? 0)
  const renovation = classes >= BRUSSELS_MIN_EPC_CLASSES
  const abatement = toCents(BRUSSELS_ABATEMENT + (renovation ? classes * BRUSSELS_PER_EPC_CLASS : 0))
  const base = Math.max(0, priceCents - abatement)
  return result(renovation ? 'brussels-sole-home-renovation-abatement' : 'brussels-sole-home-abatement', base, BRUSSELS_RATE, 0, abatement)
}

/** The registration duty on a purchase in a region, with the rule that applied. */
export function registrationDuty(input: DutyInput): DutyResult {
  const priceCents = Math.max(0, toCents(input.price))
  switch (input.region) {
    case 'flanders':
      return flanders(priceCents, input)
    case 'wallonia':
      return input.soleOwnHome
        ? result('wallonia-sole-home', priceCents, WALLONIA_SOLE_HOME)
        : result('wallonia-standard', priceCents, WALLONIA_STANDARD)
    case 'brussels':
      return brussels(priceCents, input)
  }
}

export type NewBuildInput = Omit<DutyInput, 'price'> & { landShare: number; buildingShare: number }

export type NewBuildResult = { landDuty: DutyResult; buildingVat: number; total: number }

/**
 * A new build bought in a project: 21 % VAT on the building share, registration duty on the land
 * share by the region's rules (the region's ceilings then read the land share, which is what the
 * deed taxes). When the land too is sold under VAT, pass it in the building share with landShare 0.
 */
export function newBuildTaxes(input: NewBuildInput): NewBuildResult {
  const landDuty = registrationDuty({ ...input, price: input.landShare })
  const vatCents = applyRate(Math.max(0, toCents(input.buildingShare)), NEW_BUILD_VAT)
  return { landDuty, buildingVat: toEuros(vatCents), total: toEuros(toCents(landDuty.duty) + vatCents) }
}
