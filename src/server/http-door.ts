import type { AppEnv } from './env.server.ts'
import type { Mailer } from './mailer.server.ts'
import type { CaptchaVerifier } from './captcha.server.ts'
import { readLimited } from './request-reading.ts'
import { methodNotAllowedResponse, notFoundResponse } from './refusals.ts'

// Decision 033: every door is a TanStack Start server route (src/routes/), a thin adapter around
// its feature's `*.server.ts` function. What every door answered the same way under the Worker's own
// route table (decision 010) is here, once, so each route file only names its handlers:
// - another method than the door's own answers 405 with Allow (Start would render the app instead);
//   HEAD is Start's: it runs the GET handler and strips the body (RFC 9110 §9.3.2);
// - a door switched off by its env flag (the local stand-ins, the demo pictures) answers 404;
// - the router matches a path with or without its trailing slash: the form the door never had
//   answers 404, as it did when the pages answered it;
// - a body the handler left unread is read before the answer (`answered`).

/** Services that tests replace at the system's edge: the mail binding, Cloudflare's captcha, the clock. */
export type DoorServices = { mailer: Mailer; verifyCaptcha?: CaptchaVerifier; now?: () => Date }

/** What a feature's door function gets: the request, the Worker's bindings, its context and the services. */
export type DoorInput = {
  request: Request
  env: AppEnv
  ctx: Pick<ExecutionContext, 'waitUntil'>
  url: URL
  services: DoorServices
}

/** Where a door's env, context and services come from: the Worker's own (server-door.server.ts), or a test's. */
export type DoorRuntime = () => Omit<DoorInput, 'request' | 'url'>

export type DoorMethod = 'GET' | 'POST'

/** A door's handler: the feature's function, given the route's parsed params. */
export type DoorHandler<Params> = (input: DoorInput & { params: Params }) => Promise<Response> | Response

export type DoorOptions = {
  /** the door exists only when this holds (stand-ins and demo media, switched on locally) */
  when?: (env: AppEnv) => boolean
  /** whether the door's address ends with a slash: `/property/12/` may, `/api/health` never does */
  trailingSlash?: 'never' | 'optional'
}

/** What Start calls: its handler context carries more (context, pathname, next), which a door does not need. */
type StartHandler<Params> = (ctx: { request: Request; params: Params }) => Promise<Response>

/** How much of a body no handler read is still read before answering (see `answered`). */
const UNREAD_BODY_DRAIN_BYTES = 64 * 1024

/**
 * A door that answers without reading the request's body (a refusal, a 405) has it read first,
 * within a limit: answering while a client is still sending makes the local runtime drop the
 * connection now and then, which a browser sees as a network error instead of the answer.
 */
export async function answered(request: Request, response: Response): Promise<Response> {
  if (request.body && !request.bodyUsed) await readLimited(request, UNREAD_BODY_DRAIN_BYTES).catch(() => null)
  return response
}

/**
 * The `server.handlers` of a door's route: its own methods, each run with the Worker's bindings and
 * services, and `ANY` for every other method (405 with Allow; GET doors allow HEAD, which Start routes
 * to GET).
 */
export function doorHandlers<Params>(
  handlers: Partial<Record<DoorMethod, DoorHandler<Params>>>,
  options: DoorOptions,
  runtime: DoorRuntime,
): Partial<Record<DoorMethod | 'ANY', StartHandler<Params>>> {
  const methods = Object.keys(handlers) as DoorMethod[]
  const allow = (methods.includes('GET') ? [...methods, 'HEAD'] : methods).join(', ')
  const closed = (url: URL, env: AppEnv) =>
    (options.when && !options.when(env)) || (options.trailingSlash !== 'optional' && url.pathname.endsWith('/') && url.pathname !== '/')
  const result: Partial<Record<DoorMethod | 'ANY', StartHandler<Params>>> = {}
  for (const method of methods) {
    const handler = handlers[method]!
    result[method] = async ({ request, params }) => {
      const services = runtime()
      const url = new URL(request.url)
      if (closed(url, services.env)) return answered(request, notFoundResponse())
      return answered(request, await handler({ ...services, request, url, params }))
    }
  }
  result.ANY = async ({ request }) => {
    const { env } = runtime()
    if (closed(new URL(request.url), env)) return answered(request, notFoundResponse())
    return answered(request, methodNotAllowedResponse(allow))
  }
  return result
}
