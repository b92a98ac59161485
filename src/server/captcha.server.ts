import type { AppEnv } from './env.server.ts'
import { CAPTCHA_FIELD } from './captcha-field.ts'

// The captcha (spec §7 "A captcha script loads on demand"): Cloudflare Turnstile, checked
// on the server, failing closed. Tests and local runs cannot reach Cloudflare, so with
// CAPTCHA_STAND_IN=true the same verifier talks to a stand-in of Cloudflare's verify endpoint that
// behaves as Cloudflare documents for its test keys, and the page loads a stand-in widget script.

// Cloudflare's documented test values (Turnstile "Testing"): this secret passes, and the test site
// keys produce this token, which real secrets refuse.
export const TURNSTILE_TEST_SECRET = '1x0000000000000000000000000000000AA'
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
/** where the stand-in widget script is served, only when CAPTCHA_STAND_IN is on */
export const CAPTCHA_STAND_IN_SCRIPT_PATH = '/captcha-stand-in/api.js'
const VERIFY_TIMEOUT_MS = 5000

export type CaptchaVerifier = (token: string, ip: string | null) => Promise<boolean>
type Fetch = (request: Request) => Promise<Response>

/** Asks the verify endpoint about a token; any doubt (no secret, no answer, an error) refuses it. */
export function turnstileVerifier(secret: string | undefined, send: Fetch): CaptchaVerifier {
  return async (token, ip) => {
    if (!secret || token === '' || token.length > 2048) return false
    const body = new FormData()
    body.set('secret', secret)
    body.set('response', token)
    if (ip) body.set('remoteip', ip)
    try {
      const response = await send(
        new Request(TURNSTILE_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) }),
      )
      if (!response.ok) return false
      const outcome = (await response.json()) as { success?: unknown }
      return outcome.success === true
    } catch {
      return false
    }
  }
}

/** Cloudflare's verify endpoint as it answers for the test secret: the dummy token passes, nothing else. */
export async function standInSiteverify(request: Request): Promise<Response> {
  const form = await request.formData()
  const success = form.get('secret') === TURNSTILE_TEST_SECRET && form.get('response') === TURNSTILE_DUMMY_TOKEN
  return Response.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] })
}

export function captchaVerifier(env: Pick<AppEnv, 'TURNSTILE_SECRET_KEY' | 'CAPTCHA_STAND_IN'>): CaptchaVerifier {
  return turnstileVerifier(env.TURNSTILE_SECRET_KEY, env.CAPTCHA_STAND_IN === 'true' ? standInSiteverify : (request) => fetch(request))
}

/** The widget script the page loads on demand: Cloudflare's, or the stand-in when it is on. */
export function captchaScriptUrl(env: Pick<AppEnv, 'CAPTCHA_STAND_IN'>): string {
  return env.CAPTCHA_STAND_IN === 'true' ? CAPTCHA_STAND_IN_SCRIPT_PATH : TURNSTILE_SCRIPT_URL
}

/**
 * The stand-in widget: the part of Turnstile's explicit-render API our form uses. It answers at once
 * with the dummy token, as Cloudflare's widget does for a test site key.
 */
const STAND_IN_SCRIPT = `(() => {
  const token = ${JSON.stringify(TURNSTILE_DUMMY_TOKEN)};
  const widgets = new Map();
  window.turnstile = {
    render(container, options) {
      const element = typeof container === 'string' ? document.querySelector(container) : container;
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = ${JSON.stringify(CAPTCHA_FIELD)};
      input.value = token;
      element.appendChild(input);
      const id = String(widgets.size + 1);
      widgets.set(id, { input, options });
      setTimeout(() => options && options.callback && options.callback(token), 0);
      return id;
    },
    getResponse(id) { return widgets.get(id) ? token : undefined; },
    reset(id) { const widget = widgets.get(id); if (widget) setTimeout(() => widget.options && widget.options.callback && widget.options.callback(token), 0); },
    remove(id) { const widget = widgets.get(id); if (widget) { widget.input.remove(); widgets.delete(id); } },
  };
})();
`

/** Whether the stand-in widget script is served (CAPTCHA_STAND_IN=true, local runs and tests only). */
export function captchaStandInOn(env: Pick<AppEnv, 'CAPTCHA_STAND_IN'>): boolean {
  return env.CAPTCHA_STAND_IN === 'true'
}

/** The stand-in widget script; its server route is src/routes/captcha-stand-in/api[.]js.ts (decision 033). */
export function captchaStandInScriptResponse(): Response {
  return new Response(STAND_IN_SCRIPT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } })
}
