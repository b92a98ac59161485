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
