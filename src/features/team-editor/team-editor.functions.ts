import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { staffInput } from '#/admin/staff-input.ts'
import { staffMiddleware } from '#/admin/staff-middleware.ts'
import { discardTeamDraft, publishTeam, restoreTeam, saveTeamDraft, teamEditorState } from './team-editor.server.ts'

// The team area's server functions (decision 033, decision 034): agents and admins, through the
// staff middleware (session, role, origin); the work is in team-editor.server.ts.

export const getTeamEditor = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .handler(({ context }) => teamEditorState(context.staffContext))

export const saveTeamDraftFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  // The team itself is checked against the team schema by the work, which names each problem's path.
  .validator(staffInput(v.object({ team: v.record(v.string(), v.unknown()) })))
  .handler(({ context, data }) => saveTeamDraft(context.staffContext, data))

export const publishTeamFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .handler(({ context }) => publishTeam(context.staffContext))

export const discardTeamDraftFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .handler(({ context }) => discardTeamDraft(context.staffContext))

export const restoreTeamFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(({ context, data }) => restoreTeam(context.staffContext, data))
