import type { SiteConfig } from '#/config/site-config-schema.ts'
import { SETTINGS_DOCUMENT, type SiteSettings } from '#/config/site-settings.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { configOfPublished } from '#/server/settings-in-force.server.ts'
import { draftOf } from '#/server/site-documents.server.ts'
import { roleAllows } from './staff-session-rules.ts'
import { currentStaff } from './staff-session.server.ts'

// Decision 034 "draft → preview → publish": a public page opened with `?preview=draft` by an admin
// signed in to the back office is drawn with the settings' draft. Anyone else gets the page as
// published. A preview is never cached (its query is not one the page cache keeps) and never indexed.

/** The query that asks for a page drawn with the draft. */
export const PREVIEW_PARAM = 'preview'
export const PREVIEW_VALUE = 'draft'

/** The configuration of the draft when this request may see it: an admin's live session and a draft that validates. */
export async function draftPreviewConfig(
  request: Request,
  url: URL,
  env: Pick<AppEnv, 'DB' | 'SESSION_SECRET'>,
): Promise<SiteConfig | undefined> {
  if (url.searchParams.get(PREVIEW_PARAM) !== PREVIEW_VALUE || request.method !== 'GET') return undefined
  const staff = await currentStaff(env, request.headers.get('Cookie'), Date.now())
  if (!staff || !roleAllows(staff.identity.role, 'admin')) return undefined
  const draft = await draftOf<SiteSettings>(env.DB, SETTINGS_DOCUMENT)
  if (!draft) return undefined
  const settings = configOfPublished(draft.body)
  return settings.published ? settings.config : undefined
}

/** A preview's answer: the staff member's own, never stored, never indexed. */
export function previewResponse(response: Response): Response {
  const copy = new Response(response.body, response)
  copy.headers.set('Cache-Control', 'private, no-store')
  copy.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return copy
}
