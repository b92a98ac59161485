import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '#/i18n/locales.ts'
import { formatArea, formatLongDate, formatNumber, unitText } from '#/domain/display-formats.ts'
import { translateCrmList, translateCrmValue, type CrmText, type CrmVocabulary } from '#/domain/crm-vocabulary.ts'
import { formatEuro } from '#/domain/price.ts'
import type { PropertyDetail } from './catalogue-types.ts'

// spec §3 "Property (detail/display)": every attribute group, each fact shown only when it has a
// value (spec §5: empty means null, undefined or blank text), with translated labels, CRM values in
// the page's language (crm-vocabulary.ts) and the units of spec §9 in the page's language.

/** A fact's value as parts: one for most facts, one per item for lists; a part the page could not translate carries its `lang`. */
export type Fact = { label: string; value: CrmText[] }
export type FactGroup = { id: string; heading: string; facts: Fact[] }

/** The fact's value as one plain string (for tests and plain-text uses). */
export function factText(fact: Fact): string {
  return fact.value.map((part) => part.text).join(', ')
}

// spec §3: facades — 4 open, 3 half open, 2 closed.
const FACADES: Record<2 | 3 | 4, MessageDescriptor> = {
  2: msg`Terraced (2 façades)`,
  3: msg`Semi-detached (3 façades)`,
  4: msg`Detached (4 façades)`,
}

const FLOOD_RISK: Record<'effective' | 'possible' | 'none', MessageDescriptor> = {
  effective: msg`Effectively flood-prone area`,
  possible: msg`Possibly flood-prone area`,
  none: msg`Not in a flood-prone area`,
}

const ASBESTOS: Record<'present' | 'absent' | 'not-required', MessageDescriptor> = {
  present: msg`Certificate available, asbestos present`,
  absent: msg`Certificate available, no asbestos found`,
  'not-required': msg`Not required`,
}

const ELECTRICITY: Record<'compliant' | 'non-compliant', MessageDescriptor> = {
  compliant: msg`Compliant`,
  'non-compliant': msg`Not compliant`,
}

export function buildFactGroups(
  property: PropertyDetail,
  i18n: I18n,
  locale: Locale,
  recordLanguage: Locale = property.recordLanguage,
): FactGroup[] {
  const d = property.details
  const yes = i18n._(msg`Yes`)
  const no = i18n._(msg`No`)
  const area = (value: number | null | undefined) => formatArea(value, locale)
  const length = (value: number | null | undefined) => (value ? `${formatNumber(value, locale, 1)}\u00a0${unitText('length', locale)}` : '')
  const euro = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatEuro(value))
  const flag = (value: boolean | undefined) => (value === undefined ? '' : value ? yes : no)
  const count = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatNumber(value, locale))
  const date = (value: string | undefined) => (value ? ` (${formatLongDate(value, locale)})` : '')
  const crm = (kind: CrmVocabulary, value: string | undefined) => translateCrmValue(kind, value, locale, recordLanguage)
  const fact = (label: MessageDescriptor, value: string | CrmText | CrmText[]): Fact => ({
    label: i18n._(label),
    value: typeof value === 'string' ? [{ text: value }] : Array.isArray(value) ? value : [value],
  })

  const groups: FactGroup[] = [
    {
      id: 'general',
      heading: i18n._(msg`General`),
      facts: [
        fact(msg`Reference`, String(property.id)),
        fact(msg`Type`, property.typeName ?? property.mainTypeName ?? ''),
        // A date reads "available from"; a CRM term ("by arrangement", "on signing of the deed") is the availability itself.
        d.availableFrom
          ? fact(msg`Available from`, formatLongDate(d.availableFrom, locale))
          : fact(msg`Availability`, crm('availability', d.availability)),
        fact(msg`Construction year`, d.constructionYear ? String(d.constructionYear) : ''),
        fact(msg`Renovation year`, d.renovationYear ? String(d.renovationYear) : ''),
        fact(msg`Building type`, d.facades ? i18n._(FACADES[d.facades]) : ''),
        fact(msg`Floors`, count(d.floors)),
        fact(msg`Furnished`, flag(d.furnished)),
      ],
    },
    {
      id: 'surfaces',
      heading: i18n._(msg`Surfaces`),
      facts: [
        fact(msg`Living area`, area(property.surfaceLiving)),
        fact(msg`Plot`, area(property.surfaceGround)),
        fact(msg`Total area`, area(d.surfaceTotal)),
        fact(msg`Built area`, area(d.surfaceConstructed)),
        fact(msg`Terrace`, area(d.surfaceTerrace)),
        fact(msg`Garden`, area(d.surfaceGarden)),
        fact(msg`Office space`, area(d.surfaceOffice)),
        fact(msg`Storage space`, area(d.surfaceStore)),
        fact(msg`Frontage`, length(d.frontWidth)),
        fact(msg`Plot width`, length(d.plotWidth)),
      ],
    },
    {
      id: 'layout',
      heading: i18n._(msg`Layout`),
      facts: [
        fact(msg`Bedrooms`, count(property.bedrooms)),
        fact(msg`Bathrooms`, count(property.bathrooms)),
        fact(msg`Shower rooms`, count(d.showerRooms)),
        fact(msg`Toilets`, count(d.toilets)),
        fact(msg`Extra rooms`, count(d.extraRooms)),
        fact(msg`Garages`, count(d.garages)),
        fact(msg`Parking spaces`, count(d.parkings)),
        fact(msg`Outdoor parking spaces`, count(d.externalParkings)),
        fact(msg`Cellar`, flag(d.hasCellar)),
        fact(msg`Attic`, flag(d.hasAttic)),
        fact(msg`Lift`, flag(d.hasLift)),
        fact(msg`Terrace`, d.surfaceTerrace ? '' : flag(d.hasTerrace)),
        fact(msg`Garden`, d.surfaceGarden ? '' : flag(d.hasGarden)),
        fact(msg`Garage`, d.garages ? '' : flag(d.hasGarage)),
        fact(msg`Parking`, d.parkings ? '' : flag(d.hasParking)),
        fact(msg`Garden orientation`, crm('orientation', d.gardenOrientation)),
        fact(msg`Terrace orientation`, crm('orientation', d.terraceOrientation)),
        fact(msg`Rear orientation`, crm('orientation', d.rearOrientation)),
      ],
    },
    {
      id: 'comfort',
      heading: i18n._(msg`Comfort and equipment`),
      facts: [
        fact(msg`Heating`, crm('heating', d.heating)),
        fact(msg`Kitchen`, crm('kitchen', d.kitchen)),
        fact(msg`Interior`, translateCrmList('interior', d.interiorComfort, locale, recordLanguage)),
        fact(msg`Exterior`, translateCrmList('exterior', d.exteriorComfort, locale, recordLanguage)),
        fact(msg`Glazing`, crm('glazing', d.windowGlazing)),
        fact(msg`Window frames`, crm('windowFrame', d.windowFrame)),
        fact(msg`Roof`, [crm('roofType', d.roofType), crm('roofMaterial', d.roofMaterial)]),
        fact(msg`Roof condition`, crm('roofCondition', d.roofCondition)),
        fact(msg`Gas`, flag(d.hasGas)),
        fact(msg`Water`, flag(d.hasWater)),
        fact(msg`Electricity`, flag(d.hasElectricity)),
        fact(msg`Sewer connection`, flag(d.hasDrainConnection)),
      ],
    },
    {
      id: 'planning',
      heading: i18n._(msg`Urban planning and certificates`),
      facts: [
        fact(msg`Planning designation`, crm('planning', d.planningInformation)),
        fact(msg`Permitted use`, crm('areaApplication', d.areaApplication)),
        fact(msg`Building permit`, flag(d.buildingPermit)),
        fact(msg`Allotment permit`, flag(d.allotmentPermit)),
        fact(msg`Pre-emptive right`, flag(d.preemptiveRights)),
        fact(msg`Planning summons`, flag(d.summons)),
        fact(msg`Court ruling`, flag(d.judicialDecision)),
        fact(msg`Flood risk`, d.floodRiskArea ? i18n._(FLOOD_RISK[d.floodRiskArea]) : ''),
        fact(msg`Flood zone`, crm('floodZone', d.floodZone)),
        fact(msg`Riverbank zone`, flag(d.riverbankZone)),
        fact(msg`Building flood score (G-score)`, d.gScore ?? ''),
        fact(msg`Plot flood score (P-score)`, d.pScore ?? ''),
        fact(
          msg`Asbestos certificate`,
          d.asbestosCertificate ? i18n._(ASBESTOS[d.asbestosCertificate]) + date(d.asbestosCertificateDate) : '',
        ),
        fact(
          msg`Electrical inspection`,
          d.electricityCertificate ? i18n._(ELECTRICITY[d.electricityCertificate]) + date(d.electricityCertificateDate) : '',
        ),
        fact(msg`Gas certificate`, flag(d.gasCertificate)),
        fact(msg`Soil certificate`, crm('soilCertificate', d.soilCertificate)),
      ],
    },
    {
      id: 'costs',
      heading: i18n._(msg`Costs and taxes`),
      facts: [
        fact(msg`Cadastral income`, euro(d.cadastralIncome)),
        fact(msg`Property tax`, euro(d.realEstateTax)),
        fact(msg`Charges for the owner`, euro(d.chargesOwner)),
        fact(msg`Monthly charges for the tenant`, euro(d.chargesRenter)),
        fact(msg`Total monthly cost for the tenant`, euro(d.renterTotalCost)),
        fact(msg`Rental deposit`, euro(d.deposit)),
        fact(msg`Inventory of fixtures`, euro(d.inventoryCost)),
        fact(msg`Notary fees (estimate)`, euro(d.notaryFee)),
        fact(msg`Registration duties (estimate)`, euro(d.registrationRights)),
        fact(msg`VAT`, euro(d.vat)),
      ],
    },
  ]
  if (d.viager) {
    const heads = d.viager.heads.map((head) =>
      head.gender === 'female' ? i18n._(msg`woman, ${head.age} years`) : i18n._(msg`man, ${head.age} years`),
    )
    groups.push({
      id: 'viager',
      heading: i18n._(msg`Life annuity (viager)`),
      facts: [
        fact(msg`Down payment (bouquet)`, euro(d.viager.bouquet)),
        fact(msg`Monthly annuity`, euro(d.viager.monthlyRent)),
        fact(msg`Annuitants`, heads.join(' · ')),
        fact(msg`Annuity continues for the survivor`, flag(d.viager.survivalAnnuity)),
        fact(msg`Indexed annuity`, flag(d.viager.indexedRent)),
      ],
    })
  }
  return groups
    .map((group) => ({ ...group, facts: group.facts.map(withoutEmptyParts).filter((item) => item.value.length > 0) }))
    .filter((group) => group.facts.length > 0)
}

function withoutEmptyParts(fact: Fact): Fact {
  return { ...fact, value: fact.value.filter((part) => part.text.trim() !== '') }
}

/** The energy figures beside the EPC graphic, with the units of spec §9 in the page's language. */
export function energyFacts(property: PropertyDetail, i18n: I18n, locale: Locale): Fact[] {
  const d = property.details
  const fact = (label: MessageDescriptor, value: string): Fact => ({ label: i18n._(label), value: [{ text: value }] })
  const facts: Fact[] = [
    fact(msg`Specific primary energy use`, formatArea(property.epcValue, locale, 'energyPerArea')),
    fact(msg`Total primary energy use`, formatArea(d.epcTotal, locale, 'energyPerYear')),
    fact(msg`CO₂ emissions`, formatArea(d.co2Emission, locale, 'co2PerArea')),
    fact(msg`E-level`, d.eLevel !== undefined ? `E${formatNumber(d.eLevel, locale)}` : ''),
    fact(msg`Certificate number`, d.epcCertificateNumber ?? ''),
    fact(msg`Certificate valid until`, formatLongDate(d.epcCertificateEndDate, locale)),
  ]
  return facts.map(withoutEmptyParts).filter((item) => item.value.length > 0)
}
