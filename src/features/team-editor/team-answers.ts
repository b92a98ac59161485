import type { TeamDocument, TeamProblem } from '#/content/team-document.ts'

// What the team editor's server side answers (decision 034), typed for the editor.

/** The published team, or the seed of src/content/team.ts while none was published (version null). */
export type TeamNow = { team: TeamDocument; version: number | null }

/** A published version as the history lists it. */
export type TeamVersion = { version: number; publishedBy: string; publishedAt: string; restoredFrom: number | null; current: boolean }

/** What the team editor opens with. */
export type TeamEditorState = {
  published: TeamNow
  draft: { body: TeamDocument; savedBy: string; savedAt: string } | null
  history: TeamVersion[]
}

/** Saving a draft: saved, or refused with the path of each problem (`members.2.role.fr`). */
export type TeamSaved = { kind: 'saved'; members: number } | { kind: 'invalid'; problems: TeamProblem[] }
