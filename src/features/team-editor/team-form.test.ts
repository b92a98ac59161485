import { describe, expect, it } from 'vitest'
import { TEAM } from '#/content/team.ts'
import { checkTeam, teamDocumentOf } from '#/content/team-document.ts'
import { blankMember, formOfTeam, moved, problemsByMember, problemsUnder, teamOfForm } from './team-form.ts'

// Decision 034: the team editor's form and the document it stands for.

describe('the team form', () => {
  const seed = teamDocumentOf(TEAM)

  it('reads back as the document it was drawn from', () => {
    expect(teamOfForm(formOfTeam(seed, (index) => `m${index}`))).toEqual(seed)
  })

  it('leaves out the optional texts left empty and sends the required ones empty, so the problem names them', () => {
    const member = {
      ...blankMember('new'),
      name: ' Eva ',
      role: { nl: 'Makelaar', fr: '', en: ' ', de: '' },
      languages: ['fr' as const, 'nl' as const],
    }
    const sent = teamOfForm([member]) as { members: Array<Record<string, unknown>> }
    expect(sent.members[0]).toEqual({ name: 'Eva', role: { nl: 'Makelaar', fr: '' }, bio: {}, languages: ['nl', 'fr'] })
    const check = checkTeam(sent)
    expect(check.kind === 'invalid' && check.problems.map((problem) => problem.path)).toEqual(['members.0.role.fr', 'members.0.photo'])
  })

  it('groups the server’s problems by member, and a picture’s under its field', () => {
    const byMember = problemsByMember([
      { path: 'members.2.role.fr', message: '' },
      { path: 'members.2.photo.alt.nl', message: '' },
      { path: 'members.0.photo', message: '' },
      { path: 'members', message: '' },
    ])
    expect(byMember.get(2)).toEqual(new Set(['role.fr', 'photo.alt.nl']))
    expect(byMember.get(-1)).toEqual(new Set(['members']))
    expect(problemsUnder(byMember.get(2), 'photo')).toEqual(new Set(['alt.nl']))
    expect(problemsUnder(byMember.get(0), 'photo')).toEqual(new Set(['']))
  })

  it('moves a member up and down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moved(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c'])
  })
})

describe('the largest team', () => {
  it('fits one back-office request: 18 members with every text written to its limit (in ASCII)', async () => {
    const { STAFF_JSON_LIMIT_BYTES } = await import('#/admin/staff-check.server.ts')
    const { TEAM_TEXT_LIMITS } = await import('#/content/team-document.ts')
    const { SITE_IMAGE_ALT_MAX, siteImageKey, siteImagePath } = await import('#/domain/site-images.ts')
    const { TEAM_PAGE_MAX_MEMBERS } = await import('#/domain/content-limits.ts')
    const full = (max: number) => 'x'.repeat(max)
    const four = (max: number) => ({ nl: full(max), fr: full(max), en: full(max), de: full(max) })
    const member = {
      name: full(TEAM_TEXT_LIMITS.name),
      role: four(TEAM_TEXT_LIMITS.role),
      bio: four(TEAM_TEXT_LIMITS.bio),
      phone: '+32 4'.padEnd(TEAM_TEXT_LIMITS.phone, '0'),
      email: `${'a'.repeat(TEAM_TEXT_LIMITS.email - 10)}@agency.be`,
      languages: ['nl', 'fr', 'en', 'de'],
      photo: { src: siteImagePath(siteImageKey('team', 'f'.repeat(64))), width: 800, height: 800, alt: four(SITE_IMAGE_ALT_MAX) },
    }
    const team = { members: Array.from({ length: TEAM_PAGE_MAX_MEMBERS }, () => member) }
    expect(checkTeam(team).kind).toBe('valid')
    // A server function's request frames the document (seroval): measured 17 % more than its JSON at this size.
    expect(new TextEncoder().encode(JSON.stringify({ data: { team } })).byteLength * 1.2).toBeLessThan(STAFF_JSON_LIMIT_BYTES)
  })
})
