import { attachmentDisposition } from '#/server/content-disposition.ts'
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { looksLikeEmail, normalizeEmail } from '#/domain/email-address.ts'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { Refusal } from '#/server/refusals.ts'
import { addressHash, erasePerson, findPersonRecords, type ErasureCounts, type PersonRecords } from './personal-data.server.ts'
import { isLocale } from '#/i18n/locales.ts'
import { propertyTypeNames } from '#/listings/listing-queries.server.ts'
import { fieldLines, LEAD_FORMS, isLeadFormId } from '#/features/leads/index.ts'
import type { StoredLead } from '#/features/leads/index.server.ts'

// DESIGN.md "Staff and owners", personal data: find, export and erase what one address left, for
// agents and up (decision 033: personal-data.functions.ts for the page, a server route for the
// export's download). The audit log names the address by its hash: an erasure must not leave the
// address behind in the log that records it.

function invalidAddress(i18n: I18n): Refusal {
  return new Refusal('malformed', { reason: 'invalid', fields: ['email'], message: i18n._(msg`Enter a valid e-mail address.`) })
}

/** The address asked about, normalized, or a refusal when it is not one. */
function addressOf(i18n: I18n, email: string): string {
  const address = normalizeEmail(email)
  if (!looksLikeEmail(address)) throw invalidAddress(i18n)
  return address
}

/** What the page shows of a lead: its form's title and its fields under the staff labels, in the member's language. */
export type FoundLead = PersonRecords['leads'][number] & {
  formTitle: string
  lines: Array<{ label: string; value: string; writtenIn?: string }>
}

/** Everything the site keeps about one address. */
export async function personRecords(context: StaffContext, email: string): Promise<Omit<PersonRecords, 'leads'> & { leads: FoundLead[] }> {
  const { env, i18n, staff } = context
  const address = addressOf(i18n, email)
  const [records, names] = await Promise.all([findPersonRecords(env.DB, address), propertyTypeNames(env.DB, staff.language)])
  // The page reads each lead as the inbox does: the form's title and its fields under the staff
  // labels, in the member's language (the export keeps the stored data as it is).
  const textOf = { i18n, typeName: (id: number) => names.get(id) }
  const leads = records.leads.map((lead) => {
    const form = isLeadFormId(lead.form) ? LEAD_FORMS[lead.form] : undefined
    const stored = {
      ...lead,
      email: address,
      locale: isLocale(lead.locale) ? lead.locale : 'fr',
      campaign: lead.campaign,
      createdAt: lead.createdAt,
    } as StoredLead
    return {
      ...lead,
      formTitle: form ? i18n._(form.title) : lead.form,
      lines: fieldLines(stored, textOf, 'staff'),
    }
  })
  return { ...records, leads }
}

/** The export as a file to download (the page's link), with its audit line. */
export async function personalDataExport(context: StaffContext, url: URL): Promise<Response> {
  const { env, i18n, now, audit } = context
  const address = addressOf(i18n, url.searchParams.get('email') ?? '')
  const records = await findPersonRecords(env.DB, address)
  const hash = await addressHash(address)
  await audit('personal-data.export', `email-sha256:${hash}`).run()
  const file = JSON.stringify({ exportedAt: now.toISOString(), ...records }, null, 2)
  return new Response(file, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': attachmentDisposition(`personal-data-${now.toISOString().slice(0, 10)}-${hash.slice(0, 8)}.json`),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** Erases what one address left, once the address is typed again (a slip of the mouse erases nothing). */
export async function erasePersonalData(
  context: StaffContext,
  input: { email: string; confirm: string },
): Promise<{ erased: ErasureCounts }> {
  const { env, i18n, audit } = context
  const address = addressOf(i18n, input.email)
  if (normalizeEmail(input.confirm) !== address)
    throw new Refusal('invalid-input', {
      reason: 'invalid',
      fields: ['confirm'],
      message: i18n._(msg`Type the same e-mail address again to confirm the erasure.`),
    })
  const hash = await addressHash(address)
  const erased = await erasePerson(env.DB, env.MEDIA, address, (counts) => audit('personal-data.erase', `email-sha256:${hash}`, counts))
  return { erased }
}
