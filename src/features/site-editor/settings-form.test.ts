import { describe, expect, it } from 'vitest'
import { codeConfig } from '#/config/site-config.ts'
import { settingsOfConfig } from '#/config/site-settings.ts'
import { settingsWithFormValues } from './settings-form.ts'

const base = settingsOfConfig(codeConfig)

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('the settings form read back onto the document (decision 034)', () => {
  it('writes each field at its path and leaves what the form does not show as it was', () => {
    const settings = settingsWithFormValues(
      base,
      form([
        ['agency.phone', ' +32 10 98 76 54 '],
        ['menu.1.params.title.fr', 'Nos maisons'],
        ['menu.1.status', 'on'],
      ]),
    )
    expect(settings.agency.phone).toBe('+32 10 98 76 54')
    expect(settings.menu[1]!.params.title.fr).toBe('Nos maisons')
    expect(settings.footer).toEqual(base.footer)
    expect(settings.agency.name).toBe(base.agency.name)
    // The base itself is untouched.
    expect(base.agency.phone).toBe(codeConfig.agency.phone)
  })

  it('leaves out an emptied en or de text, so the page falls back, but keeps an emptied nl or fr for the check to refuse', () => {
    const settings = settingsWithFormValues(
      base,
      form([
        ['menu.1.params.title.de', ''],
        ['menu.1.params.title.nl', ''],
      ]),
    )
    expect(settings.menu[1]!.params.title).not.toHaveProperty('de')
    expect(settings.menu[1]!.params.title.nl).toBe('')
  })

  it('reads unchecked menu boxes as unpublished and the language boxes in their fixed order', () => {
    const settings = settingsWithFormValues(
      base,
      form([
        ['menu.0.status', 'on'],
        ['languages.enabled', 'fr'],
        ['languages.enabled', 'nl'],
        ['languages.default', 'fr'],
      ]),
    )
    expect(settings.menu[0]!.status).toBe('Published')
    expect(settings.menu[1]!.status).toBe('Unpublished')
    expect(settings.languages).toEqual({ enabled: ['nl', 'fr'], default: 'fr' })
  })

  it('does not write through a path that names nothing in the document', () => {
    const settings = settingsWithFormValues(base, form([['nowhere.deep.field', 'x']]))
    expect(settings).not.toHaveProperty('nowhere')
  })
})
