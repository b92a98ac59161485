// The field Turnstile adds to a form with its token, and the key of the captcha's error message:
// shared by every form page that shows the widget and the server that checks it (a plain module, no
// bindings, so page code may import it).
export const CAPTCHA_FIELD = 'cf-turnstile-response'

/**
 * The hidden field that carries when the page was served (a signed time stamp the Worker writes into
 * every HTML answer, cached or not): a post without JavaScript is judged by it (form-stamp.server.ts).
 */
export const FORM_STAMP_FIELD = 'form-stamp'
