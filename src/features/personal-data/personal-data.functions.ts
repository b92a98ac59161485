import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { staffInput } from '#/admin/staff-input.ts'
import { staffMiddleware } from '#/admin/staff-middleware.ts'
import { erasePersonalData, personRecords } from './personal-data-admin.server.ts'

// The personal-data page's server functions (decision 033), for agents and up, behind the staff
// middleware; the export is a download, a server route (src/routes/api/admin/personal-data/export.ts).

const Address = v.pipe(v.string(), v.maxLength(320))

export const getPersonRecords = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ email: Address })))
  .handler(({ context, data }) => personRecords(context.staffContext, data.email))

export const erasePersonalDataFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ email: Address, confirm: Address })))
  .handler(({ context, data }) => erasePersonalData(context.staffContext, data))
