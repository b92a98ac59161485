import * as v from 'valibot'
import { attachmentDisposition } from '#/server/content-disposition.ts'
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { looksLikeEmail, normalizeEmail } from '#/domain/email-address.ts'
import {
  ADMIN_API_PREFIX,
  readStaffJson,
  staffJson,
  staffGuard,
  STAFF_ANSWER_HEADERS,
  type StaffRoute,
} from '#/admin/staff-guard.server.ts'
import { addressHash, erasePerson, findPersonRecords } from './personal-data.server.ts'
import { isLocale } from '#/i18n/locales.ts'
import { propertyTypeNames } from '#/listings/listing-queries.server.ts'
import { fieldLines, LEAD_FORMS, isLeadFormId } from '#/features/leads/index.ts'
import type { StoredLead } from '#/features/leads/index.server.ts'

// /api/admin/personal-data (issue 18 "Personal data"): find, export and erase what one address left.
// The audit log names the address by its hash: an erasure must not leave the address behind in the
// log that records it.

function invalidAddress(i18n: I18n): Response {
  return staffJson({ error: 'invalid', fields: ['email'], message: i18n._(msg`Enter a valid e-mail address.`) }, 400)
}

/** The address of a query string, or null when it is not one. */
function queriedAddress(url: URL): string | null {
  const email = normalizeEmail(url.searchParams.get('email') ?? '')
  return looksLikeEmail(email) ? email : null
}

const EraseSchema = v.object({ email: v.pipe(v.string(), v.maxLength(320)), confirm: v.pipe(v.string(), v.maxLength(320)) })

export const PERSONAL_DATA_ROUTES: StaffRoute[] = [
  staffGuard({
    path: `${ADMIN_API_PREFIX}personal-data`,
    methods: ['GET'],
    role: 'agent',
    example: `${ADMIN_API_PREFIX}personal-data?email=someone%40example.be`,
    handle: async ({ env, url, i18n, staff }) => {
      const email = queriedAddress(url)
      if (!email) return invalidAddress(i18n)
      const [records, names] = await Promise.all([findPersonRecords(env.DB, email), propertyTypeNames(env.DB, staff.language)])
      // The page reads each lead as the inbox does: the form's title and its fields under the staff
      // labels, in the member's language (the export keeps the stored data as it is).
      const context = { i18n, typeName: (id: number) => names.get(id) }
      const leads = records.leads.map((lead) => {
        const form = isLeadFormId(lead.form) ? LEAD_FORMS[lead.form] : undefined
        const stored = {
          ...lead,
          email,
          locale: isLocale(lead.locale) ? lead.locale : 'fr',
          campaign: lead.campaign,
          createdAt: lead.createdAt,
        } as StoredLead
        return { ...lead, formTitle: form ? i18n._(form.title) : lead.form, lines: fieldLines(stored, context, 'staff') }
      })
      return staffJson({ ...records, leads })
    },
  }),
  staffGuard({
    path: `${ADMIN_API_PREFIX}personal-data/export`,
    methods: ['GET'],
    role: 'agent',
    example: `${ADMIN_API_PREFIX}personal-data/export?email=someone%40example.be`,
    handle: async ({ env, url, i18n, now, audit }) => {
      const email = queriedAddress(url)
      if (!email) return invalidAddress(i18n)
      const records = await findPersonRecords(env.DB, email)
      const hash = await addressHash(email)
      await audit('personal-data.export', `email-sha256:${hash}`).run()
      const file = JSON.stringify({ exportedAt: now.toISOString(), ...records }, null, 2)
      return new Response(file, {
        headers: {
          ...STAFF_ANSWER_HEADERS,
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': attachmentDisposition(`personal-data-${now.toISOString().slice(0, 10)}-${hash.slice(0, 8)}.json`),
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  }),
  staffGuard({
    path: `${ADMIN_API_PREFIX}personal-data/erase`,
    methods: ['POST'],
    role: 'agent',
    handle: async ({ request, env, i18n, audit }) => {
      const body = await readStaffJson(request, EraseSchema)
      if (!body.ok) return body.response
      const email = normalizeEmail(body.value.email)
      if (!looksLikeEmail(email)) return invalidAddress(i18n)
      // The second step: the address typed again, so a slip of the mouse erases nothing.
      if (normalizeEmail(body.value.confirm) !== email) {
        return staffJson(
          { error: 'invalid', fields: ['confirm'], message: i18n._(msg`Type the same e-mail address again to confirm the erasure.`) },
          422,
        )
      }
      const hash = await addressHash(email)
      const erased = await erasePerson(env.DB, env.MEDIA, email, (counts) => audit('personal-data.erase', `email-sha256:${hash}`, counts))
      return staffJson({ erased })
    },
  }),
]
