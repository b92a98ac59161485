import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ALL,
  CONSENT_STORAGE_KEY,
  INITIAL_CONSENT,
  NONE,
  RESET_CONSENT_PARAMETER,
  consentEarlyOpenScript,
  consentReducer,
  isPreviewPath,
  parseStoredConsent,
  storedConsent,
} from './consent.ts'

// The inline script must ask exactly when the modal's own `load` does, whatever is stored.

type Page = { pathname: string; search: string; stored: string | null; now: Date }
type Listener = (event: { preventDefault: () => void }) => void

function runScript(page: Page) {
  const listeners: Listener[] = []
  const title = {
    focused: false,
    focus() {
      this.focused = true
    },
  }
  const dialog = {
    open: false,
    showModal() {
      this.open = true
    },
    querySelector: () => title,
    addEventListener: (_: string, listener: Listener) => void listeners.push(listener),
    removeEventListener: () => {},
  }
  const hydrated = { value: false }
  const document = { currentScript: { previousElementSibling: dialog }, documentElement: { hasAttribute: () => hydrated.value } }
  const window = {
    location: { pathname: page.pathname, search: page.search },
    localStorage: { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? page.stored : null) },
  }
  vi.setSystemTime(page.now)
  new Function('document', 'window', consentEarlyOpenScript())(document, window)
  const escape = () => {
    let prevented = false
    for (const listener of listeners) listener({ preventDefault: () => void (prevented = true) })
    return prevented
  }
  return { dialog, title, escape, hydrated }
}

function reducerAsks(page: Page): boolean {
  const event = {
    type: 'load' as const,
    stored: parseStoredConsent(page.stored, page.now),
    preview: isPreviewPath(page.pathname),
    reset: new URLSearchParams(page.search).has(RESET_CONSENT_PARAMETER),
  }
  return consentReducer(INITIAL_CONSENT, event).view === 'banner'
}

afterEach(() => vi.useRealTimers())

describe('the consent modal opened before hydration (decision 023)', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  const valid = JSON.stringify(storedConsent(ALL, new Date('2026-10-01T08:00:00Z')))

  it('opens, focused on its title, for a first visit, and Escape does not close it until the page is hydrated', () => {
    vi.useFakeTimers()
    const page = runScript({ pathname: '/fr/a-vendre/', search: '', stored: null, now })
    expect(page.dialog.open).toBe(true)
    expect(page.title.focused).toBe(true)
    expect(page.escape()).toBe(true)
    page.hydrated.value = true
    expect(page.escape()).toBe(false)
  })

  it('stays shut for a visitor who chose and on a preview page; the reset parameter and an expired choice ask again', () => {
    vi.useFakeTimers()
    expect(runScript({ pathname: '/nl/', search: '', stored: valid, now }).dialog.open).toBe(false)
    expect(runScript({ pathname: '/nl/preview/12/', search: '', stored: null, now }).dialog.open).toBe(false)
    expect(runScript({ pathname: '/nl/', search: '?setcookies=1', stored: valid, now }).dialog.open).toBe(true)
    expect(
      runScript({ pathname: '/nl/', search: '', stored: JSON.stringify(storedConsent(NONE, new Date('2026-05-26T11:59:00Z'))), now }).dialog
        .open,
    ).toBe(true)
  })

  it('asks exactly when the modal itself would, whatever is stored', () => {
    vi.useFakeTimers()
    const choices = fc.record({
      analytics: fc.oneof(fc.boolean(), fc.constant('yes')),
      adStorage: fc.boolean(),
      adUserData: fc.boolean(),
      adPersonalization: fc.oneof(fc.boolean(), fc.constant(null)),
    })
    const savedAt = fc.oneof(
      fc.date({ min: new Date('2025-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constant('never'),
    )
    const stored = fc.oneof(
      fc.constant(null),
      fc.string(),
      fc
        .record({ version: fc.constantFrom(0, 1, 2), consented: fc.oneof(fc.constant(true), fc.boolean()), choices, savedAt })
        .map((value) => JSON.stringify(value)),
    )
    const at = fc.date({ min: new Date('2025-06-01'), max: new Date('2027-06-01'), noInvalidDate: true })
    fc.assert(
      fc.property(
        stored,
        fc.constantFrom('/nl/', '/fr/a-vendre/', '/en/preview/3/'),
        fc.constantFrom('', '?setcookies', '?page=2'),
        at,
        (raw, pathname, search, now) => {
          const page = { pathname, search, stored: raw, now }
          expect(runScript(page).dialog.open).toBe(reducerAsks(page))
        },
      ),
    )
  })
})
