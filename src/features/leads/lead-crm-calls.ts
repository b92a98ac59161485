import type { AlertLimits } from '#/domain/alert-matching.ts'
import { LOCALE_NATIVE_NAMES, type Locale } from '#/i18n/locales.ts'
import { msg } from '@lingui/core/macro'
import { CRM_LANGUAGE_IDS, type CrmArguments, type CrmLanguage } from '#/server/crm/omnicasa-protocol.ts'
import { textLine } from '#/server/mail-layout.ts'
import type { Campaign } from '#/domain/campaign.ts'
import { LEAD_FORMS, isLeadFormId, type LeadFormId } from './lead-forms.ts'
import { TITLE_OPTIONS } from './lead-fields.ts'
import { fieldLines, paymentLines, sentDocumentsLine, viewingLine, type SummaryContext } from './lead-summary.ts'
import type { StoredLead } from './lead-store.server.ts'

// Which leads reach the CRM and as which call (docs/decisions/016-crm-connection.md). The
// argument names are those of the public PHP library's ContactOnMe / ContactOnMeProject requests
// (fw4-bvba/omnicasa-api); what the libraries leave open is decided here, each choice once, so that
// meeting the real API changes this file and no other.

export type CrmLeadMethod = 'ContactOnMe' | 'ContactOnMeProject'
/** A search alert's calls (decision 017): registered once confirmed, unregistered when its subscriber leaves. */
export type CrmDemandMethod = 'DemandRegister' | 'UnsubscribeDemandPerson'

/**
 * The CRM's call of each form, or null for a lead the CRM never receives:
 * - job applications, testimonials and newsletter sign-ups are not prospects of a property;
 * - send-to-friend carries a stranger's address, which the agency may not file as a contact;
 * - the search alert (demand-register) waits for its confirmation: it is sent as DemandRegister when
 *   confirmed and as UnsubscribeDemandPerson when left (demandRegisterCall, unsubscribeDemandCall).
 */
export const CRM_LEAD_METHODS: { readonly [Id in LeadFormId]: CrmLeadMethod | null } = {
  'site-contact': 'ContactOnMe',
  'search-request': 'ContactOnMe',
  'contact-demand': 'ContactOnMe',
  'contact-me': 'ContactOnMe',
  documents: 'ContactOnMe',
  'contact-appointment': 'ContactOnMe',
  'rent-appointment': 'ContactOnMe',
  'purchase-offer': 'ContactOnMe',
  'rental-application': 'ContactOnMe',
  'contact-construction': 'ContactOnMeProject',
  'send-to-friend': null,
  'demand-register': null,
  'contact-testimonial': null,
  'job-application': null,
  'sign-newsletter': null,
}

/** The CRM call a lead of this form is delivered with, or null when it is never sent. */
export function crmMethodFor(form: string): CrmLeadMethod | null {
  return isLeadFormId(form) ? CRM_LEAD_METHODS[form] : null
}

export type CrmLeadCall = { method: CrmLeadMethod | CrmDemandMethod; args: CrmArguments; language: CrmLanguage }

/**
 * The CRM has no German: a German visitor's call goes in English (LanguageIdFromParameter 3, as the
 * site's German pages fall back), and Content says the visitor wrote in German.
 */
function crmLanguageOf(locale: Locale): CrmLanguage {
  return locale === 'de' ? 'en' : locale
}

/** Campaign parameters under the names of the library's MarketingTrackingParameters object. */
const TRACKING_NAMES: { readonly [Key in keyof Required<Campaign>]: string } = {
  utm_source: 'UTMSource',
  utm_medium: 'UTMMedium',
  utm_campaign: 'UTMCampaign',
  utm_term: 'UTMTerm',
  utm_content: 'UTMContent',
  gclid: 'GCLID',
  fbclid: 'FBCLID',
  msclkid: 'MSCLKID',
}

/** spec §3 Goal: 0 for sale (the visitor buys), 1 for rent; the search request's choice is 'buy' or 'rent'. */
const GOAL_IDS: Readonly<Record<string, 0 | 1>> = { buy: 0, rent: 1 }

/**
 * A Belgian mobile number (04xx…, +324…, 00324…) is the CRM's GSM; any other number its PhoneNumber.
 * The site asks one phone number; the CRM keeps the two apart.
 */
function isMobile(phone: string): boolean {
  const digits = phone.replace(/[^\d+]/g, '')
  return /^(04\d{8}|\+324\d{8}|00324\d{8})$/.test(digits)
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)
const amount = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/**
 * The fields that travel as the CRM's own arguments, not as Content lines. A valuation's street and
 * town are those of the property to value, not necessarily the visitor's home: they stay in Content,
 * so the CRM never files them as the person's address.
 */
function argumentFields(form: LeadFormId): ReadonlySet<string> {
  const contact = ['title', 'firstName', 'lastName', 'email', 'phone', 'newsletter', 'remark']
  const address = form === 'contact-demand' ? [] : ['street', 'houseNumber', 'zip', 'city']
  const search = form === 'search-request' ? ['goal', 'propertyType', 'budgetMin', 'budgetMax'] : []
  return new Set([...contact, ...address, ...search])
}

/**
 * The CRM call of a stored lead, or null when its form is never sent, built from the lead's summary
 * (lead-summary.ts), not from its mail. `context` is the agency's language (its i18n and property
 * type names): Subject and Content are written for its staff.
 */
export function crmCallFor(lead: StoredLead, context: SummaryContext): CrmLeadCall | null {
  const method = crmMethodFor(lead.form)
  if (!method || !isLeadFormId(lead.form)) return null
  const form = LEAD_FORMS[lead.form]
  const { i18n } = context
  const fields = lead.fields
  const has = (name: string) => form.fields.some((spec) => spec.name === name)
  const language = crmLanguageOf(lead.locale)
  const args: CrmArguments = {}
  const put = (name: string, value: unknown) => {
    if (value !== undefined) args[name] = value
  }

  put('Name', text(fields.lastName))
  put('FirstName', text(fields.firstName))
  // The CRM files a title as text ("Mr", "Mme"…): the option's label in the agency's language.
  const title = TITLE_OPTIONS.find((option) => option.value === fields.title)
  put('AddressTitle', title ? i18n._(title.label) : undefined)
  if (lead.form !== 'contact-demand') {
    put('Address', [text(fields.street), text(fields.houseNumber)].filter(Boolean).join(' ') || undefined)
    put('Zip', text(fields.zip))
    put('City', text(fields.city))
  }
  put('Email', lead.email ?? text(fields.email))
  const phone = text(fields.phone)
  if (phone) put(isMobile(phone) ? 'GSM' : 'PhoneNumber', phone)
  // The newsletter opt-in is the CRM's IsReceivedEmail; a form that does not ask it sends nothing.
  if (has('newsletter')) put('IsReceivedEmail', fields.newsletter === true)
  // A form for one goal only (a sale's viewing or offer, a rental's) says it; the search request asks it.
  put('Goal', lead.form === 'search-request' ? GOAL_IDS[String(fields.goal)] : form.goal)
  if (lead.form === 'search-request') {
    const type = Number(fields.propertyType)
    if (Number.isInteger(type) && type > 0) put('TypeOfPropertyIDs', [type])
    put('PriceMin', amount(fields.budgetMin))
    put('PriceMax', amount(fields.budgetMax))
  }
  if (method === 'ContactOnMe') put('ObjectID', lead.propertyId ?? undefined)
  else put('ProjectIDs', lead.projectId === null ? undefined : [lead.projectId])
  put('Subject', i18n._(form.title))
  const viewing = viewingLine(lead, i18n)
  // A booked viewing's slot is the CRM's agenda comment; the agent plans the visit from it.
  put('AgendaComment', viewing?.value)
  put('Content', content(lead, context, argumentFields(lead.form)))
  put('LanguageIdFromParameter', CRM_LANGUAGE_IDS[language])
  put('MarketingTrackingParameters', trackingParameters(lead.campaign))
  // Our lead id: the agency (and the benchmark) can see one lead arrived once, and find it in our mails.
  put('CustomStr1', lead.id)
  return { method, args, language }
}

/**
 * The visitor's message first, as written, then every other field without a CRM argument as
 * "label: value" lines of the lead's summary in the agency's language (labelled for staff),
 * a rental viewing's payment summary, and the visitor's language when the CRM cannot name it.
 */
function content(lead: StoredLead, context: SummaryContext, omit: ReadonlySet<string>): string | undefined {
  const { i18n } = context
  const language = i18n.locale
  const documents = sentDocumentsLine(lead, i18n)
  const lines = [...fieldLines(lead, context, 'staff', omit), ...paymentLines(lead, i18n), ...(documents ? [documents] : [])]
  if (lead.locale === 'de') lines.push({ label: i18n._(msg`Language of the visitor`), value: LOCALE_NATIVE_NAMES.de })
  const message = text(lead.fields.remark)
  const parts = [...(message ? [message] : []), ...(lines.length > 0 ? [lines.map((line) => textLine(language, line)).join('\n')] : [])]
  return parts.length > 0 ? parts.join('\n\n') : undefined
}

function trackingParameters(campaign: Record<string, string> | null): Record<string, string> | undefined {
  if (!campaign) return undefined
  const tracking: Record<string, string> = {}
  for (const [key, name] of Object.entries(TRACKING_NAMES)) {
    const value = campaign[key]
    if (value) tracking[name] = value
  }
  return Object.keys(tracking).length > 0 ? tracking : undefined
}

/**
 * The CRM's id of what a successful call created, when its answer names one: ContactOnMe answers
 * `Value` as the id itself or as an object with `ID` (the libraries do not say); null when neither.
 */
export function crmIdOf(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return String(value)
  if (value !== null && typeof value === 'object') {
    const id = (value as Record<string, unknown>).ID ?? (value as Record<string, unknown>).Id
    if (typeof id === 'number' || (typeof id === 'string' && id !== '')) return String(id)
  }
  return null
}

/** What the CRM learns of a search alert: its criteria as stored (search-alerts.server.ts). */
export type DemandCriteria = AlertLimits & {
  goal: 0 | 1
  typeIds: readonly number[]
  zips: readonly string[]
}

const count = (value: number | null): number | undefined => (value !== null && value > 0 ? value : undefined)

/**
 * A confirmed search alert as the CRM's DemandRegister (spec §3 "Demand register", without its
 * password: decision 017). Towns have no argument of their own: the CRM's demand knows postal codes
 * (Zips); the alert's towns stay with the site's own matcher. A garden or terrace not asked for is
 * left out rather than sent as "without".
 */
export function demandRegisterCall(lead: Pick<StoredLead, 'id' | 'locale' | 'email' | 'fields'>, criteria: DemandCriteria): CrmLeadCall {
  const language = crmLanguageOf(lead.locale)
  const args: CrmArguments = {}
  const put = (name: string, value: unknown) => {
    if (value !== undefined) args[name] = value
  }
  put('Name', text(lead.fields.lastName))
  put('FirstName', text(lead.fields.firstName))
  put('Email', lead.email ?? text(lead.fields.email))
  put('LanguageId', CRM_LANGUAGE_IDS[language])
  put('Goal', criteria.goal)
  put('TypeOfPropertyIDs', criteria.typeIds.length > 0 ? [...criteria.typeIds] : undefined)
  put('Zips', criteria.zips.length > 0 ? [...criteria.zips] : undefined)
  put('PriceMin', count(criteria.budgetMin))
  put('PriceMax', count(criteria.budgetMax))
  put('MinRooms', count(criteria.minBedrooms))
  put('MinBathRooms', count(criteria.minBathrooms))
  put('MinGarages', count(criteria.minGarages))
  put('MinParkings', count(criteria.minParkings))
  put('Garden', criteria.garden ? true : undefined)
  put('Terrace', criteria.terrace ? true : undefined)
  put('CustomStr1', lead.id)
  return { method: 'DemandRegister', args, language }
}

/** The subscriber left: the CRM's demand (DemandRegister's answer) is unregistered. */
export function unsubscribeDemandCall(lead: Pick<StoredLead, 'id' | 'locale' | 'email' | 'fields'>, demandId: string): CrmLeadCall {
  const language = crmLanguageOf(lead.locale)
  const numeric = Number(demandId)
  return {
    method: 'UnsubscribeDemandPerson',
    args: {
      DemandID: Number.isSafeInteger(numeric) ? numeric : demandId,
      Email: lead.email ?? text(lead.fields.email) ?? '',
      LanguageId: CRM_LANGUAGE_IDS[language],
      CustomStr1: lead.id,
    },
    language,
  }
}
