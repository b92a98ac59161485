import { useEffect, useId, useReducer, useRef } from 'react'
import { PageLink } from '#/components/PageLink.tsx'
import { keepTabInside } from '#/components/dialog-focus-trap.ts'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useLocale } from '#/components/shell/use-locale.ts'
import { CAMPAIGN_STORAGE_KEY, capturedCampaign, parseCampaign } from '#/domain/campaign.ts'
import {
  CONSENT_STORAGE_KEY,
  INITIAL_CONSENT,
  RESET_CONSENT_PARAMETER,
  consentEarlyOpenScript,
  consentReducer,
  isPreviewPath,
  parseStoredConsent,
  type ConsentChoice,
  type ConsentState,
} from '#/domain/consent.ts'
import { OPEN_CONSENT_SETTINGS_EVENT, type AnalyticsSettings } from './analytics-settings.ts'
import { applyConsent, sendPageView, setConsentDefaults } from './analytics-tags.ts'

// The cookie consent modal (spec §4, decision 009): agree all, decline all, or the five switches. Its
// markup comes with every page (consent lives in the visitor's storage, never in the cached page);
// a small inline script opens it while the page is parsed when the visitor has not chosen, as a native
// modal dialog in the top layer: keyboard and screen readers stay inside it, and the page does not move.
// It ends only with a choice: Escape goes back a screen, never closes it undecided.

function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

function writeStorage(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
  } catch {
    // Storage refused (private mode, full): the choice holds for this page only.
  }
}

/** The visit's campaign parameters, kept from the page the visitor landed on (spec §7). */
function captureCampaign(search: string): void {
  writeStorage(
    sessionStorage,
    CAMPAIGN_STORAGE_KEY,
    capturedCampaign(new URLSearchParams(search), readStorage(sessionStorage, CAMPAIGN_STORAGE_KEY)),
  )
}

/** What the stored choice and the address say at load (also the `load` event the modal starts from). */
function loadEvent() {
  return {
    type: 'load' as const,
    stored: parseStoredConsent(readStorage(localStorage, CONSENT_STORAGE_KEY), new Date()),
    preview: isPreviewPath(window.location.pathname),
    reset: new URLSearchParams(window.location.search).has(RESET_CONSENT_PARAMETER),
  }
}

/**
 * In the browser the modal starts from the stored choice, so hydration finds it in the state the
 * inline script opened it in (the server renders the same markup for "hidden" and "banner").
 */
function initialConsent(state: ConsentState): ConsentState {
  return typeof window === 'undefined' ? state : consentReducer(state, loadEvent())
}

/** The inline script is written once, the same for every page. */
const EARLY_OPEN_SCRIPT = consentEarlyOpenScript()

export function ConsentManager({ settings }: { settings: AnalyticsSettings }) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const location = useLocation()
  const [state, dispatch] = useReducer(consentReducer, INITIAL_CONSENT, initialConsent)
  const nonce = useRouter().options.ssr?.nonce
  const dialog = useRef<HTMLDialogElement>(null)
  /** What had the focus before the dialog opened: it gets it back after the choice. */
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const appliedFor = useRef<string | null>(null)
  const pageHref = useRef<string | null>(null)
  // The route-change effect reads the current choice without running again when it changes.
  const stored = useRef(state.stored)
  stored.current = state.stored
  const view = useRef(state.view)
  view.current = state.view

  useEffect(() => {
    captureCampaign(window.location.search)
    const load = loadEvent()
    if (load.reset) writeStorage(localStorage, CONSENT_STORAGE_KEY, null)
    setConsentDefaults(settings)
    dispatch(load)
    const reopen = () => dispatch({ type: 'reopen' })
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, reopen)
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, reopen)
  }, [settings])

  // A choice stored (at load, or just saved): kept, applied to the tags, and a page view sent.
  useEffect(() => {
    const choice = state.stored
    if (!choice || appliedFor.current === choice.savedAt) return
    appliedFor.current = choice.savedAt
    writeStorage(localStorage, CONSENT_STORAGE_KEY, JSON.stringify(choice))
    applyConsent(settings, choice.choices)
    sendPageView(settings, choice.choices, parseCampaign(readStorage(sessionStorage, CAMPAIGN_STORAGE_KEY)))
  }, [state.stored, settings])

  // Route changes in the single-page app are page views too (the first page is counted above).
  useEffect(() => {
    const href = window.location.href
    if (pageHref.current === null || pageHref.current === href) {
      pageHref.current = href
      return
    }
    pageHref.current = href
    captureCampaign(window.location.search)
    if (stored.current) sendPageView(settings, stored.current.choices, parseCampaign(readStorage(sessionStorage, CAMPAIGN_STORAGE_KEY)))
  }, [location.href, settings])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (state.view !== 'hidden' && !element.open) {
      // Where the visitor was (the footer's "Cookie settings"), to come back to once they chose.
      const active = document.activeElement
      returnFocusTo.current = active instanceof HTMLElement && active !== document.body && !element.contains(active) ? active : null
      element.showModal()
    }
    if (state.view === 'hidden' && element.open) {
      element.close()
      // Back where the visitor was, or, when the dialog opened with the page, at the start of its content.
      const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : document.getElementById('main')
      target?.focus({ preventScroll: target.id === 'main' })
    }
    // Screen readers start at the title, and the first control is one Tab away.
    if (state.view !== 'hidden') element.querySelector<HTMLElement>('h2')?.focus()
  }, [state.view])

  const now = () => new Date()
  const switches: Array<{ choice: ConsentChoice; label: string; description: string }> = [
    { choice: 'analytics', label: t`Analytics`, description: t`Counts visits and pages viewed, so we can improve the site.` },
    { choice: 'adStorage', label: t`Advertising cookies`, description: t`Lets our advertising partners store cookies to measure our ads.` },
    {
      choice: 'adUserData',
      label: t`Advertising user data`,
      description: t`Lets us send data about your visit to our advertising partners.`,
    },
    {
      choice: 'adPersonalization',
      label: t`Ad personalisation`,
      description: t`Lets our advertising partners show you ads that match your interests.`,
    },
  ]
  const primary = 'inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark'
  const secondary =
    'inline-flex min-h-12 items-center justify-center rounded-full border border-brand px-6 font-semibold text-brand-dark hover:bg-brand/5'

  return (
    <>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={(event) => {
          // Escape is handled on keydown: Chromium lets a repeated Escape close a modal without a
          // cancelable `cancel` event, which left the visitor on an empty page with nothing chosen.
          if (event.key === 'Escape') {
            event.preventDefault()
            dispatch({ type: 'back' })
          }
          keepTabInside(event)
        }}
        onCancel={(event) => {
          // Escape goes back (or closes the settings of a visitor who already chose); it never decides for them.
          event.preventDefault()
          dispatch({ type: 'back' })
        }}
        onClose={(event) => {
          // Any other close the page could not cancel (a browser's back gesture): still undecided, so open again.
          if (view.current !== 'hidden') event.currentTarget.showModal()
        }}
        className="mx-auto mt-auto mb-0 max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50 sm:mb-auto sm:max-w-xl sm:rounded-2xl"
      >
        {state.view === 'settings' ? (
          <form
            className="p-6 sm:p-8"
            onSubmit={(event) => {
              event.preventDefault()
              dispatch({ type: 'save-chosen', now: now() })
            }}
          >
            <h2 id={`${id}-title`} tabIndex={-1} className="font-display text-2xl outline-none">
              {t`Cookie settings`}
            </h2>
            <p id={`${id}-text`} className="mt-2 text-muted">
              {t`Choose which cookies we may use. You can change this at any time through “Cookie settings” at the bottom of every page.`}
            </p>
            <ul className="mt-6 divide-y divide-line">
              <li className="flex items-start justify-between gap-4 py-4">
                <div>
                  <label htmlFor={`${id}-necessary`} className="font-semibold">
                    {t`Necessary`}
                  </label>
                  <p id={`${id}-necessary-text`} className="text-sm text-muted">
                    {t`Your language, the forms and the owner login. Always on.`}
                  </p>
                </div>
                <input
                  id={`${id}-necessary`}
                  type="checkbox"
                  role="switch"
                  checked
                  disabled
                  aria-describedby={`${id}-necessary-text`}
                  className="consent-switch"
                />
              </li>
              {switches.map(({ choice, label, description }) => (
                <li key={choice} className="flex items-start justify-between gap-4 py-4">
                  <div>
                    <label htmlFor={`${id}-${choice}`} className="font-semibold">
                      {label}
                    </label>
                    <p id={`${id}-${choice}-text`} className="text-sm text-muted">
                      {description}
                    </p>
                  </div>
                  <input
                    id={`${id}-${choice}`}
                    type="checkbox"
                    role="switch"
                    checked={state.draft[choice]}
                    onChange={() => dispatch({ type: 'toggle', choice })}
                    aria-describedby={`${id}-${choice}-text`}
                    className="consent-switch"
                  />
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
              <button type="submit" className={primary}>
                {t`Save my choices`}
              </button>
              <button type="button" className={secondary} onClick={() => dispatch({ type: 'agree-all', now: now() })}>
                {t`Agree to all`}
              </button>
            </div>
          </form>
        ) : (
          <div className="p-6 sm:p-8">
            <h2 id={`${id}-title`} tabIndex={-1} className="font-display text-2xl outline-none">
              {t`Your privacy`}
            </h2>
            <p id={`${id}-text`} className="mt-2 text-muted">
              {t`We use the cookies the site needs to work. With your consent we also use analytics cookies to understand how the site is used, and advertising cookies to measure our ads. You can change your choice at any time.`}{' '}
              <PageLink
                to="/$lang/cookie-policy/"
                params={{ lang: locale }}
                className="font-semibold text-brand-dark underline underline-offset-2"
              >
                {t`Read our cookie policy`}
              </PageLink>
            </p>
            {/* Agreeing and declining weigh the same: neither is the easier click. */}
            <div className="mt-6 grid gap-3 sm:grid-cols-2">
              <button type="button" className={primary} onClick={() => dispatch({ type: 'agree-all', now: now() })}>
                {t`Agree to all`}
              </button>
              <button type="button" className={primary} onClick={() => dispatch({ type: 'decline-all', now: now() })}>
                {t`Decline all`}
              </button>
            </div>
            <button
              type="button"
              className="mt-4 min-h-11 w-full font-semibold text-brand-dark underline underline-offset-4"
              onClick={() => dispatch({ type: 'open-settings' })}
            >
              {t`Change settings`}
            </button>
          </div>
        )}
      </dialog>
      {/* Opens the modal while the page is parsed, before any JavaScript (decision 023): see consentEarlyOpenScript. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_OPEN_SCRIPT }} />
    </>
  )
}
