import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { staffInput } from '#/admin/staff-input.ts'
import { staffMiddleware } from '#/admin/staff-middleware.ts'
import { INBOX_FILTERS } from './lead-inbox-filters.ts'
import { CRM_METHOD, LEAD_STATUSES, RETRYABLE_MAIL_KINDS } from './lead-inbox-rules.ts'
import {
  addLeadNote,
  assignLead,
  dashboardOf,
  inboxList,
  leadDetail,
  retryLeadCrm,
  retryLeadMail,
  setLeadStatus,
} from './lead-inbox-admin.server.ts'

// The leads inbox's and the dashboard's server functions (decision 033), all for agents and up: the
// staff middleware checks the session, the role and the origin, and hands the work (in
// lead-inbox-admin.server.ts) the member's context. The CSV export and the uploads are downloads,
// server routes under src/routes/api/admin/leads….

const LeadId = v.pipe(v.string(), v.maxLength(64))

export const getDashboard = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .handler(({ context }) => dashboardOf(context.staffContext))

export const getInbox = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .validator(staffInput(INBOX_FILTERS))
  .handler(({ context, data }) => inboxList(context.staffContext, data))

export const getLead = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ id: LeadId })))
  .handler(({ context, data }) => leadDetail(context.staffContext, data.id))

export const assignLeadFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ id: LeadId, staffId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))) })))
  .handler(({ context, data }) => assignLead(context.staffContext, data.id, data.staffId))

export const setLeadStatusFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ id: LeadId, status: v.picklist(LEAD_STATUSES) })))
  .handler(({ context, data }) => setLeadStatus(context.staffContext, data.id, data.status))

export const addLeadNoteFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ id: LeadId, text: v.string() })))
  .handler(({ context, data }) => addLeadNote(context.staffContext, data.id, data.text))

export const retryLeadMailFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ id: LeadId, kind: v.picklist(RETRYABLE_MAIL_KINDS) })))
  .handler(({ context, data }) => retryLeadMail(context.staffContext, data.id, data.kind))

export const retryLeadCrmFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ id: LeadId, method: v.pipe(v.string(), v.regex(CRM_METHOD)) })))
  .handler(({ context, data }) => retryLeadCrm(context.staffContext, data.id, data.method))
