import type { SettingsChange } from '#/config/settings-diff.ts'
import type { SettingsProblem, SiteSettings } from '#/config/site-settings.ts'

// What the settings' server side answers (decision 034), typed for the command and the editor alike.

/** The published settings, or app.config.ts's while none were published (version null). */
export type SettingsNow = { settings: SiteSettings; version: number | null }

/** An operator's file: refused with the path of each problem, the same as published, compared (a dry run), or published. */
export type SettingsImport =
  | { kind: 'invalid'; problems: SettingsProblem[] }
  | { kind: 'unchanged' }
  | { kind: 'compared'; changes: SettingsChange[] }
  | { kind: 'published'; version: number; changes: SettingsChange[] }

/** A published version as the history lists it. */
export type SettingsVersion = { version: number; publishedBy: string; publishedAt: string; restoredFrom: number | null; current: boolean }

/** What the settings editor opens with. */
export type SettingsEditorState = {
  published: SettingsNow
  draft: { body: SiteSettings; savedBy: string; savedAt: string; changes: SettingsChange[] } | null
  history: SettingsVersion[]
}

/** Saving a draft: saved, with what it changes from the published settings, or refused with the path of each problem. */
export type SettingsSaved = { kind: 'saved'; changes: SettingsChange[] } | { kind: 'invalid'; problems: SettingsProblem[] }
