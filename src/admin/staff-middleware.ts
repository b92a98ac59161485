import { createMiddleware } from '@tanstack/react-start'
import { getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { bindings } from '#/server/bindings.server.ts'
import { refusalResponse } from '#/server/refusals.ts'
import { adminRequestError } from './admin-errors.ts'
import { STAFF_ANSWER_HEADERS, requestServices, staffCheck, staffContextOf, staffFailureResponse } from './staff-check.server.ts'
import type { StaffRole } from './staff-roles.ts'

// Decision 033: every back-office server function goes through one of these function middlewares,
// which do once what each door did on its own: the staff session (sealed cookie, idle timeout moved
// on with a fresh Set-Cookie), the least role of the function, the member's language, the audit
// statement, the private answer headers, and the refusals (401 without a live session, 403 for a
// role too low or a change from another origin), whose statuses come from src/server/refusals.ts.
// The handler gets the member's StaffContext as `context.staffContext`; its work is a plain
// function of the feature's *.server.ts, which the workers tests call directly.
//
// On the client, a refusal the server threw becomes an AdminRequestError, and a 401 sends the
// member to the sign-in page (saying the session ended), as the JSON doors' helpers did.

/** The check before the work: refused with a thrown Response, else the member's context and what a failure of the work becomes. */
async function staffStep(role: StaffRole) {
  const request = getRequest()
  const env = bindings()
  const now = new Date()
  for (const [name, value] of Object.entries(STAFF_ANSWER_HEADERS)) setResponseHeader(name, value)
  const check = await staffCheck(request, env, role, now)
  if (check.kind === 'refused') throw refusalResponse(check.refusal, STAFF_ANSWER_HEADERS)
  const refreshed = await check.refreshCookie()
  setResponseHeader('Set-Cookie', refreshed)
  const staffContext = await staffContextOf(env, check.staff, requestServices(request, env, now))
  return {
    staffContext,
    failure: (error: unknown) => staffFailureResponse(error, request, { ...STAFF_ANSWER_HEADERS, 'Set-Cookie': refreshed }),
  }
}

/** A function middleware that lets through members of at least `role`. */
function roleMiddleware(role: StaffRole) {
  return createMiddleware({ type: 'function' })
    .client(async ({ next }) => {
      try {
        return await next()
      } catch (error) {
        throw await adminRequestError(error)
      }
    })
    .server(async ({ next }) => {
      const step = await staffStep(role)
      try {
        return await next({ context: { staffContext: step.staffContext } })
      } catch (error) {
        throw step.failure(error)
      }
    })
}

/** Any live staff session (agents and admins): the least role of most of the back office. */
export const staffMiddleware = roleMiddleware('agent')

/** Admins only (staff accounts, the audit log, erasure): the same check with the least role `admin`. */
export const adminMiddleware = roleMiddleware('admin')
