import type { AppEnv } from './env.server.ts'
import { answered, type DoorServices } from './http-door.ts'
import { methodNotAllowedResponse } from './refusals.ts'

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

/** Services that tests replace at the system's edge, as a server route's door gets them. */
export type RouteServices = DoorServices

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

/** The answer of the first route whose path matches; 405 with Allow when the method is not one of its own. */
export async function routeRequest(routes: readonly WorkerRoute[], input: Omit<RouteInput, 'params'>): Promise<Response | undefined> {
  const { request, env, url } = input
  for (const route of routes) {
    const params = matchPath(route.path, url.pathname)
    if (!params || (route.when && !route.when(env))) continue
    const methods: string[] = route.methods.includes('GET') ? [...route.methods, 'HEAD'] : [...route.methods]
    if (!methods.includes(request.method)) return answered(request, methodNotAllowedResponse(methods.join(', ')))
    const response = await route.handle({ ...input, params })
    if (response) return answered(request, response)
  }
  return undefined
}
