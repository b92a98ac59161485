// Decision 033 "One refusal table": every refusal a door or a server function answers, by its code,
// with the HTTP status it goes out with. Server routes and server functions refuse through this table
// (a thrown `Refusal`, answered by `refusalResponse`), so the same refusal has the same status
// everywhere, and the messages a visitor reads come from the catalogues by the same code. The
// statuses are those the doors answered before the move: a client or a test that reads one still does.

export const REFUSAL_STATUS = {
  /** the request is not what the door reads: not JSON, or not the shape it takes */
  malformed: 400,
  /** no live session (none, tampered, timed out, ended or revoked), or no operator token */
  unauthenticated: 401,
  /** signed in, but the role is too low; or a change that does not come from our own pages */
  forbidden: 403,
  /** what the request names does not exist (or is not the caller's to see) */
  'not-found': 404,
  /** the method is not one the door answers */
  'method-not-allowed': 405,
  /** the change clashes with what is (already booked, already sent, already cancelled, yourself) */
  conflict: 409,
  /** what the request names was there and is no longer (a used or expired invitation) */
  gone: 410,
  /** the body is over the door's limit */
  'too-large': 413,
  /** the body's type (or an upload's) is not one the door takes */
  'unsupported-type': 415,
  /** well-formed, but a value is not acceptable (the form's fields, with what is wrong with each) */
  'invalid-input': 422,
  /** Cloudflare's captcha was missing or not passed: a field of the form, so 422 as the others */
  captcha: 422,
  /** too many attempts in the window */
  'rate-limited': 429,
  /** the work could not be done now (database, mail or CRM down): the caller may try again */
  unavailable: 503,
} as const satisfies Record<string, number>

export type RefusalCode = keyof typeof REFUSAL_STATUS

export function refusalStatus(code: RefusalCode): number {
  return REFUSAL_STATUS[code]
}

export function isRefusalCode(value: unknown): value is RefusalCode {
  return typeof value === 'string' && Object.hasOwn(REFUSAL_STATUS, value)
}

/** What a refusal says besides its code: the door's own finer reason, a message in the caller's language, the fields at fault. */
export type RefusalDetail = {
  /** the finer reason a client or a test may read (`booked`, `not-retryable`, `origin`); the code when left out */
  reason?: string
  message?: string
  fields?: readonly string[]
}

/** The JSON body of a refusal: `error` is the finer reason (or the code), as the doors answered before. */
export type RefusalBody = { error: string; code: RefusalCode; message?: string; fields?: string[] }

/** A refusal thrown by the work behind a door or a server function; the door answers it with `refusalResponse`. */
export class Refusal extends Error {
  readonly status: number
  constructor(
    readonly code: RefusalCode,
    readonly detail: RefusalDetail = {},
  ) {
    super(detail.message ?? detail.reason ?? code)
    this.name = 'Refusal'
    this.status = REFUSAL_STATUS[code]
  }

  get body(): RefusalBody {
    const { reason, message, fields } = this.detail
    return { error: reason ?? this.code, code: this.code, ...(message ? { message } : {}), ...(fields ? { fields: [...fields] } : {}) }
  }
}

export function isRefusal(value: unknown): value is Refusal {
  return value instanceof Refusal
}

/** A refusal as an HTTP answer: its status from the table, its body as JSON, with the door's own headers. */
export function refusalResponse(refusal: Refusal, headers: HeadersInit = {}): Response {
  return Response.json(refusal.body, { status: refusal.status, headers })
}

/** A door's address with a part that names nothing of ours (a parameter that fails its check): plain text, never cached. */
export function notFoundResponse(): Response {
  return new Response('Not found', {
    status: REFUSAL_STATUS['not-found'],
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** Another method than the door's own, naming those it takes. */
export function methodNotAllowedResponse(allow: string): Response {
  return new Response(null, { status: REFUSAL_STATUS['method-not-allowed'], headers: { Allow: allow } })
}
