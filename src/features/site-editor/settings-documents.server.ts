import { codeConfig } from '#/config/site-config.ts'
import { SETTINGS_DOCUMENT, checkSettings, settingsOfConfig, type SiteSettings } from '#/config/site-settings.ts'
import { settingsDiff } from '#/config/settings-diff.ts'
import type { SettingsImport, SettingsNow } from './settings-answers.ts'
import { auditStatement } from '#/admin/audit-log.server.ts'
import type { StaffIdentity } from '#/admin/staff-session-rules.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { publishBody, publishedVersion } from '#/server/site-documents.server.ts'

// The agency's settings as a document (decision 034): what visitors see now, and an operator's file
// that replaces it (`npm run settings -- import`), validated and compared before it is published.

/** The audit log's subject for every change of the settings. */
export const SETTINGS_SUBJECT = 'settings:site'

/** The published settings, or app.config.ts's while none were published (version null). */
export async function settingsNow(db: D1Queryable): Promise<SettingsNow> {
  const published = await publishedVersion<SiteSettings>(db, SETTINGS_DOCUMENT)
  return published ? { settings: published.body, version: published.version } : { settings: settingsOfConfig(codeConfig), version: null }
}

type Actor = Pick<StaffIdentity, 'id' | 'email'> | { id: null; email: string }

/**
 * Checks a settings file and compares it with what is published; unless `dryRun`, publishes it as
 * the next version (a staff member's draft stays as it was), with its line in the audit log.
 */
export async function importSettings(
  db: D1Queryable,
  input: unknown,
  actor: Actor,
  now: Date,
  options: { dryRun?: boolean } = {},
): Promise<SettingsImport> {
  const check = checkSettings(input)
  if (check.kind === 'invalid') return check
  const changes = settingsDiff((await settingsNow(db)).settings, check.settings)
  if (changes.length === 0) return { kind: 'unchanged' }
  if (options.dryRun) return { kind: 'compared', changes }
  const { version } = await publishBody(db, SETTINGS_DOCUMENT, check.settings, actor.email, now, () => [
    auditStatement(db, actor, 'settings.import', SETTINGS_SUBJECT, { changed: changes.map((change) => change.path).slice(0, 50) }),
  ])
  return { kind: 'published', version, changes }
}
