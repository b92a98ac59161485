import type { SiteConfig } from '#/config/site-config-schema.ts'
import { SETTINGS_DOCUMENT, type SiteSettings } from '#/config/site-settings.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { configOfPublished } from '#/server/settings-in-force.server.ts'
import { draftOf } from '#/server/site-documents.server.ts'
import { roleAllows } from './staff-session-rules.ts'
import { currentStaff } from './staff-session.server.ts'

// Decision 034 "draft → preview → publish": a public page opened with `?preview=draft` by a staff
// member signed in to the back office is drawn with the drafts they may edit: the pages' drafts for
// admins and agents, the settings' draft for admins only. Anyone else gets the page as published. A
// preview is never cached (the staff cookie keeps it out of the page cache) and never indexed.

/** The query that asks for a page drawn with the drafts. */
export const PREVIEW_PARAM = 'preview'
export const PREVIEW_VALUE = 'draft'

/** What a preview draws: the pages' drafts always; `config` when an admin has a settings draft that validates. */
export type DraftPreview = { config?: SiteConfig }

/** The drafts this request may see, or undefined for a request that did not ask or may not. */
export async function draftPreviewOf(
  request: Request,
  url: URL,
  env: Pick<AppEnv, 'DB' | 'SESSION_SECRET'>,
): Promise<DraftPreview | undefined> {
  if (url.searchParams.get(PREVIEW_PARAM) !== PREVIEW_VALUE || request.method !== 'GET') return undefined
  const staff = await currentStaff(env, request.headers.get('Cookie'), Date.now())
  if (!staff) return undefined
  if (!roleAllows(staff.identity.role, 'admin')) return {}
  const draft = await draftOf<SiteSettings>(env.DB, SETTINGS_DOCUMENT)
  if (!draft) return {}
  const settings = configOfPublished(draft.body)
  return settings.published ? { config: settings.config } : {}
}

/** A preview's answer: the staff member's own, never stored, never indexed. */
export function previewResponse(response: Response): Response {
  const copy = new Response(response.body, response)
  copy.headers.set('Cache-Control', 'private, no-store')
  copy.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return copy
}
