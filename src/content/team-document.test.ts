import { describe, expect, it } from 'vitest'
import { LOCALES } from '#/i18n/locales.ts'
import { TEAM } from './team.ts'
import { checkTeam, localizeTeamMember, teamDocumentOf } from './team-document.ts'

// Decision 034: the team as a document, seeded from src/content/team.ts.

describe('the team document', () => {
  const seed = teamDocumentOf(TEAM)

  it('the seed validates and keeps every member, in order, with a portrait described in every language', () => {
    const check = checkTeam(seed)
    expect(check.kind).toBe('valid')
    expect(seed.members.map((member) => member.name)).toEqual(TEAM.map((member) => member.name))
    for (const member of seed.members) for (const locale of LOCALES) expect(member.photo.alt[locale]).toBe(member.name)
  })

  it('names the path of each problem', () => {
    const broken = structuredClone(seed) as unknown as { members: Array<Record<string, unknown>> }
    broken.members[2]!.role = { nl: 'Makelaar', fr: '' }
    broken.members[3]!.email = 'not an address'
    delete broken.members[4]!.photo
    broken.members[5]!.languages = []
    const check = checkTeam(broken)
    expect(check.kind === 'invalid' && check.problems.map((problem) => problem.path)).toEqual([
      'members.2.role.fr',
      'members.3.email',
      'members.4.photo',
      'members.5.languages',
    ])
  })

  it('refuses a nineteenth member (spec §9: the team page shows at most 18)', () => {
    const many = { members: Array.from({ length: 19 }, (_, index) => seed.members[index % seed.members.length]) }
    const check = checkTeam(many)
    expect(check.kind === 'invalid' && check.problems.map((problem) => problem.path)).toEqual(['members'])
  })

  it('shows a member in the reader’s language, a missing text along the fallback chain with its own language marked', () => {
    const member = { ...seed.members[0]!, role: { nl: 'Zaakvoerder', fr: 'Gérante' }, bio: { nl: 'Alleen in het Nederlands.', fr: '' } }
    expect(localizeTeamMember(member, 'fr')).toMatchObject({ role: 'Gérante', bio: 'Alleen in het Nederlands.', bioLang: 'nl-BE' })
    expect(localizeTeamMember(member, 'fr').roleLang).toBeUndefined()
    expect(localizeTeamMember(member, 'de')).toMatchObject({ role: 'Zaakvoerder', roleLang: 'nl-BE' })
  })
})
