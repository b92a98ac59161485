import { describe, expect, it } from 'vitest'
import appConfig from '../../app.config.ts'
import { parseSiteConfig } from './site-config-schema.ts'
import { checkSettings, configWithSettings, settingsOfConfig } from './site-settings.ts'

const config = parseSiteConfig(appConfig)
const settings = settingsOfConfig(config)

/** The settings with one change, made on a deep copy. */
function changed(change: (draft: any) => void): unknown {
  const draft = structuredClone(settings)
  change(draft)
  return draft
}

const problemPaths = (input: unknown) => {
  const check = checkSettings(input)
  return check.kind === 'invalid' ? check.problems.map((problem) => problem.path) : []
}

describe('the settings the agency edits (decision 034)', () => {
  it('are app.config.ts without the deployment facts, and put back together they are the configuration again', () => {
    expect(settings).not.toHaveProperty('siteUrl')
    expect(settings).not.toHaveProperty('operator')
    expect(settings.leads).toEqual({ notify: config.leads.notify, language: config.leads.language })
    expect(configWithSettings(config, settings)).toEqual(config)
    expect(checkSettings(settings)).toEqual({ kind: 'valid', settings })
  })

  it('a published phone and menu title change what the site runs on; the sender and site address stay in code', () => {
    const edited = checkSettings(
      changed((draft) => {
        draft.agency.phone = '+32 10 99 88 77'
        draft.menu[1].params.title.fr = 'Nos biens à vendre'
        draft.siteUrl = 'https://evil.example'
        draft.leads.sender = 'evil@example.com'
      }),
    )
    expect(edited.kind).toBe('valid')
    if (edited.kind !== 'valid') return
    const running = configWithSettings(config, edited.settings)
    expect(running.agency.phone).toBe('+32 10 99 88 77')
    expect(running.menu[1]!.params.title.fr).toBe('Nos biens à vendre')
    expect(running.siteUrl).toBe(config.siteUrl)
    expect(running.leads.sender).toBe(config.leads.sender)
    expect(running.leads.captchaSiteKey).toBe(config.leads.captchaSiteKey)
  })

  it.each([
    ['a colour that is no colour', (draft: any) => (draft.brand.color = 'teal'), ['brand.color']],
    ['a brand colour white text cannot be read on', (draft: any) => (draft.brand.color = '#f5c518'), ['brand.color']],
    ['a menu path that names no page', (draft: any) => (draft.menu[2].path = 'for-lease'), ['menu.2.path']],
    [
      'a footer link that names no page',
      (draft: any) => (draft.footer.columns[1].links[0].path = 'nowhere'),
      ['footer.columns.1.links.0.path'],
    ],
    ['a language outside nl, fr, en and de', (draft: any) => draft.languages.enabled.push('es'), ['languages.enabled.4']],
    ['no default language', (draft: any) => delete draft.languages.default, ['languages.default']],
    ['a default language that is not enabled', (draft: any) => (draft.languages = { enabled: ['nl', 'fr'], default: 'de' }), ['languages']],
    [
      'a closure that ends before it begins',
      (draft: any) => (draft.agency.closures = [{ from: '2026-12-26', to: '2026-12-24' }]),
      ['agency.closures.0.to'],
    ],
    [
      'a closure on a day that does not exist',
      (draft: any) => (draft.agency.closures = [{ from: '2027-02-29', to: '2027-03-01' }]),
      ['agency.closures.0.from'],
    ],
    [
      'a banner picture without its French text alternative',
      (draft: any) => (draft.home.banner = { type: 'image', image: { ...draft.home.banner.image, alt: { nl: 'Huizen', fr: '  ' } } }),
      ['home.banner.image.alt.fr'],
    ],
    ['a lead inbox that is no address', (draft: any) => (draft.leads.notify = 'leads at immo-dyle'), ['leads.notify']],
  ])('refuses %s, at its path', (_, change, paths) => {
    expect(problemPaths(changed(change))).toEqual(paths)
  })

  it('names every problem of a document at once', () => {
    const paths = problemPaths(
      changed((draft) => {
        draft.brand.color = '#ffffff'
        draft.agency.email = 'nope'
      }),
    )
    expect(paths.sort()).toEqual(['agency.email', 'brand.color'])
  })

  it('says why a light brand colour is refused', () => {
    const check = checkSettings(changed((draft) => (draft.brand.color = '#f5c518')))
    expect(check.kind === 'invalid' && check.problems[0]!.message).toMatch(/4\.5:1/)
  })
})
