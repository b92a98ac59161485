import type { AppEnv } from './env.server.ts'
import type { Mailer } from './mailer.server.ts'
import type { CaptchaVerifier } from './captcha.server.ts'
import { readLimited } from './request-reading.ts'

// The Worker's own doors besides the pages (decision 010): each capability lists its routes, the
// entry (src/server.ts) puts the lists in one table, and this module matches a request against it.
// Path and method are checked here once, so a handler only does its own work.

/** What a route's handler gets: the request, its bindings, and the services the entry chose. */
export type RouteInput = {
  request: Request
  env: AppEnv
  ctx: ExecutionContext
  url: URL
  /** the path's capture groups, in order */
  params: string[]
  services: RouteServices
}

/** Services that tests replace at the system's edge: the mail binding, Cloudflare's captcha, the clock. */
export type RouteServices = { mailer: Mailer; verifyCaptcha?: CaptchaVerifier; now?: () => Date }

export type WorkerRoute = {
  /** an exact path, or a pattern whose groups become `params` */
  path: string | RegExp
  /** GET routes answer HEAD too */
  methods: ReadonlyArray<'GET' | 'POST'>
  /** the route exists only when this holds (stand-ins and demo media, switched on locally) */
  when?: (env: AppEnv) => boolean
  /** undefined: not this route after all, the next one (or the pages) may answer */
  handle: (input: RouteInput) => Promise<Response | undefined> | Response | undefined
}

function matchPath(path: WorkerRoute['path'], pathname: string): string[] | undefined {
  if (typeof path === 'string') return path === pathname ? [] : undefined
  const match = path.exec(pathname)
  return match ? match.slice(1).map((group) => group ?? '') : undefined
}

/** How much of a body no handler read the router still reads before answering (see `answered`). */
const UNREAD_BODY_DRAIN_BYTES = 64 * 1024

/**
 * A route that answers without reading the request's body (a refusal, a 405) has it read first,
 * within a limit: answering while a client is still sending makes the local runtime drop the
 * connection now and then, which a browser sees as a network error instead of the answer.
 */
async function answered(request: Request, response: Response): Promise<Response> {
  if (request.body && !request.bodyUsed) await readLimited(request, UNREAD_BODY_DRAIN_BYTES).catch(() => null)
  return response
}

/** The answer of the first route whose path matches; 405 with Allow when the method is not one of its own. */
export async function routeRequest(routes: readonly WorkerRoute[], input: Omit<RouteInput, 'params'>): Promise<Response | undefined> {
  const { request, env, url } = input
  for (const route of routes) {
    const params = matchPath(route.path, url.pathname)
    if (!params || (route.when && !route.when(env))) continue
    const methods: string[] = route.methods.includes('GET') ? [...route.methods, 'HEAD'] : [...route.methods]
    if (!methods.includes(request.method))
      return answered(request, new Response(null, { status: 405, headers: { Allow: methods.join(', ') } }))
    const response = await route.handle({ ...input, params })
    if (response) return answered(request, response)
  }
  return undefined
}
