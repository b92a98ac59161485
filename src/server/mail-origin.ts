import { siteConfig } from '#/config/site-config.ts'
import type { AppEnv } from './env.server.ts'

// Links in mails point at siteUrl, never at the request's Host header: anyone can send any Host,
// and a reset mail built from it would carry a live token to the sender's server.

/** Hosts a local run answers on; only these may name their own origin, and only with LOCAL_ORIGINS. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The site's own origin (siteUrl): the links of mails sent outside a request (the cron trigger). */
export function siteOrigin(): string {
  return siteConfig().siteUrl.replace(/\/$/, '')
}

/**
 * The origin of every link in a mail sent while answering `request`: siteUrl; locally
 * (LOCAL_ORIGINS=true in .dev.vars) a request to localhost, any port, gets its own origin, so the
 * mailed link opens the site that sent it. Any other Host still gets siteUrl.
 */
export function mailOrigin(request: Request, env: Pick<AppEnv, 'LOCAL_ORIGINS'>): string {
  const site = siteOrigin()
  if (env.LOCAL_ORIGINS !== 'true') return site
  const url = new URL(request.url)
  return LOCAL_HOSTNAMES.has(url.hostname) ? url.origin : site
}
