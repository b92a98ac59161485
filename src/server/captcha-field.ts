// The hidden fields a form sends besides its own: the one Turnstile adds with its token (also the key
// of the captcha's error message) and the two the Worker writes into every served form. Shared by
// the form pages and the server that reads them (a plain module, no bindings, so page code may import it).
export const CAPTCHA_FIELD = 'cf-turnstile-response'

/**
 * The hidden field that carries when the page was served (a signed time stamp the Worker writes into
 * every HTML answer, cached or not): a post without JavaScript is judged by it (form-stamp.server.ts).
 */
export const FORM_STAMP_FIELD = 'form-stamp'

/**
 * The hidden field that carries the key of one filled-in form: the Worker writes a fresh one into
 * every form of every HTML answer, cached or not (form-stamp.server.ts), so a retry of the same post
 * is stored once and the same words sent from another page are another lead.
 */
export const IDEMPOTENCY_FIELD = 'idempotencyKey'
