// Cookie consent (spec §2 shell, §4 "Cookie consent", §7; decision 009): what the visitor chose, the
// modal's states, and what each choice lets load. Pure, so every transition is unit-tested.

export const CONSENT_CHOICES = ['analytics', 'adStorage', 'adUserData', 'adPersonalization'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]
export type ConsentChoices = Record<ConsentChoice, boolean>

/** The localStorage key of the stored consent (spec §7). */
export const CONSENT_STORAGE_KEY = 'consent'
/** Bumped when the choices offered change, so visitors are asked again. */
export const CONSENT_VERSION = 1
/** spec §9 "Timing": analytics consent wait 500 ms (Consent Mode's wait_for_update). */
export const CONSENT_WAIT_MS = 500
/** The cookie policy (src/content/legal-pages.ts): the choice is kept six months, then asked again. */
export const CONSENT_LIFETIME_MONTHS = 6
/** spec §2: a query parameter 'setcookies' resets the stored consent. */
export const RESET_CONSENT_PARAMETER = 'setcookies'

export type StoredConsent = { version: number; consented: true; choices: ConsentChoices; savedAt: string }

export const NONE: ConsentChoices = { analytics: false, adStorage: false, adUserData: false, adPersonalization: false }
export const ALL: ConsentChoices = { analytics: true, adStorage: true, adUserData: true, adPersonalization: true }

/** Whether a choice saved at `savedAt` is older than the policy keeps it (an unreadable date counts as old). */
export function consentExpired(savedAt: string, now: Date): boolean {
  const saved = new Date(savedAt)
  if (Number.isNaN(saved.getTime())) return true
  const expires = new Date(saved)
  expires.setUTCMonth(expires.getUTCMonth() + CONSENT_LIFETIME_MONTHS)
  return now.getTime() >= expires.getTime()
}

/** The stored consent, or null when there is none, it is malformed, of an older version or past its six months. */
export function parseStoredConsent(raw: string | null, now: Date): StoredConsent | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>
    if (value.version !== CONSENT_VERSION || value.consented !== true || !value.choices || typeof value.savedAt !== 'string') return null
    if (consentExpired(value.savedAt, now)) return null
    const choices = { ...NONE }
    for (const key of CONSENT_CHOICES) {
      if (typeof value.choices[key] !== 'boolean') return null
      choices[key] = value.choices[key]
    }
    return { version: CONSENT_VERSION, consented: true, choices, savedAt: value.savedAt }
  } catch {
    return null
  }
}

export function storedConsent(choices: ConsentChoices, now: Date): StoredConsent {
  return { version: CONSENT_VERSION, consented: true, choices: { ...choices }, savedAt: now.toISOString() }
}

/** spec §2: preview pages are recognised by 'preview' in the path; they never ask. */
export function isPreviewPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('preview')
}

export type ConsentView = 'hidden' | 'banner' | 'settings'
export type ConsentState = { view: ConsentView; stored: StoredConsent | null; draft: ConsentChoices }

export type ConsentEvent =
  | { type: 'load'; stored: StoredConsent | null; preview: boolean; reset: boolean }
  | { type: 'agree-all'; now: Date }
  | { type: 'decline-all'; now: Date }
  | { type: 'open-settings' }
  | { type: 'toggle'; choice: ConsentChoice }
  | { type: 'save-chosen'; now: Date }
  | { type: 'reopen' }
  | { type: 'back' }

export const INITIAL_CONSENT: ConsentState = { view: 'hidden', stored: null, draft: { ...NONE } }

/** The modal's transitions (spec §4): agree all, decline all, change settings, agree partly. */
export function consentReducer(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case 'load': {
      const stored = event.reset ? null : event.stored
      return { view: stored || event.preview ? 'hidden' : 'banner', stored, draft: { ...(stored?.choices ?? NONE) } }
    }
    case 'agree-all':
      return { view: 'hidden', stored: storedConsent(ALL, event.now), draft: { ...ALL } }
    case 'decline-all':
      return { view: 'hidden', stored: storedConsent(NONE, event.now), draft: { ...NONE } }
    case 'open-settings':
      return { ...state, view: 'settings' }
    case 'toggle':
      return state.view === 'settings' ? { ...state, draft: { ...state.draft, [event.choice]: !state.draft[event.choice] } } : state
    case 'save-chosen':
      return state.view === 'settings'
        ? { view: 'hidden', stored: storedConsent(state.draft, event.now), draft: { ...state.draft } }
        : state
    case 'reopen':
      // The footer link and the cookie policy page: the settings with the current choices.
      return { ...state, view: 'settings', draft: { ...(state.stored?.choices ?? NONE) } }
    case 'back':
      // Escape: a visitor who already chose closes the settings; one who has not returns to the three options.
      return { ...state, view: state.stored ? 'hidden' : 'banner', draft: { ...(state.stored?.choices ?? NONE) } }
  }
}

type Signal = 'granted' | 'denied'
export type ConsentModeState = { analytics_storage: Signal; ad_storage: Signal; ad_user_data: Signal; ad_personalization: Signal }

/** Google Consent Mode v2 signals for the choices; with no choice, all four are denied. */
export function consentModeState(choices: ConsentChoices | null): ConsentModeState {
  const signal = (granted: boolean | undefined): Signal => (granted ? 'granted' : 'denied')
  return {
    analytics_storage: signal(choices?.analytics),
    ad_storage: signal(choices?.adStorage),
    ad_user_data: signal(choices?.adUserData),
    ad_personalization: signal(choices?.adPersonalization),
  }
}

export type AnalyticsIds = { analyticsId?: string; adsId?: string; tagManagerId?: string; pixelId?: string }
export type TagToLoad = { kind: 'gtag'; ids: string[] } | { kind: 'gtm'; id: string } | { kind: 'pixel'; id: string }

/**
 * What may load under the choices (basic consent mode: nothing before consent). Google's tag for the
 * analytics id with analytics consent and for the ads id with ad storage; the tag manager with either;
 * the social pixel with ad storage and ad user data (it sends the visit to Meta). An id not configured never loads.
 */
export function tagsToLoad(ids: AnalyticsIds, choices: ConsentChoices | null): TagToLoad[] {
  if (!choices) return []
  const tags: TagToLoad[] = []
  const gtagIds = [choices.analytics ? ids.analyticsId : undefined, choices.adStorage ? ids.adsId : undefined].filter(
    (id): id is string => !!id,
  )
  if (gtagIds.length > 0) tags.push({ kind: 'gtag', ids: gtagIds })
  if (ids.tagManagerId && (choices.analytics || choices.adStorage)) tags.push({ kind: 'gtm', id: ids.tagManagerId })
  if (ids.pixelId && choices.adStorage && choices.adUserData) tags.push({ kind: 'pixel', id: ids.pixelId })
  return tags
}

/** Whether any id is configured: with none, the site loads no tag at all, not even the consent defaults. */
export function hasAnalytics(ids: AnalyticsIds): boolean {
  return [ids.analyticsId, ids.adsId, ids.tagManagerId, ids.pixelId].some((id) => !!id)
}

/**
 * The inline script that opens the consent modal while the page is still being parsed (decision 023:
 * opened after hydration, the modal's text became the page's largest paint and waited for all the
 * JavaScript). Placed right after the dialog, it asks exactly when `consentReducer`'s `load` would
 * (no valid stored choice, or the reset parameter; never on a preview page), focuses the title, and
 * until the page is hydrated keeps Escape from closing it undecided. Plain ES5-level code with the
 * constants above written in, so it needs nothing loaded; its test runs it against the reducer.
 */
export function consentEarlyOpenScript(): string {
  const constants = JSON.stringify({
    key: CONSENT_STORAGE_KEY,
    version: CONSENT_VERSION,
    months: CONSENT_LIFETIME_MONTHS,
    reset: RESET_CONSENT_PARAMETER,
    choices: CONSENT_CHOICES,
  })
  return `(function(c){var d=document.currentScript&&document.currentScript.previousElementSibling;if(!d||!d.showModal||d.open)return;
var l=window.location;if(l.pathname.toLowerCase().indexOf('preview')>=0)return;
function valid(){if(new URLSearchParams(l.search).has(c.reset))return false;var r;try{r=window.localStorage.getItem(c.key)}catch(e){return false}if(!r)return false;
try{var v=JSON.parse(r);if(!v||v.version!==c.version||v.consented!==true||!v.choices||typeof v.savedAt!=='string')return false;
for(var i=0;i<c.choices.length;i++)if(typeof v.choices[c.choices[i]]!=='boolean')return false;
var s=new Date(v.savedAt);if(isNaN(s.getTime()))return false;s.setUTCMonth(s.getUTCMonth()+c.months);return Date.now()<s.getTime()}catch(e){return false}}
if(valid())return;d.showModal();var h=d.querySelector('h2');if(h)h.focus();
function hold(e){if(document.documentElement.hasAttribute('data-hydrated')){d.removeEventListener('cancel',hold);return}e.preventDefault()}d.addEventListener('cancel',hold)})(${constants})`
}
