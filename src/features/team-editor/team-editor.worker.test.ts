import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AppEnv } from '#/server/env.server.ts'
import { auditEntries } from '#/admin/audit-log.server.ts'
import { staffCheck } from '#/admin/staff-check.server.ts'
import { TEAM } from '#/content/team.ts'
import { TEAM_DOCUMENT, teamDocumentOf, type TeamDocument } from '#/content/team-document.ts'
import { teamInForce } from '#/features/content-pages/index.server.ts'
import { withDraftsShown } from '#/server/draft-preview-scope.server.ts'
import { contentVersions } from '#/server/page-cache.server.ts'
import { settingsInForce } from '#/server/settings-in-force.server.ts'
import { SITE_VERSION_KEY, publishBody } from '#/server/site-documents.server.ts'
import { createTestStaff, refusalOf, testStaffContext } from '../../../tests/support/test-staff.ts'
import { TEAM_SUBJECT, discardTeamDraft, publishTeam, restoreTeam, saveTeamDraft, teamEditorState } from './team-editor.server.ts'

// Decision 034: the team as a document the agency edits: drafts no visitor reads, previews for
// staff, publishing and restoring, each change in the audit log; the pages read the published team
// once per site version.

const appEnv = env as unknown as AppEnv
const DB = appEnv.DB
const SEED = teamDocumentOf(TEAM)

/** The team a visitor's request reads now, after the Worker entry read the site version (src/server.ts). */
async function visitorsTeam(): Promise<string[]> {
  await settingsInForce(DB, (await contentVersions(DB)).site)
  return (await teamInForce(DB)).members.map((member) => member.name)
}

/** The seed with a new member at the top. */
function withNewcomer(name: string): TeamDocument {
  const newcomer = {
    ...SEED.members[0]!,
    name,
    role: { nl: 'Makelaar verhuur', fr: 'Agente location' },
    photo: { ...SEED.members[0]!.photo, alt: { nl: `Portret van ${name}`, fr: `Portrait de ${name}` } },
  }
  return { members: [newcomer, ...SEED.members] }
}

beforeEach(async () => {
  await DB.prepare('DELETE FROM site_documents').run()
  await DB.prepare('DELETE FROM audit_log').run()
  await DB.prepare('DELETE FROM app_meta WHERE key = ?').bind(SITE_VERSION_KEY).run()
})

describe('the team editor', () => {
  it('an agent saves a draft visitors never read but a staff preview shows, publishes it and restores the earlier version; each step is logged', async () => {
    const agent = await testStaffContext(appEnv, await createTestStaff(appEnv, 'agent'))
    const seedNames = SEED.members.map((member) => member.name)
    expect(await visitorsTeam()).toEqual(seedNames)
    expect((await teamEditorState(agent)).published).toEqual({ team: SEED, version: null })

    expect(await saveTeamDraft(agent, { team: SEED })).toEqual({ kind: 'saved', members: SEED.members.length })
    expect(await publishTeam(agent)).toEqual({ version: 1 })
    expect(await saveTeamDraft(agent, { team: withNewcomer('Eva Peeters') })).toEqual({ kind: 'saved', members: SEED.members.length + 1 })
    expect(await visitorsTeam()).toEqual(seedNames)
    expect((await withDraftsShown(() => teamInForce(DB))).members[0]!.name).toBe('Eva Peeters')

    expect(await publishTeam(agent)).toEqual({ version: 2 })
    expect(await visitorsTeam()).toEqual(['Eva Peeters', ...seedNames])
    expect(await restoreTeam(agent, { version: 1 })).toEqual({ version: 3 })
    expect(await visitorsTeam()).toEqual(seedNames)

    const state = await teamEditorState(agent)
    expect(state.draft).toBeNull()
    expect(state.history.map((version) => [version.version, version.current, version.restoredFrom])).toEqual([
      [3, true, 1],
      [2, false, null],
      [1, false, null],
    ])
    const entries = await auditEntries(DB, { subject: TEAM_SUBJECT, limit: 10 })
    expect(entries.map((entry) => entry.action)).toEqual(['team.restore', 'team.publish', 'team.draft', 'team.publish', 'team.draft'])
    expect(entries[1]!.detail).toMatchObject({ members: ['Eva Peeters', ...seedNames] })
  })

  it('refuses a team with errors, with the path of each, and saves nothing', async () => {
    const agent = await testStaffContext(appEnv, await createTestStaff(appEnv, 'agent'))
    const team = withNewcomer('Eva Peeters') as unknown as { members: Array<Record<string, unknown>> }
    team.members[0]!.photo = { src: 'https://elsewhere.example/eva.jpg', width: 800, height: 800, alt: { nl: 'Eva', fr: '' } }
    const answer = await saveTeamDraft(agent, { team })
    expect(answer.kind === 'invalid' && answer.problems.map((problem) => problem.path)).toEqual([
      'members.0.photo.src',
      'members.0.photo.alt.fr',
    ])
    expect((await teamEditorState(agent)).draft).toBeNull()
    expect(await auditEntries(DB, { subject: TEAM_SUBJECT, limit: 5 })).toEqual([])
  })

  it('publishing without a draft and restoring the live or an unknown version are refused; a discarded draft changes nothing', async () => {
    const agent = await testStaffContext(appEnv, await createTestStaff(appEnv, 'agent'))
    expect((await refusalOf(publishTeam(agent))).status).toBe(409)
    await saveTeamDraft(agent, { team: SEED })
    await publishTeam(agent)
    expect((await refusalOf(restoreTeam(agent, { version: 1 }))).status).toBe(409)
    expect((await refusalOf(restoreTeam(agent, { version: 9 }))).status).toBe(404)
    await saveTeamDraft(agent, { team: withNewcomer('Eva Peeters') })
    expect(await discardTeamDraft(agent)).toEqual({ discarded: true })
    expect(await discardTeamDraft(agent)).toEqual({ discarded: false })
    expect((await withDraftsShown(() => teamInForce(DB))).members).toHaveLength(SEED.members.length)
  })

  it('a published team that no longer validates gives way to the seed', async () => {
    await publishBody(DB, TEAM_DOCUMENT, { members: [{ name: 'Half a member' }] }, 'operator@agency.test', new Date())
    expect(await visitorsTeam()).toEqual(SEED.members.map((member) => member.name))
  })

  it('agents may edit the team; a request without a staff session is refused (401)', async () => {
    const agent = await createTestStaff(appEnv, 'agent')
    const withSession = new Request('https://immo.test/_serverFn/team', { headers: { Cookie: agent.cookie } })
    expect((await staffCheck(withSession, appEnv, 'agent', new Date())).kind).toBe('ok')
    const check = await staffCheck(new Request('https://immo.test/_serverFn/team'), appEnv, 'agent', new Date())
    expect(check.kind === 'refused' && check.refusal.status).toBe(401)
  })
})
