import * as v from 'valibot'
import { attachmentDisposition } from '#/server/content-disposition.ts'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { auditEntries } from '#/admin/audit-log.server.ts'
import { readStaffJson, staffJson, staffGuard, type StaffRoute, type StaffGuardInput } from '#/admin/staff-guard.server.ts'
import {
  LEAD_FORMS,
  LEAD_FORM_IDS,
  isLeadFormId,
  fieldLines,
  leadUploads,
  paymentLines,
  sentDocumentsLine,
  viewingLine,
} from '#/features/leads/index.ts'
import {
  deliverDueMails,
  deliverDueCrmLeadsOf,
  findLead,
  type MailKind,
  type StoredLead,
  type StoredUpload,
  describeSubject,
} from '#/features/leads/index.server.ts'
import { propertyTypeNames } from '#/listings/listing-queries.server.ts'
import { syncHealth } from '#/features/crm-sync/index.server.ts'
import { mailOrigin } from '#/server/mail-origin.ts'
import {
  assignStatement,
  assignableStaff,
  crmDueNowStatement,
  exportLeads,
  failedDeliveries,
  inboxPage,
  leadCrmDeliveries,
  leadMails,
  leadNotes,
  leadStanding,
  leadsPerForm,
  mailDueNowStatement,
  noteStatement,
  openLeadCounts,
  pendingTestimonialCount,
  statusStatement,
} from './lead-inbox.server.ts'
import { brusselsDayBounds } from '#/domain/brussels-calendar.ts'
import { LEAD_STATUSES, LEAD_STATUS_LABELS, NOTE_MAX_LENGTH, cursorOf, readInboxFilters } from './lead-inbox-rules.ts'
import { csvText } from '#/domain/csv.ts'

// The leads inbox's endpoints (issue 18 "Leads", "Dashboard"), all for agents and up. Reads answer
// JSON in the member's language; each change is made in one batch with its audit line; uploads are
// served only here, as attachments.

/** A lead's id in a path: what the lead endpoint makes (32 hex) and what older rows hold. */
const LEAD_ID = '([A-Za-z0-9_-]{1,64})'
const leadPath = (tail = '') => new RegExp(`^/api/admin/leads/${LEAD_ID}${tail}$`)
/** How many failed mails and CRM deliveries the dashboard lists. */
const DASHBOARD_LATEST = 5

function notFound(i18n: I18n): Response {
  return staffJson({ error: 'not-found', message: i18n._(msg`This lead does not exist, or it was erased.`) }, 404)
}

function formTitle(i18n: I18n, form: string): string {
  return isLeadFormId(form) ? i18n._(LEAD_FORMS[form].title) : form
}

/** The forms for the inbox's filter, titled in the member's language. */
function formChoices(i18n: I18n) {
  return LEAD_FORM_IDS.map((id) => ({ id, title: i18n._(LEAD_FORMS[id].title) })).sort((a, b) =>
    a.title.localeCompare(b.title, i18n.locale),
  )
}

const searchOf = (url: URL) => readInboxFilters((name) => url.searchParams.get(name) ?? undefined)

/** The uploads a lead keeps, by the form field they came in (cv, picture). */
function uploadsOf(lead: StoredLead): Array<{ field: string; upload: StoredUpload }> {
  const kept = new Set(leadUploads(lead))
  return Object.entries(lead.fields).flatMap(([field, value]) =>
    kept.has(value as StoredUpload) ? [{ field, upload: value as StoredUpload }] : [],
  )
}

function visitorName(lead: StoredLead): string {
  const part = (name: string) => (typeof lead.fields[name] === 'string' ? (lead.fields[name] as string) : '')
  return [part('firstName'), part('lastName')].filter(Boolean).join(' ') || part('author')
}

async function withLead(input: StaffGuardInput, then: (lead: StoredLead) => Promise<Response>): Promise<Response> {
  const lead = await findLead(input.env.DB, input.params[0]!)
  return lead ? then(lead) : notFound(input.i18n)
}

const list = staffGuard({
  path: '/api/admin/leads',
  methods: ['GET'],
  role: 'agent',
  handle: async ({ env, url, staff, i18n }) => {
    const filters = searchOf(url)
    const [page, assignees] = await Promise.all([inboxPage(env.DB, filters, staff.id), assignableStaff(env.DB)])
    return staffJson({
      leads: page.leads.map((lead) => ({ ...lead, formTitle: formTitle(i18n, lead.form) })),
      next: page.next ? cursorOf(page.next) : null,
      counts: page.counts,
      forms: formChoices(i18n),
      assignees,
    })
  },
})

const exportCsv = staffGuard({
  path: '/api/admin/leads.csv',
  methods: ['GET'],
  role: 'agent',
  handle: async ({ env, url, staff, i18n, now }) => {
    const { after: _page, ...filters } = searchOf(url)
    const leads = await exportLeads(env.DB, filters, staff.id)
    const header = [
      i18n._(msg`Received`),
      i18n._(msg`Form`),
      i18n._(msg`Status`),
      i18n._(msg`Assigned to`),
      i18n._(msg`Name`),
      i18n._(msg`E-mail`),
      i18n._(msg`Phone`),
      i18n._(msg`Language`),
      i18n._(msg`Property`),
      i18n._(msg`Project`),
      i18n._(msg`Page`),
      i18n._(msg`Message`),
      i18n._(msg`Lead number`),
    ]
    const rows = leads.map((lead) => [
      lead.createdAt,
      formTitle(i18n, lead.form),
      i18n._(LEAD_STATUS_LABELS[lead.status]),
      lead.assigned ? lead.assigned.name || lead.assigned.email : '',
      lead.name,
      lead.email,
      lead.phone,
      lead.locale,
      lead.propertyId,
      lead.projectId,
      lead.pagePath,
      lead.remark,
      lead.id,
    ])
    return new Response(csvText([header, ...rows], { byteOrderMark: true }), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition(`leads-${now.toISOString().slice(0, 10)}.csv`),
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
})

const detail = staffGuard({
  path: leadPath(),
  methods: ['GET'],
  role: 'agent',
  example: '/api/admin/leads/0123456789abcdef0123456789abcdef',
  handle: (input) =>
    withLead(input, async (lead) => {
      const { env, i18n, staff } = input
      const db = env.DB
      const subject = `lead:${lead.id}`
      const [standing, names, about, mails, crm, notes, audit, assignees] = await Promise.all([
        leadStanding(db, lead.id),
        propertyTypeNames(db, staff.language),
        describeSubject(db, lead, staff.language),
        leadMails(db, lead.id),
        leadCrmDeliveries(db, lead.id),
        leadNotes(db, lead.id),
        auditEntries(db, { subject, limit: 200 }),
        assignableStaff(db),
      ])
      const context = { i18n, typeName: (id: number) => names.get(id) }
      // The fields as the agency's mail shows them, with the form's own staff labels, in the member's language.
      // Uploads are listed apart, as download links.
      const uploaded = uploadsOf(lead)
      const fields = [
        viewingLine(lead, i18n),
        ...paymentLines(lead, i18n),
        sentDocumentsLine(lead, i18n),
        ...fieldLines(lead, context, 'staff', new Set(uploaded.map(({ field }) => field))),
      ].filter((line) => line !== undefined)
      const form = isLeadFormId(lead.form) ? LEAD_FORMS[lead.form] : undefined
      const uploads = uploaded.map(({ field, upload }) => {
        const spec = form?.fields.find((candidate) => candidate.name === field)
        return {
          field,
          label: spec ? i18n._(spec.staffLabel ?? spec.label) : field,
          name: upload.name,
          size: upload.size,
          contentType: upload.contentType,
          href: `/api/admin/leads/${lead.id}/uploads/${field}`,
        }
      })
      return staffJson({
        lead: {
          id: lead.id,
          form: lead.form,
          formTitle: formTitle(i18n, lead.form),
          name: visitorName(lead),
          locale: lead.locale,
          email: lead.email,
          createdAt: lead.createdAt,
          pagePath: lead.pagePath,
          campaign: lead.campaign,
          status: standing!.status,
          statusChangedAt: standing!.statusChangedAt,
          assigned: standing!.assigned,
          about: about
            ? {
                kind: lead.propertyId ? 'property' : 'project',
                id: lead.propertyId ?? lead.projectId,
                reference: about.reference,
                title: about.title,
                path: about.path || null,
              }
            : null,
        },
        fields: fields.map(({ label, value }) => ({ label, value })),
        uploads,
        mails,
        crm,
        notes,
        audit,
        assignees,
      })
    }),
})

const upload = staffGuard({
  path: leadPath('/uploads/([A-Za-z]{1,40})'),
  methods: ['GET'],
  role: 'agent',
  example: '/api/admin/leads/0123456789abcdef0123456789abcdef/uploads/cv',
  handle: (input) =>
    withLead(input, async (lead) => {
      const found = uploadsOf(lead).find(({ field }) => field === input.params[1])
      // Only a key under the lead's own folder: a field cannot point the door at another object.
      const object = found && found.upload.key.startsWith(`leads/${lead.id}/`) ? await input.env.MEDIA.get(found.upload.key) : null
      if (!found || !object) return staffJson({ error: 'not-found', message: input.i18n._(msg`This file is no longer kept.`) }, 404)
      return new Response(object.body, {
        headers: {
          // The type the upload was checked to be by its bytes (lead-endpoint.server.ts), never the visitor's.
          'Content-Type': found.upload.contentType || 'application/octet-stream',
          'Content-Length': String(object.size),
          'Content-Disposition': attachmentDisposition(found.upload.name),
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
        },
      })
    }),
})

const AssignBody = v.object({ staffId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))) })

const assign = staffGuard({
  path: leadPath('/assign'),
  methods: ['POST'],
  role: 'agent',
  example: '/api/admin/leads/0123456789abcdef0123456789abcdef/assign',
  handle: async (input) => {
    const body = await readStaffJson(input.request, AssignBody)
    if (!body.ok) return body.response
    return withLead(input, async (lead) => {
      const { env, i18n, audit } = input
      const { staffId } = body.value
      const member = staffId === null ? null : (await assignableStaff(env.DB)).find((candidate) => candidate.id === staffId)
      if (member === undefined)
        return staffJson(
          { error: 'invalid', fields: ['staffId'], message: i18n._(msg`Choose a member of staff who can still sign in.`) },
          422,
        )
      const before = (await leadStanding(env.DB, lead.id))!.assigned
      if ((before?.id ?? null) === staffId) return staffJson({ ok: true, changed: false })
      await env.DB.batch([
        assignStatement(env.DB, lead.id, staffId),
        audit('lead.assign', `lead:${lead.id}`, { from: before?.email ?? null, to: member?.email ?? null }),
      ])
      return staffJson({ ok: true, changed: true })
    })
  },
})

const StatusBody = v.object({ status: v.picklist(LEAD_STATUSES) })

const status = staffGuard({
  path: leadPath('/status'),
  methods: ['POST'],
  role: 'agent',
  example: '/api/admin/leads/0123456789abcdef0123456789abcdef/status',
  handle: async (input) => {
    const body = await readStaffJson(input.request, StatusBody)
    if (!body.ok) return body.response
    return withLead(input, async (lead) => {
      const { env, audit, now } = input
      const before = (await leadStanding(env.DB, lead.id))!.status
      if (before === body.value.status) return staffJson({ ok: true, changed: false })
      await env.DB.batch([
        statusStatement(env.DB, lead.id, body.value.status, now),
        audit('lead.status', `lead:${lead.id}`, { from: before, to: body.value.status }),
      ])
      return staffJson({ ok: true, changed: true })
    })
  },
})

const NoteBody = v.object({ text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(NOTE_MAX_LENGTH)) })

const note = staffGuard({
  path: leadPath('/note'),
  methods: ['POST'],
  role: 'agent',
  example: '/api/admin/leads/0123456789abcdef0123456789abcdef/note',
  handle: async (input) => {
    const body = await readStaffJson(input.request, NoteBody)
    if (!body.ok) {
      if (body.response.status !== 400) return body.response
      return staffJson(
        { error: 'invalid', fields: ['text'], message: input.i18n._(msg`Write a note of at most ${NOTE_MAX_LENGTH} characters.`) },
        422,
      )
    }
    return withLead(input, async (lead) => {
      const { env, audit, now, staff } = input
      // The log keeps that a note was written and its length; the note itself stays with the lead.
      await env.DB.batch([
        noteStatement(env.DB, lead.id, staff.id, body.value.text, now),
        audit('lead.note', `lead:${lead.id}`, { characters: body.value.text.length }),
      ])
      return staffJson({ ok: true })
    })
  },
})

const MailBody = v.object({ kind: v.picklist(['agency', 'visitor', 'friend'] as const satisfies readonly MailKind[]) })

const retryMail = staffGuard({
  path: leadPath('/retry-mail'),
  methods: ['POST'],
  role: 'agent',
  example: '/api/admin/leads/0123456789abcdef0123456789abcdef/retry-mail',
  handle: async (input) => {
    const body = await readStaffJson(input.request, MailBody)
    if (!body.ok) return body.response
    return withLead(input, async (lead) => {
      const { env, audit, now, i18n, request, services } = input
      const waiting = (await leadMails(env.DB, lead.id)).find((row) => row.kind === body.value.kind)
      if (!waiting) return staffJson({ error: 'not-found', message: i18n._(msg`This lead has no such mail.`) }, 404)
      if (waiting.status !== 'failed' && waiting.status !== 'pending')
        return staffJson({ error: 'not-retryable', message: i18n._(msg`This mail is already sent or being sent.`) }, 409)
      await env.DB.batch([
        mailDueNowStatement(env.DB, lead.id, body.value.kind, now),
        audit('lead.retry-mail', `lead:${lead.id}`, { kind: body.value.kind, was: waiting.status }),
      ])
      // The outbox's own run, for this lead only: the same claim, send and retry schedule as the cron's.
      await deliverDueMails(env.DB, services.mailer, {
        now,
        leadId: lead.id,
        media: env.MEDIA,
        links: { secret: env.SESSION_SECRET, origin: mailOrigin(request, env) },
      })
      const mail = (await leadMails(env.DB, lead.id)).find((row) => row.kind === body.value.kind)
      return staffJson({ ok: mail?.status === 'sent', mail })
    })
  },
})

const CrmBody = v.object({ method: v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/)) })

const retryCrm = staffGuard({
  path: leadPath('/retry-crm'),
  methods: ['POST'],
  role: 'agent',
  example: '/api/admin/leads/0123456789abcdef0123456789abcdef/retry-crm',
  handle: async (input) => {
    const body = await readStaffJson(input.request, CrmBody)
    if (!body.ok) return body.response
    return withLead(input, async (lead) => {
      const { env, audit, now, i18n } = input
      const waiting = (await leadCrmDeliveries(env.DB, lead.id)).find((row) => row.method === body.value.method)
      if (!waiting) return staffJson({ error: 'not-found', message: i18n._(msg`This lead has no such CRM delivery.`) }, 404)
      if (waiting.status !== 'failed' && waiting.status !== 'pending')
        return staffJson({ error: 'not-retryable', message: i18n._(msg`This lead is already in the CRM or on its way there.`) }, 409)
      await env.DB.batch([
        crmDueNowStatement(env.DB, lead.id, body.value.method, now),
        audit('lead.retry-crm', `lead:${lead.id}`, { method: body.value.method, was: waiting.status }),
      ])
      const run = await deliverDueCrmLeadsOf(env, { now, leadId: lead.id })
      const delivery = (await leadCrmDeliveries(env.DB, lead.id)).find((row) => row.method === body.value.method)
      return staffJson({
        ok: delivery?.status === 'delivered',
        delivery,
        ...(run ? {} : { message: i18n._(msg`No CRM is configured: the delivery waits until one is.`) }),
      })
    })
  },
})

const dashboard = staffGuard({
  path: '/api/admin/dashboard',
  methods: ['GET'],
  role: 'agent',
  handle: async ({ env, i18n, now, staff }) => {
    const today = brusselsDayBounds(now)
    const [open, perForm, mails, crm, sync, testimonials] = await Promise.all([
      openLeadCounts(env.DB, staff.id),
      leadsPerForm(env.DB, today.start, today.end),
      failedDeliveries(env.DB, 'lead_mails', DASHBOARD_LATEST),
      failedDeliveries(env.DB, 'lead_crm_deliveries', DASHBOARD_LATEST),
      syncHealth(env.DB),
      pendingTestimonialCount(env.DB),
    ])
    const titled = <T extends { form: string }>(row: T) => ({ ...row, formTitle: formTitle(i18n, row.form) })
    return staffJson({
      open,
      today: { from: today.start.toISOString(), total: perForm.reduce((sum, row) => sum + row.count, 0), perForm: perForm.map(titled) },
      failedMails: { count: mails.count, latest: mails.latest.map(titled) },
      failedCrm: { count: crm.count, latest: crm.latest.map(titled) },
      sync,
      pendingTestimonials: testimonials,
    })
  },
})

/** The inbox's and the dashboard's doors, for STAFF_ROUTES (src/features/back-office/admin-routes.server.ts). */
export const LEAD_INBOX_ROUTES: StaffRoute[] = [dashboard, list, exportCsv, detail, upload, assign, status, note, retryMail, retryCrm]
