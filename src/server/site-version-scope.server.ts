import { AsyncLocalStorage } from 'node:async_hooks'

// Decision 034: the Worker entry reads the site version once per request (contentVersions); what
// follows it from the published documents (the pages) asks it here instead of reading it again.

const scope = new AsyncLocalStorage<string>()

/** Runs `work` (and everything it starts) with `siteVersion` as the request's. */
export function withSiteVersion<T>(siteVersion: string, work: () => T): T {
  return scope.run(siteVersion, work)
}

/** The request's site version, or undefined outside a request (a test, a command). */
export function requestSiteVersion(): string | undefined {
  return scope.getStore()
}
