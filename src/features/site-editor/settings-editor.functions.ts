import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { staffInput } from '#/admin/staff-input.ts'
import { adminMiddleware } from '#/admin/staff-middleware.ts'
import { discardSettingsDraft, publishSettings, restoreSettings, saveSettingsDraft, settingsEditorState } from './settings-editor.server.ts'

// The settings area's server functions (decision 033, decision 034): admins only, through the admin
// middleware (session, role, origin); the work is in settings-editor.server.ts.

export const getSettingsEditor = createServerFn({ method: 'GET' })
  .middleware([adminMiddleware])
  .handler(({ context }) => settingsEditorState(context.staffContext))

export const saveSettingsDraftFn = createServerFn({ method: 'POST' })
  .middleware([adminMiddleware])
  // The document itself is checked against the settings schema by the work, which names each problem's path.
  .validator(staffInput(v.object({ settings: v.record(v.string(), v.unknown()) })))
  .handler(({ context, data }) => saveSettingsDraft(context.staffContext, data))

export const publishSettingsFn = createServerFn({ method: 'POST' })
  .middleware([adminMiddleware])
  .handler(({ context }) => publishSettings(context.staffContext))

export const discardSettingsDraftFn = createServerFn({ method: 'POST' })
  .middleware([adminMiddleware])
  .handler(({ context }) => discardSettingsDraft(context.staffContext))

export const restoreSettingsFn = createServerFn({ method: 'POST' })
  .middleware([adminMiddleware])
  .validator(staffInput(v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(({ context, data }) => restoreSettings(context.staffContext, data))
