import * as v from 'valibot'
import { readLimited } from '#/server/request-reading.ts'
import type { I18n } from '@lingui/core'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import type { RouteInput, WorkerRoute } from '#/server/worker-routes.ts'
import { auditStatement } from './audit-log.server.ts'
import { currentStaff } from './staff-session.server.ts'
import { roleAllows, type StaffIdentity, type StaffRole } from './staff-session-rules.ts'
import { STAFF_ANSWER_HEADERS, STAFF_JSON_LIMIT_BYTES, isSameOriginWrite } from './staff-check.server.ts'

// The back office's remaining JSON doors (DESIGN.md "Staff and owners"): the passkey ceremony's,
// until they move too (decision 033, step 1; every other back-office read and change is a server
// function behind src/admin/staff-middleware.ts). A door made with `staffGuard` checks on the
// server, before the handler runs, that the request carries a live staff
// session (an owner's or a visitor's cookie opens nothing), that the member's role allows the
// route, and that a state change comes from our own pages (its Origin is ours: a request without
// one is refused too). Answers are private, never stored, never indexed, and move the session's
// idle timeout on.

export const ADMIN_API_PREFIX = '/api/admin/'

export type StaffGuardInput = RouteInput & {
  staff: StaffIdentity
  /** the member's language, for messages in the answer */
  i18n: I18n
  now: Date
  /** the statement that records a change in the audit log, for the change's own batch */
  audit: (action: string, subject: string, detail?: Record<string, unknown>) => D1PreparedStatement
}

export type StaffGuardSpec = {
  methods: ReadonlyArray<'GET' | 'POST'>
  /** the least role that may use it */
  role: StaffRole
  handle: (input: StaffGuardInput) => Promise<Response> | Response
} & StaffGuardPath

// `example` is a concrete path the route answers, for the test that walks every door without a
// session: an exact path is its own example unless a query string matters.
type StaffGuardPath =
  | { /** under /api/admin/ */ path: string; example?: string }
  | { /** a pattern whose groups become `params` */ path: RegExp; example: string }

export { STAFF_ANSWER_HEADERS, STAFF_JSON_LIMIT_BYTES, isSameOriginWrite }

export function staffJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: STAFF_ANSWER_HEADERS })
}

export type StaffRoute = WorkerRoute & { role: StaffRole; example: string }

export function staffGuard(spec: StaffGuardSpec): StaffRoute {
  return {
    path: spec.path,
    methods: spec.methods,
    role: spec.role,
    example: spec.example ?? (spec.path as string),
    handle: async (input) => {
      const { request, env } = input
      if (!isSameOriginWrite(request)) return staffJson({ error: 'origin' }, 403)
      try {
        const now = input.services.now?.() ?? new Date()
        const current = await currentStaff(env, request.headers.get('Cookie'), now.getTime())
        if (!current) return staffJson({ error: 'signed-out' }, 401)
        if (!roleAllows(current.identity.role, spec.role)) return staffJson({ error: 'forbidden' }, 403)
        const staff = current.identity
        const i18n = await i18nFor(staff.language)
        const response = await spec.handle({
          ...input,
          staff,
          i18n,
          now,
          audit: (action, subject, detail) => auditStatement(env.DB, staff, action, subject, detail),
        })
        const answer = new Response(response.body, response)
        for (const [name, value] of Object.entries(STAFF_ANSWER_HEADERS)) answer.headers.set(name, value)
        if (!answer.headers.has('Set-Cookie')) answer.headers.append('Set-Cookie', await current.refreshCookie())
        return answer
      } catch (error) {
        console.error('back-office request failed', request.method, new URL(request.url).pathname, error)
        return staffJson({ error: 'unavailable' }, 503)
      }
    },
  }
}

/** The request's JSON body checked against `schema`, or the 4xx answer to give instead. */
export async function readStaffJson<T>(
  request: Request,
  schema: v.GenericSchema<unknown, T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json'))
    return { ok: false, response: staffJson({ error: 'content-type' }, 415) }
  const body = await readLimited(request, STAFF_JSON_LIMIT_BYTES)
  if (!body) return { ok: false, response: staffJson({ error: 'too-large' }, 413) }
  let data: unknown
  try {
    data = JSON.parse(new TextDecoder().decode(body))
  } catch {
    return { ok: false, response: staffJson({ error: 'invalid' }, 400) }
  }
  const parsed = v.safeParse(schema, data)
  if (!parsed.success)
    return { ok: false, response: staffJson({ error: 'invalid', fields: Object.keys(v.flatten(parsed.issues).nested ?? {}) }, 400) }
  return { ok: true, value: parsed.output }
}
