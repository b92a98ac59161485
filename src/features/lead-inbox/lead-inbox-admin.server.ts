import { attachmentDisposition } from '#/server/content-disposition.ts'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { auditEntries } from '#/admin/audit-log.server.ts'
import type { StaffContext } from '#/admin/staff-check.server.ts'
import { Refusal } from '#/server/refusals.ts'
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
  type StoredLead,
  type StoredUpload,
  describeSubject,
} from '#/features/leads/index.server.ts'
import { propertyTypeNames } from '#/listings/listing-queries.server.ts'
import { syncHealth } from '#/features/crm-sync/index.server.ts'
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
import {
  LEAD_ID,
  LEAD_STATUS_LABELS,
  NOTE_MAX_LENGTH,
  cursorOf,
  readInboxFilters,
  type InboxFilters,
  type LeadStatus,
  type RetryableMailKind,
} from './lead-inbox-rules.ts'
import type { DashboardAnswer, InboxAnswer, LeadAnswer } from './lead-inbox-types.ts'
import { csvText } from '#/domain/csv.ts'

// The leads inbox's and the dashboard's work (DESIGN.md "Staff and owners": leads, dashboard), all for
// agents and up, behind the staff middleware (decision 033): lead-inbox.functions.ts calls it for the
// pages, the server routes under src/routes/api/admin/leads… for the CSV export and the uploads, and
// the workers tests call it directly. Reads answer in the member's language; each change is made in
// one batch with its audit line; a refusal is thrown (src/server/refusals.ts).

/** How many failed mails and CRM deliveries the dashboard lists. */
const DASHBOARD_LATEST = 5

function notFound(i18n: I18n): Refusal {
  return new Refusal('not-found', { message: i18n._(msg`This lead does not exist, or it was erased.`) })
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

/** The lead, or a not-found refusal: an id that cannot be a lead's is not even looked up. */
async function leadOf(context: StaffContext, id: string): Promise<StoredLead> {
  const lead = LEAD_ID.test(id) ? await findLead(context.env.DB, id) : null
  if (!lead) throw notFound(context.i18n)
  return lead
}

/** The inbox: a page of leads of the filters, the counts per status, the forms and the colleagues to filter by. */
export async function inboxList({ env, staff, i18n }: StaffContext, filters: InboxFilters): Promise<InboxAnswer> {
  const [page, assignees] = await Promise.all([inboxPage(env.DB, filters, staff.id), assignableStaff(env.DB)])
  return {
    leads: page.leads.map((lead) => ({ ...lead, formTitle: formTitle(i18n, lead.form) })),
    next: page.next ? cursorOf(page.next) : null,
    counts: page.counts,
    forms: formChoices(i18n),
    assignees,
  }
}

/** The CSV export of the current filters (every page), titled in the member's language. */
export async function leadsCsvResponse({ env, staff, i18n, now }: StaffContext, filters: InboxFilters): Promise<Response> {
  const { after: _page, ...rest } = filters
  const leads = await exportLeads(env.DB, rest, staff.id)
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
}

/** The CSV export of the filters in a URL's search parameters (the inbox's export link). */
export function leadsCsvExport(context: StaffContext, url: URL): Promise<Response> {
  return leadsCsvResponse(
    context,
    readInboxFilters((name) => url.searchParams.get(name) ?? undefined),
  )
}

/** Where a lead's upload is downloaded (a server route, src/routes/api/admin/leads/$leadId/uploads/$field.ts). */
export const leadUploadHref = (leadId: string, field: string) => `/api/admin/leads/${leadId}/uploads/${field}`

/** One lead: every field with the form's staff labels, its uploads, mails, CRM deliveries, notes and audit trail. */
export async function leadDetail(context: StaffContext, id: string): Promise<LeadAnswer> {
  const lead = await leadOf(context, id)
  const { env, i18n, staff } = context
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
  const textOf = { i18n, typeName: (typeId: number) => names.get(typeId) }
  // The fields as the agency's mail shows them, with the form's own staff labels, in the member's language.
  // Uploads are listed apart, as download links.
  const uploaded = uploadsOf(lead)
  const fields = [
    viewingLine(lead, i18n),
    ...paymentLines(lead, i18n),
    sentDocumentsLine(lead, i18n),
    ...fieldLines(lead, textOf, 'staff', new Set(uploaded.map(({ field }) => field))),
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
      href: leadUploadHref(lead.id, field),
    }
  })
  return {
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
            id: (lead.propertyId ?? lead.projectId)!,
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
  }
}

/** A lead's upload as an attachment that is never sniffed, or a not-found refusal. */
export async function leadUploadResponse(context: StaffContext, id: string, field: string): Promise<Response> {
  const lead = await leadOf(context, id)
  const found = uploadsOf(lead).find((upload) => upload.field === field)
  // Only a key under the lead's own folder: a field cannot point the door at another object.
  const object = found && found.upload.key.startsWith(`leads/${lead.id}/`) ? await context.env.MEDIA.get(found.upload.key) : null
  if (!found || !object) throw new Refusal('not-found', { message: context.i18n._(msg`This file is no longer kept.`) })
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
}

export type LeadChange = { ok: true; changed: boolean }

/** Who looks after a lead (null: nobody); a member who can no longer sign in is refused. */
export async function assignLead(context: StaffContext, id: string, staffId: number | null): Promise<LeadChange> {
  const lead = await leadOf(context, id)
  const { env, i18n, audit } = context
  const member = staffId === null ? null : (await assignableStaff(env.DB)).find((candidate) => candidate.id === staffId)
  if (member === undefined)
    throw new Refusal('invalid-input', {
      reason: 'invalid',
      fields: ['staffId'],
      message: i18n._(msg`Choose a member of staff who can still sign in.`),
    })
  const before = (await leadStanding(env.DB, lead.id))!.assigned
  if ((before?.id ?? null) === staffId) return { ok: true, changed: false }
  await env.DB.batch([
    assignStatement(env.DB, lead.id, staffId),
    audit('lead.assign', `lead:${lead.id}`, { from: before?.email ?? null, to: member?.email ?? null }),
  ])
  return { ok: true, changed: true }
}

/** Where a lead stands (new, in progress, done). */
export async function setLeadStatus(context: StaffContext, id: string, status: LeadStatus): Promise<LeadChange> {
  const lead = await leadOf(context, id)
  const { env, audit, now } = context
  const before = (await leadStanding(env.DB, lead.id))!.status
  if (before === status) return { ok: true, changed: false }
  await env.DB.batch([statusStatement(env.DB, lead.id, status, now), audit('lead.status', `lead:${lead.id}`, { from: before, to: status })])
  return { ok: true, changed: true }
}

/** A staff note on a lead, trimmed, of 1 to NOTE_MAX_LENGTH characters. */
export async function addLeadNote(context: StaffContext, id: string, text: string): Promise<{ ok: true }> {
  const note = text.trim()
  if (note.length < 1 || note.length > NOTE_MAX_LENGTH)
    throw new Refusal('invalid-input', {
      reason: 'invalid',
      fields: ['text'],
      message: context.i18n._(msg`Write a note of at most ${NOTE_MAX_LENGTH} characters.`),
    })
  const lead = await leadOf(context, id)
  const { env, audit, now, staff } = context
  // The log keeps that a note was written and its length; the note itself stays with the lead.
  await env.DB.batch([
    noteStatement(env.DB, lead.id, staff.id, note, now),
    audit('lead.note', `lead:${lead.id}`, { characters: note.length }),
  ])
  return { ok: true }
}

/** A failed (or waiting) mail put back on its schedule and sent in the request, through the outbox's own run. */
export async function retryLeadMail(context: StaffContext, id: string, kind: RetryableMailKind) {
  const lead = await leadOf(context, id)
  const { env, audit, now, i18n, mailer, origin } = context
  const waiting = (await leadMails(env.DB, lead.id)).find((row) => row.kind === kind)
  if (!waiting) throw new Refusal('not-found', { message: i18n._(msg`This lead has no such mail.`) })
  if (waiting.status !== 'failed' && waiting.status !== 'pending')
    throw new Refusal('conflict', { reason: 'not-retryable', message: i18n._(msg`This mail is already sent or being sent.`) })
  await env.DB.batch([
    mailDueNowStatement(env.DB, lead.id, kind, now),
    audit('lead.retry-mail', `lead:${lead.id}`, { kind, was: waiting.status }),
  ])
  // The outbox's own run, for this lead only: the same claim, send and retry schedule as the cron's.
  await deliverDueMails(env.DB, mailer, { now, leadId: lead.id, media: env.MEDIA, links: { secret: env.SESSION_SECRET, origin } })
  const mail = (await leadMails(env.DB, lead.id)).find((row) => row.kind === kind)
  return { ok: mail?.status === 'sent', mail }
}

/** A failed (or waiting) CRM delivery put back and delivered in the request. */
export async function retryLeadCrm(context: StaffContext, id: string, method: string) {
  const lead = await leadOf(context, id)
  const { env, audit, now, i18n } = context
  const waiting = (await leadCrmDeliveries(env.DB, lead.id)).find((row) => row.method === method)
  if (!waiting) throw new Refusal('not-found', { message: i18n._(msg`This lead has no such CRM delivery.`) })
  if (waiting.status !== 'failed' && waiting.status !== 'pending')
    throw new Refusal('conflict', { reason: 'not-retryable', message: i18n._(msg`This lead is already in the CRM or on its way there.`) })
  await env.DB.batch([
    crmDueNowStatement(env.DB, lead.id, method, now),
    audit('lead.retry-crm', `lead:${lead.id}`, { method, was: waiting.status }),
  ])
  const run = await deliverDueCrmLeadsOf(env, { now, leadId: lead.id })
  const delivery = (await leadCrmDeliveries(env.DB, lead.id)).find((row) => row.method === method)
  return {
    ok: delivery?.status === 'delivered',
    delivery,
    ...(run ? {} : { message: i18n._(msg`No CRM is configured: the delivery waits until one is.`) }),
  }
}

/** The dashboard: open leads, today's leads per form (the Brussels day), failed deliveries, the sync, testimonials to review. */
export async function dashboardOf({ env, i18n, now, staff }: StaffContext): Promise<DashboardAnswer> {
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
  return {
    open,
    today: { from: today.start.toISOString(), total: perForm.reduce((sum, row) => sum + row.count, 0), perForm: perForm.map(titled) },
    failedMails: { count: mails.count, latest: mails.latest.map(titled) },
    failedCrm: { count: crm.count, latest: crm.latest.map(titled) },
    // the sync's health as the operator's health check reads it (crm-sync), in the shape the dashboard shows
    sync: sync as DashboardAnswer['sync'],
    pendingTestimonials: testimonials,
  }
}
