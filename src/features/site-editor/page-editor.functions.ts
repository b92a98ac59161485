import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { staffInput } from '#/admin/staff-input.ts'
import { staffMiddleware } from '#/admin/staff-middleware.ts'
import { EDITABLE_PAGE_KEYS } from '#/content/editable-page-keys.ts'
import { discardPageDraft, pageEditorState, pagesOverview, publishPage, restorePage, savePageDraft } from './page-editor.server.ts'

// The pages area's server functions (decision 033, decision 034): agents and admins, through the
// staff middleware (session, role, origin); the work is in page-editor.server.ts.

const PageKeySchema = v.picklist(EDITABLE_PAGE_KEYS)

export const getPagesOverview = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .handler(({ context }) => pagesOverview(context.staffContext))

export const getPageEditor = createServerFn({ method: 'GET' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ key: PageKeySchema })))
  .handler(({ context, data }) => pageEditorState(context.staffContext, data))

export const savePageDraftFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  // The page itself is checked against the page schema by the work, which names each problem's path.
  .validator(staffInput(v.object({ key: PageKeySchema, page: v.record(v.string(), v.unknown()) })))
  .handler(({ context, data }) => savePageDraft(context.staffContext, data))

export const publishPageFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ key: PageKeySchema })))
  .handler(({ context, data }) => publishPage(context.staffContext, data))

export const discardPageDraftFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ key: PageKeySchema })))
  .handler(({ context, data }) => discardPageDraft(context.staffContext, data))

export const restorePageFn = createServerFn({ method: 'POST' })
  .middleware([staffMiddleware])
  .validator(staffInput(v.object({ key: PageKeySchema, version: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(({ context, data }) => restorePage(context.staffContext, data))
