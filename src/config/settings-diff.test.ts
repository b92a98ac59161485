import { describe, expect, it } from 'vitest'
import { diffLines, settingsDiff } from './settings-diff.ts'

describe('the settings diff', () => {
  it('names each changed leaf by its path, and nothing for equal documents', () => {
    const before = { agency: { phone: '+32 10 22 33 44', name: 'Immo' }, menu: [{ title: { fr: 'Accueil', nl: 'Home' } }] }
    const after = { agency: { phone: '+32 10 99 99 99', name: 'Immo' }, menu: [{ title: { fr: 'Bienvenue', nl: 'Home' } }] }
    expect(settingsDiff(before, structuredClone(before))).toEqual([])
    expect(settingsDiff(before, after)).toEqual([
      { path: 'agency.phone', before: '+32 10 22 33 44', after: '+32 10 99 99 99' },
      { path: 'menu.0.title.fr', before: 'Accueil', after: 'Bienvenue' },
    ])
  })

  it('takes an added or removed key, and an array of another length, as one change each', () => {
    expect(settingsDiff({ a: 1 }, { a: 1, b: 2 })).toEqual([{ path: 'b', before: undefined, after: 2 }])
    expect(settingsDiff({ list: [1] }, { list: [1, 2] })).toEqual([{ path: 'list', before: [1], after: [1, 2] }])
    expect(
      diffLines([
        { path: 'b', before: undefined, after: 2 },
        { path: 'a', before: 'x', after: 'y' },
      ]),
    ).toEqual(['+ b: 2', '- a: "x"', '+ a: "y"'])
  })
})
