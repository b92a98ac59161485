import { describe, expect, it } from 'vitest'
import { codeConfig } from '#/config/site-config.ts'
import { settingsOfConfig } from '#/config/site-settings.ts'
import { valueAt, withValueAt } from './settings-paths.ts'

const base = settingsOfConfig(codeConfig)

describe('the settings document edited field by field (decision 034)', () => {
  it('reads a value at its path, through objects and lists', () => {
    expect(valueAt(base, 'agency.phone')).toBe(codeConfig.agency.phone)
    expect(valueAt(base, 'menu.1.params.title.fr')).toBe(codeConfig.menu[1]!.params.title.fr)
    expect(valueAt(base, 'agency.nowhere.deeper')).toBeUndefined()
  })

  it('writes a value at its path and leaves the rest as it was, the original untouched', () => {
    const edited = withValueAt(base, 'menu.1.params.title.fr', 'Nos maisons')
    expect(edited.menu[1]!.params.title.fr).toBe('Nos maisons')
    expect(edited.menu[1]!.params.title.nl).toBe(base.menu[1]!.params.title.nl)
    expect(Array.isArray(edited.menu)).toBe(true)
    // Branches the change does not touch are the same objects: only the edited path is copied.
    expect(edited.footer).toBe(base.footer)
    expect(edited.menu[0]).toBe(base.menu[0])
    expect(base.menu[1]!.params.title.fr).toBe(codeConfig.menu[1]!.params.title.fr)
  })

  it('removes an optional value set to nothing, and makes a missing group', () => {
    const withoutGerman = withValueAt(base, 'menu.1.params.title.de', undefined)
    expect(withoutGerman.menu[1]!.params.title).not.toHaveProperty('de')
    const { references: _references, ...withoutReferences } = base
    expect(withValueAt(withoutReferences, 'references.showPrice', true)).toMatchObject({ references: { showPrice: true } })
  })
})
