import { createServerFn } from '@tanstack/react-start'
import { staffInput } from '#/admin/staff-input.ts'
import { staffMiddleware } from '#/admin/staff-middleware.ts'
import { SubscriberFilterInput } from './subscriber-status.ts'
import { subscriberLists } from './subscriber-admin.server.ts'

// The subscribers page's read (decision 033), for agents and up, behind the staff middleware; the
// CSV exports are downloads, a server route (src/routes/api/admin/subscribers/$file.ts).

export const getSubscribers = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .validator(staffInput(SubscriberFilterInput))
  .handler(({ context, data }) => subscriberLists(context.staffContext, data))
