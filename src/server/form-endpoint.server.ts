import { siteConfig } from '#/config/site-config.ts'
import { isLocale, type Locale } from '#/i18n/locales.ts'
import { readLimited, requestLocale } from './request-reading.ts'

// What every form door shares (lead forms, the owner's login and password forms; decision 010): the
// body read within a limit, the answer's language, JSON for the page's script or a page load without
// it, and a 503 instead of a 500 when a binding fails. Each capability keeps only its own steps.

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

/** Why a body could not be read: 415 not a form, 413 too large, 400 not parseable. */
export type BodyProblem = 400 | 413 | 415

const FORM_TYPES = { urlencoded: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const

/** The submitted form, read within `limitBytes`, in one of the accepted encodings. */
export async function readFormBody(
  request: Request,
  limitBytes: number,
  accepted: ReadonlyArray<keyof typeof FORM_TYPES>,
): Promise<FormData | BodyProblem> {
  // The multipart boundary is case-sensitive: only the media type is compared in lower case.
  const type = request.headers.get('Content-Type') ?? ''
  const mediaType = type.toLowerCase()
  if (!accepted.some((name) => mediaType.startsWith(FORM_TYPES[name]))) return 415
  const body = await readLimited(request, limitBytes)
  if (!body) return 413
  try {
    return await new Response(body, { headers: { 'Content-Type': type } }).formData()
  } catch {
    return 400
  }
}

/** A text field of the form ('' when absent or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** The language of the answer: the page's own (sent by the form) when it is enabled, else the request's. */
export function answerLocale(request: Request, claimed: string): Locale {
  return isLocale(claimed) && siteConfig().languages.enabled.includes(claimed) ? claimed : requestLocale(request)
}

/** The page's script asks for JSON; a browser without JavaScript gets a page or a redirect. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').includes('application/json')
}

/** 303 See Other: after a form post without JavaScript, the browser loads the page that shows the outcome. */
export function seeOther(location: string, headers: HeadersInit = NO_STORE): Response {
  const answer = new Headers(headers)
  answer.set('Location', location)
  return new Response(null, { status: 303, headers: answer })
}

/**
 * Runs a form's own steps; when a binding fails (D1, R2, the session secret) the visitor gets
 * `unavailable` in their language, never a 500, and the operator a log line.
 */
export async function orUnavailable<Answer>(
  request: Request,
  label: string,
  run: () => Promise<Answer>,
  unavailable: (locale: Locale) => Promise<Answer>,
): Promise<Answer> {
  try {
    return await run()
  } catch (error) {
    console.error(label, new URL(request.url).pathname, error)
    return unavailable(requestLocale(request))
  }
}
