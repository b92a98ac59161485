import type { StaffContext } from '#/admin/staff-check.server.ts'
import { conditionalAuditStatement } from '#/admin/audit-log.server.ts'
import { SETTINGS_DOCUMENT, checkSettings, type SiteSettings } from '#/config/site-settings.ts'
import { settingsDiff } from '#/config/settings-diff.ts'
import { Refusal } from '#/server/refusals.ts'
import { discardDraft, draftOf, publishDraft, restoreVersion, saveDraft, versionHistory } from '#/server/site-documents.server.ts'
import type { SettingsEditorState, SettingsSaved } from './settings-answers.ts'
import { SETTINGS_SUBJECT, settingsNow } from './settings-documents.server.ts'

// The settings area of the back office (decision 034, admins only): a draft the admin saves as often
// as they like, a preview of the real pages with it, publishing it for every visitor, and the
// history of published versions with one-click restore. Every change has its audit line in its batch.

/** What the editor opens with: the draft if there is one, what is published, and the history. */
export async function settingsEditorState({ env }: StaffContext): Promise<SettingsEditorState> {
  const [published, draft, history] = await Promise.all([
    settingsNow(env.DB),
    draftOf<SiteSettings>(env.DB, SETTINGS_DOCUMENT),
    versionHistory<SiteSettings>(env.DB, SETTINGS_DOCUMENT, 30),
  ])
  return {
    published,
    draft: draft ? { ...draft, changes: settingsDiff(published.settings, draft.body) } : null,
    history: history.map(({ version, publishedBy, publishedAt, restoredFrom, current }) => ({
      version,
      publishedBy,
      publishedAt,
      restoredFrom,
      current,
    })),
  }
}

/** Saves the admin's settings as the draft, once they validate; refused with the path of each problem otherwise. */
export async function saveSettingsDraft({ env, staff, now, audit }: StaffContext, input: { settings: unknown }): Promise<SettingsSaved> {
  const check = checkSettings(input.settings)
  if (check.kind === 'invalid') return { kind: 'invalid', problems: check.problems }
  const { settings: published } = await settingsNow(env.DB)
  const changes = settingsDiff(published, check.settings)
  await saveDraft(env.DB, SETTINGS_DOCUMENT, check.settings, staff.email, now, () => [
    audit('settings.draft', SETTINGS_SUBJECT, { changed: changes.map((change) => change.path).slice(0, 50) }),
  ])
  return { kind: 'saved', changes }
}

/** The draft goes live for every visitor on their next request; checked again, since the schema may have moved since it was saved. */
export async function publishSettings({ env, staff, now }: StaffContext): Promise<{ version: number }> {
  const draft = await draftOf<SiteSettings>(env.DB, SETTINGS_DOCUMENT)
  if (!draft) throw new Refusal('conflict', { reason: 'no-draft' })
  const check = checkSettings(draft.body)
  if (check.kind === 'invalid')
    throw new Refusal('invalid-input', { reason: 'invalid-draft', fields: check.problems.map((problem) => problem.path) })
  const result = await publishDraft(env.DB, SETTINGS_DOCUMENT, staff.email, now, (condition) => [
    conditionalAuditStatement(env.DB, staff, 'settings.publish', SETTINGS_SUBJECT, {}, condition.sql, ...condition.values),
  ])
  if (result.kind !== 'published') throw new Refusal('conflict', { reason: 'no-draft' })
  return { version: result.version }
}

/** Drops the draft; what visitors see stays. */
export async function discardSettingsDraft({ env, staff }: StaffContext): Promise<{ discarded: boolean }> {
  const discarded = await discardDraft(env.DB, SETTINGS_DOCUMENT, (condition) => [
    conditionalAuditStatement(env.DB, staff, 'settings.discard', SETTINGS_SUBJECT, {}, condition.sql, ...condition.values),
  ])
  return { discarded }
}

/** Publishes an earlier version again, as the next one. */
export async function restoreSettings({ env, staff, now }: StaffContext, input: { version: number }): Promise<{ version: number }> {
  const result = await restoreVersion(env.DB, SETTINGS_DOCUMENT, input.version, staff.email, now, (condition) => [
    conditionalAuditStatement(
      env.DB,
      staff,
      'settings.restore',
      SETTINGS_SUBJECT,
      { version: input.version },
      condition.sql,
      ...condition.values,
    ),
  ])
  if (result.kind === 'not-found') throw new Refusal('not-found', { reason: 'unknown-version' })
  if (result.kind === 'current') throw new Refusal('conflict', { reason: 'current-version' })
  return { version: result.version }
}
