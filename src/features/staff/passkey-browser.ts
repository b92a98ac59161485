import type { Locale } from '#/i18n/locales.ts'

// The browser's half of the passkey ceremonies (decision 018): options from the Worker, the browser's
// passkey prompt, the answer back. @simplewebauthn/browser is imported on demand, by the sign-in,
// registration and profile pages only, so no public page ever loads it.

/** Why a ceremony did not finish: the browser cannot, the person cancelled or has no passkey, or the site refused (its message). */
export type CeremonyOutcome =
  | { ok: true; redirect?: string }
  | { ok: false; reason: 'unsupported' | 'cancelled' | 'network' }
  | { ok: false; reason: 'refused'; message: string; error?: string }

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  })
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> }
}

function refusal(json: Record<string, unknown>, fallback: string): CeremonyOutcome {
  return {
    ok: false,
    reason: 'refused',
    message: typeof json.message === 'string' ? json.message : fallback,
    error: typeof json.error === 'string' ? json.error : undefined,
  }
}

/**
 * A browser that supports passkeys but did not give one: it says NotAllowedError both when the
 * person cancels and when it has no passkey for this site (on purpose, so a site cannot tell which),
 * and other names when the authenticator cannot do what was asked. All mean "no passkey was used".
 */
function browserFailure(error: unknown): CeremonyOutcome {
  console.warn('passkey prompt ended', error instanceof Error ? `${error.name}: ${error.message}` : error)
  return { ok: false, reason: 'cancelled' }
}

async function ceremony(
  optionsPath: string,
  verifyPath: string,
  extra: Record<string, unknown>,
  kind: 'create' | 'get',
  fallback: string,
): Promise<CeremonyOutcome> {
  const browser = await import('@simplewebauthn/browser')
  if (!browser.browserSupportsWebAuthn()) return { ok: false, reason: 'unsupported' }
  try {
    const options = await post(optionsPath, extra)
    if (options.status !== 200) return refusal(options.json, fallback)
    let response: unknown
    try {
      response =
        kind === 'create'
          ? await browser.startRegistration({
              optionsJSON: options.json.options as Parameters<typeof browser.startRegistration>[0]['optionsJSON'],
            })
          : await browser.startAuthentication({
              optionsJSON: options.json.options as Parameters<typeof browser.startAuthentication>[0]['optionsJSON'],
            })
    } catch (error) {
      return browserFailure(error)
    }
    const verified = await post(verifyPath, { ...extra, response })
    if (verified.status !== 200) return refusal(verified.json, fallback)
    return { ok: true, redirect: typeof verified.json.redirect === 'string' ? verified.json.redirect : undefined }
  } catch {
    return { ok: false, reason: 'network' }
  }
}

export function signInWithPasskey(locale: Locale, fallback: string): Promise<CeremonyOutcome> {
  return ceremony('/api/admin/sign-in/options', '/api/admin/sign-in/verify', { locale }, 'get', fallback)
}

export function registerInvitedPasskey(token: string, label: string, locale: Locale, fallback: string): Promise<CeremonyOutcome> {
  return ceremony('/api/admin/register/options', '/api/admin/register/verify', { token, label, locale }, 'create', fallback)
}

/** A signed-in member adds another passkey from their profile. */
export async function addPasskey(label: string, fallback: string): Promise<CeremonyOutcome> {
  const outcome = await ceremony('/api/admin/passkeys/options', '/api/admin/passkeys/verify', { label }, 'create', fallback)
  if (!outcome.ok && outcome.reason === 'refused' && outcome.error === 'signed-out') window.location.assign('/admin/sign-in/?ended=1')
  return outcome
}
