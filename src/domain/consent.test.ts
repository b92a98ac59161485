import { describe, expect, it } from 'vitest'
import {
  ALL,
  CONSENT_LIFETIME_MONTHS,
  CONSENT_WAIT_MS,
  INITIAL_CONSENT,
  NONE,
  consentModeState,
  consentReducer,
  hasAnalytics,
  isPreviewPath,
  parseStoredConsent,
  storedConsent,
  tagsToLoad,
  type ConsentEvent,
  type ConsentState,
} from './consent.ts'

const now = new Date('2026-11-26T10:00:00Z')
const run = (events: ConsentEvent[], from: ConsentState = INITIAL_CONSENT) => events.reduce(consentReducer, from)
const load = (stored = null as ReturnType<typeof parseStoredConsent>, preview = false, reset = false): ConsentEvent => ({
  type: 'load',
  stored,
  preview,
  reset,
})

describe('cookie consent states (spec §4)', () => {
  it('asks when nothing is stored, and never on a preview page', () => {
    expect(run([load()]).view).toBe('banner')
    expect(run([load(null, true)]).view).toBe('hidden')
    expect(isPreviewPath('/fr/preview/accueil/')).toBe(true)
    expect(isPreviewPath('/fr/a-vendre/')).toBe(false)
  })

  it('does not ask again once a choice is stored; setcookies asks again', () => {
    const stored = storedConsent(NONE, now)
    expect(run([load(stored)]).view).toBe('hidden')
    const reset = run([load(stored, false, true)])
    expect(reset).toMatchObject({ view: 'banner', stored: null })
  })

  it('agree all stores the four choices granted', () => {
    const state = run([load(), { type: 'agree-all', now }])
    expect(state.view).toBe('hidden')
    expect(state.stored).toEqual({ version: 1, consented: true, choices: ALL, savedAt: now.toISOString() })
  })

  it('decline all stores the consent flag with the four choices refused (necessary only)', () => {
    expect(run([load(), { type: 'decline-all', now }]).stored?.choices).toEqual(NONE)
  })

  it('change settings, then agree partly, stores exactly the switches chosen', () => {
    const state = run([
      load(),
      { type: 'open-settings' },
      { type: 'toggle', choice: 'analytics' },
      { type: 'toggle', choice: 'adUserData' },
      { type: 'toggle', choice: 'adUserData' },
      { type: 'save-chosen', now },
    ])
    expect(state.stored?.choices).toEqual({ analytics: true, adStorage: false, adUserData: false, adPersonalization: false })
    expect(state.view).toBe('hidden')
  })

  it('ignores switches and saving outside the settings', () => {
    const state = run([load(), { type: 'toggle', choice: 'analytics' }, { type: 'save-chosen', now }])
    expect(state).toMatchObject({ view: 'banner', stored: null, draft: NONE })
  })

  it('reopens the settings with the stored choices (footer link, cookie policy), also on a preview page', () => {
    const stored = storedConsent({ ...NONE, analytics: true }, now)
    const state = run([load(stored, true), { type: 'reopen' }])
    expect(state).toMatchObject({ view: 'settings', draft: stored.choices })
  })

  it('goes back from the settings: closed for one who chose, the three options for one who has not', () => {
    expect(run([load(), { type: 'open-settings' }, { type: 'toggle', choice: 'adStorage' }, { type: 'back' }])).toMatchObject({
      view: 'banner',
      draft: NONE,
    })
    expect(
      run([load(storedConsent(ALL, now)), { type: 'reopen' }, { type: 'toggle', choice: 'adStorage' }, { type: 'back' }]),
    ).toMatchObject({ view: 'hidden', draft: ALL })
  })
})

describe('stored consent', () => {
  it('reads back what it stores, and nothing malformed or of another version', () => {
    const stored = storedConsent({ ...NONE, adStorage: true }, now)
    expect(parseStoredConsent(JSON.stringify(stored), now)).toEqual(stored)
    expect(parseStoredConsent(null, now)).toBeNull()
    expect(parseStoredConsent('yes', now)).toBeNull()
    expect(parseStoredConsent(JSON.stringify({ ...stored, version: 0 }), now)).toBeNull()
    expect(parseStoredConsent(JSON.stringify({ ...stored, choices: { ...stored.choices, analytics: 'yes' } }), now)).toBeNull()
  })

  it('lasts six months, as the cookie policy says, and then the visitor is asked again', () => {
    const saved = new Date('2026-01-31T12:00:00Z')
    const stored = JSON.stringify(storedConsent(ALL, saved))
    expect(CONSENT_LIFETIME_MONTHS).toBe(6)
    expect(parseStoredConsent(stored, new Date('2026-07-30T12:00:00Z'))).not.toBeNull()
    expect(parseStoredConsent(stored, new Date('2026-07-31T12:00:00Z'))).toBeNull()
    expect(parseStoredConsent(JSON.stringify({ ...storedConsent(ALL, saved), savedAt: 'never' }), saved)).toBeNull()
    expect(run([load(parseStoredConsent(stored, new Date('2026-08-01T00:00:00Z')))])).toMatchObject({ view: 'banner' })
  })
})

describe('Consent Mode v2 and what loads (decision 009)', () => {
  it('denies all four signals before any choice', () => {
    expect(consentModeState(null)).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
    expect(consentModeState({ ...NONE, analytics: true, adPersonalization: true })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'granted',
    })
    expect(CONSENT_WAIT_MS).toBe(500)
  })

  const ids = { analyticsId: 'G-TEST', adsId: 'AW-TEST', tagManagerId: 'GTM-TEST', pixelId: '1234' }

  it('loads nothing before consent, and nothing that is not configured', () => {
    expect(tagsToLoad(ids, null)).toEqual([])
    expect(tagsToLoad({}, ALL)).toEqual([])
    expect(hasAnalytics({})).toBe(false)
    expect(hasAnalytics({ pixelId: '1' })).toBe(true)
  })

  it('loads each tag only with the consent it needs', () => {
    expect(tagsToLoad(ids, ALL)).toEqual([
      { kind: 'gtag', ids: ['G-TEST', 'AW-TEST'] },
      { kind: 'gtm', id: 'GTM-TEST' },
      { kind: 'pixel', id: '1234' },
    ])
    expect(tagsToLoad(ids, NONE)).toEqual([])
    expect(tagsToLoad(ids, { ...NONE, analytics: true })).toEqual([
      { kind: 'gtag', ids: ['G-TEST'] },
      { kind: 'gtm', id: 'GTM-TEST' },
    ])
    expect(tagsToLoad(ids, { ...NONE, adStorage: true })).toEqual([
      { kind: 'gtag', ids: ['AW-TEST'] },
      { kind: 'gtm', id: 'GTM-TEST' },
    ])
    expect(tagsToLoad(ids, { ...NONE, adStorage: true, adUserData: true })).toContainEqual({ kind: 'pixel', id: '1234' })
  })
})
