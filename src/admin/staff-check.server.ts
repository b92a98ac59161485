import { waitUntil } from 'cloudflare:workers'
import * as v from 'valibot'
import type { I18n } from '@lingui/core'
import { i18nFor } from '#/i18n/section-catalogues.ts'
import type { AppEnv } from '#/server/env.server.ts'
import type { DoorInput } from '#/server/http-door.ts'
import { readLimited } from '#/server/request-reading.ts'
import { bindingMailer, withInjectedFaults, type Mailer } from '#/server/mailer.server.ts'
import { mailOrigin } from '#/server/mail-origin.ts'
import { Refusal, isRefusal, refusalResponse } from '#/server/refusals.ts'
import { auditStatement } from './audit-log.server.ts'
import { currentStaff } from './staff-session.server.ts'
import { roleAllows, type StaffIdentity, type StaffRole } from './staff-session-rules.ts'

// What the back office's one function middleware (staff-middleware.ts, decision 033) and its server
// routes (downloads, the upload and the passkey ceremony's doors) check on the server, once, as plain
// functions so the workers tests call them without a Start request around them:
// the request must carry a live staff session (an owner's or a visitor's cookie opens nothing), the
// member's role must allow the function, and a change must come from our own pages (its Origin is
// ours). Answers are private, never stored, never indexed, and move the session's idle timeout on
// (DESIGN.md "Staff and owners").

/** Headers of every back-office answer. */
export const STAFF_ANSWER_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const

/** A back-office change is a small JSON object (spec §18 "Back office"); uploads have their own limits. */
export const STAFF_JSON_LIMIT_BYTES = 64 * 1024

/** What the work behind a back-office function gets: who asks, in which language, when, and the services it may use. */
export type StaffContext = {
  env: AppEnv
  staff: StaffIdentity
  /** the member's language, for messages in the answer */
  i18n: I18n
  now: Date
  /** the statement that records a change in the audit log, for the change's own batch */
  audit: (action: string, subject: string, detail?: Record<string, unknown>) => D1PreparedStatement
  mailer: Mailer
  /** the origin links in mails point at */
  origin: string
  /** work that goes on after the answer (a mail's first try), within the request's lifetime */
  waitUntil: (promise: Promise<unknown>) => void
}

export type StaffServices = Pick<StaffContext, 'now' | 'mailer' | 'origin' | 'waitUntil'>

/** A state change must name our own origin: a browser always sends Origin with a POST from our pages. */
export function isSameOriginWrite(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true
  return request.headers.get('Origin') === new URL(request.url).origin
}

export type StaffCheck = { kind: 'refused'; refusal: Refusal } | { kind: 'ok'; staff: StaffIdentity; refreshCookie: () => Promise<string> }

/**
 * The staff middleware's check, before any work: the origin of a change, the session, the role, and
 * a JSON body within its limit. A refusal says why, with the status the doors answered before.
 */
export async function staffCheck(
  request: Request,
  env: Pick<AppEnv, 'DB' | 'SESSION_SECRET'>,
  role: StaffRole,
  now: Date,
): Promise<StaffCheck> {
  if (!isSameOriginWrite(request)) return { kind: 'refused', refusal: new Refusal('forbidden', { reason: 'origin' }) }
  const current = await currentStaff(env, request.headers.get('Cookie'), now.getTime())
  if (!current) return { kind: 'refused', refusal: new Refusal('unauthenticated', { reason: 'signed-out' }) }
  if (!roleAllows(current.identity.role, role)) return { kind: 'refused', refusal: new Refusal('forbidden') }
  const length = Number(request.headers.get('Content-Length') ?? 0)
  const json = (request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json')
  if (json && length > STAFF_JSON_LIMIT_BYTES) return { kind: 'refused', refusal: new Refusal('too-large') }
  return { kind: 'ok', staff: current.identity, refreshCookie: () => current.refreshCookie() }
}

/** The mail binding as the Worker entry uses it (src/server.ts): `npm run bench:leads` makes some sends fail on purpose. */
export function envMailer(env: AppEnv): Mailer {
  return withInjectedFaults(bindingMailer(env.MAILER), env.MAIL_FAULT_RATE)
}

/** The context of a member's request: their language's messages and the audit statement made in their name. */
export async function staffContextOf(env: AppEnv, staff: StaffIdentity, services: StaffServices): Promise<StaffContext> {
  return {
    env,
    staff,
    i18n: await i18nFor(staff.language),
    now: services.now,
    mailer: services.mailer,
    origin: services.origin,
    waitUntil: services.waitUntil,
    audit: (action, subject, detail) => auditStatement(env.DB, staff, action, subject, detail),
  }
}

/** The services of a live request: the Worker's mail binding and the origin the request came to. */
export function requestServices(request: Request, env: AppEnv, now: Date): StaffServices {
  return { now, mailer: envMailer(env), origin: mailOrigin(request, env), waitUntil }
}

/**
 * What a failure of the work becomes: a refusal is answered with its status (and the staff headers);
 * anything else is logged and answered 503, saying nothing of what broke.
 */
export function staffFailureResponse(error: unknown, request: Request, headers: Record<string, string>): Response {
  if (error instanceof Response) return error
  if (isRefusal(error)) return refusalResponse(error, headers)
  console.error('back-office request failed', request.method, new URL(request.url).pathname, error)
  return refusalResponse(new Refusal('unavailable'), headers)
}

/**
 * What every back-office answer is: private, never stored, never indexed; a refusal thrown by the
 * work is answered with its status, any other failure with a 503 that says nothing of what broke
 * (never a 500).
 */
export async function privateAnswer(request: Request, work: () => Promise<Response>): Promise<Response> {
  let answer: Response
  try {
    const response = await work()
    answer = new Response(response.body, response)
  } catch (error) {
    answer = staffFailureResponse(error, request, {})
  }
  for (const [name, value] of Object.entries(STAFF_ANSWER_HEADERS)) answer.headers.set(name, value)
  return answer
}

/** The staff check, then the work's answer: private, and with the session moved on unless the work set a cookie itself. */
async function checkedAnswer(
  request: Request,
  env: AppEnv,
  role: StaffRole,
  work: (context: StaffContext) => Promise<Response>,
  services: StaffServices,
): Promise<Response> {
  let refreshed: string | undefined
  const answer = await privateAnswer(request, async () => {
    const check = await staffCheck(request, env, role, services.now)
    if (check.kind === 'refused') throw check.refusal
    refreshed = await check.refreshCookie()
    return work(await staffContextOf(env, check.staff, services))
  })
  if (refreshed && !answer.headers.has('Set-Cookie')) answer.headers.append('Set-Cookie', refreshed)
  return answer
}

/**
 * A back-office server route (a download addressed by URL, decision 033): the same check as the
 * middleware's, then the work's answer with the staff headers and the session moved on.
 */
export function staffRouteAnswer(
  request: Request,
  env: AppEnv,
  role: StaffRole,
  work: (context: StaffContext) => Promise<Response>,
  now = new Date(),
): Promise<Response> {
  return checkedAnswer(request, env, role, work, requestServices(request, env, now))
}

/**
 * A back-office door made with `door()` (the passkey ceremony's, decision 018): `staffRouteAnswer`
 * with the door's bindings and services, so a workers test runs it with its own clock and mailer.
 */
export function staffDoorAnswer(input: DoorInput, role: StaffRole, work: (context: StaffContext) => Promise<Response>): Promise<Response> {
  const { request, env, ctx, services } = input
  return checkedAnswer(request, env, role, work, {
    now: services.now?.() ?? new Date(),
    mailer: services.mailer,
    origin: mailOrigin(request, env),
    waitUntil: (promise) => ctx.waitUntil(promise),
  })
}

/** A back-office JSON answer, with the staff headers. */
export function staffJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: STAFF_ANSWER_HEADERS })
}

/** The request's JSON body checked against `schema`, or the refusal to answer instead (src/server/refusals.ts). */
export async function readStaffJson<T>(
  request: Request,
  schema: v.GenericSchema<unknown, T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const refused = (refusal: Refusal) => ({ ok: false as const, response: refusalResponse(refusal, STAFF_ANSWER_HEADERS) })
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('application/json'))
    return refused(new Refusal('unsupported-type', { reason: 'content-type' }))
  const body = await readLimited(request, STAFF_JSON_LIMIT_BYTES)
  if (!body) return refused(new Refusal('too-large'))
  let data: unknown
  try {
    data = JSON.parse(new TextDecoder().decode(body))
  } catch {
    return refused(new Refusal('malformed', { reason: 'invalid' }))
  }
  const parsed = v.safeParse(schema, data)
  if (!parsed.success)
    return refused(new Refusal('malformed', { reason: 'invalid', fields: Object.keys(v.flatten(parsed.issues).nested ?? {}) }))
  return { ok: true, value: parsed.output }
}
