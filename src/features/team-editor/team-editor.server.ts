import type { StaffContext } from '#/admin/staff-check.server.ts'
import { conditionalAuditStatement } from '#/admin/audit-log.server.ts'
import { TEAM_DOCUMENT, checkTeam, type TeamDocument } from '#/content/team-document.ts'
import { seedTeam } from '#/features/content-pages/index.server.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'
import { Refusal } from '#/server/refusals.ts'
import {
  discardDraft,
  draftOf,
  publishDraft,
  publishedVersion,
  restoreVersion,
  saveDraft,
  versionHistory,
} from '#/server/site-documents.server.ts'
import type { TeamEditorState, TeamNow, TeamSaved } from './team-answers.ts'

// The team area of the back office (decision 034, agents and admins): the team as a draft saved as
// often as needed, previewed on the real team page, published for every visitor, and any earlier
// version restored in one click. Every change has its audit line in its own batch.

/** The audit log's subject for every change of the team. */
export const TEAM_SUBJECT = 'page:team'

/** The published team, or the seed while none was published or what was published no longer validates. */
export async function teamNow(db: D1Queryable): Promise<TeamNow> {
  const published = await publishedVersion<unknown>(db, TEAM_DOCUMENT)
  if (!published) return { team: seedTeam(), version: null }
  const check = checkTeam(published.body)
  return check.kind === 'valid' ? { team: check.team, version: published.version } : { team: seedTeam(), version: null }
}

/** The names in a team, for the audit line: who was there after the change. */
const memberNames = (team: TeamDocument) => team.members.map((member) => member.name)

/** What the editor opens with: the draft if there is one, what is published, and the history. */
export async function teamEditorState({ env }: StaffContext): Promise<TeamEditorState> {
  const [published, draft, history] = await Promise.all([
    teamNow(env.DB),
    draftOf<TeamDocument>(env.DB, TEAM_DOCUMENT),
    versionHistory<TeamDocument>(env.DB, TEAM_DOCUMENT, 30),
  ])
  return {
    published,
    draft: draft ?? null,
    history: history.map(({ version, publishedBy, publishedAt, restoredFrom, current }) => ({
      version,
      publishedBy,
      publishedAt,
      restoredFrom,
      current,
    })),
  }
}

/** Saves the member's team as the draft, once it validates; refused with the path of each problem otherwise. */
export async function saveTeamDraft({ env, staff, now, audit }: StaffContext, input: { team: unknown }): Promise<TeamSaved> {
  const check = checkTeam(input.team)
  if (check.kind === 'invalid') return { kind: 'invalid', problems: check.problems }
  await saveDraft(env.DB, TEAM_DOCUMENT, check.team, staff.email, now, () => [
    audit('team.draft', TEAM_SUBJECT, { members: memberNames(check.team) }),
  ])
  return { kind: 'saved', members: check.team.members.length }
}

/** The draft goes live for every visitor on their next request; checked again, since the schema may have moved since it was saved. */
export async function publishTeam({ env, staff, now }: StaffContext): Promise<{ version: number }> {
  const draft = await draftOf<unknown>(env.DB, TEAM_DOCUMENT)
  if (!draft) throw new Refusal('conflict', { reason: 'no-draft' })
  const check = checkTeam(draft.body)
  if (check.kind === 'invalid')
    throw new Refusal('invalid-input', { reason: 'invalid-draft', fields: check.problems.map((problem) => problem.path) })
  const result = await publishDraft(env.DB, TEAM_DOCUMENT, staff.email, now, (condition) => [
    conditionalAuditStatement(
      env.DB,
      staff,
      'team.publish',
      TEAM_SUBJECT,
      { members: memberNames(check.team) },
      condition.sql,
      ...condition.values,
    ),
  ])
  if (result.kind !== 'published') throw new Refusal('conflict', { reason: 'no-draft' })
  return { version: result.version }
}

/** Drops the draft; what visitors see stays. */
export async function discardTeamDraft({ env, staff }: StaffContext): Promise<{ discarded: boolean }> {
  const discarded = await discardDraft(env.DB, TEAM_DOCUMENT, (condition) => [
    conditionalAuditStatement(env.DB, staff, 'team.discard', TEAM_SUBJECT, {}, condition.sql, ...condition.values),
  ])
  return { discarded }
}

/** Publishes an earlier version again, as the next one. */
export async function restoreTeam({ env, staff, now }: StaffContext, input: { version: number }): Promise<{ version: number }> {
  const result = await restoreVersion(env.DB, TEAM_DOCUMENT, input.version, staff.email, now, (condition) => [
    conditionalAuditStatement(env.DB, staff, 'team.restore', TEAM_SUBJECT, { version: input.version }, condition.sql, ...condition.values),
  ])
  if (result.kind === 'not-found') throw new Refusal('not-found', { reason: 'unknown-version' })
  if (result.kind === 'current') throw new Refusal('conflict', { reason: 'current-version' })
  return { version: result.version }
}
