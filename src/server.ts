import startHandler from '@tanstack/react-start/server-entry'
import rawConfig from '../app.config'
import { parseSiteConfig } from './config/site-config-schema'
import type { AppEnv } from './server/env.server'
import { healthResponse, recordCronRun } from './server/health.server'
import { demoPictureResponse } from './server/demo-media.server'
import { sitemapResponse } from './server/sitemap.server'
import { searchIndexResponse } from './server/search-index.server'
import { catalogueVersion, isCacheableRequest, isStorable, pageCacheKey, storedCopy, withFreshNonce } from './server/page-cache.server'
import { canonicalRedirect } from './server/canonical-path'
import { NONCE_HEADER } from './server/nonce-header'
import { createNonce, isCrossSiteWrite, withSecurityHeaders, type CspOptions } from './server/security-headers'
import { hasAnalytics } from './domain/consent'
import { leadResponse } from './server/leads/lead-endpoint.server'
import { bindingMailer, withInjectedFaults } from './server/leads/mailer.server'
import { captchaStandInScript } from './server/leads/captcha.server'
import { deliverDueMails } from './server/leads/lead-outbox.server'
import { purgeRateLimits } from './server/leads/rate-limit.server'
import { ownerResponse } from './server/owners/owner-endpoint.server'
import { pageViewResponse } from './server/owners/page-views.server'
import { analyticsStandInResponse } from './server/analytics-stand-in.server'

// A broken app.config.ts stops the Worker at start with every problem listed, not mid-request.
parseSiteConfig(rawConfig)
// With analytics ids configured, the CSP lets their page views out (issue 7); without, it stays shut.
const ANALYTICS_CONFIGURED = hasAnalytics(rawConfig.analytics)

/**
 * The Worker entry (wrangler.toml `main`): security baseline, health, canonical URLs around the
 * TanStack Start handler, and the cron trigger. Our own entry, because the package's default one
 * would drop `scheduled`.
 */
export default {
  async fetch(request: Request, env: AppEnv, ctx: ExecutionContext): Promise<Response> {
    const nonce = createNonce()
    const dev = import.meta.env.DEV
    const csp = { nonce, dev, analytics: ANALYTICS_CONFIGURED }
    const url = new URL(request.url)

    if (isCrossSiteWrite(request)) {
      return withSecurityHeaders(Response.json({ error: 'cross-site request refused' }, { status: 403 }), csp)
    }
    if (url.pathname === '/api/health' && (request.method === 'GET' || request.method === 'HEAD')) {
      return withSecurityHeaders(await healthResponse(env), csp)
    }
    const lead = await leadResponse(request, env, ctx, url, { mailer: withInjectedFaults(bindingMailer(env.MAILER), env.MAIL_FAULT_RATE) })
    if (lead) return withSecurityHeaders(lead, csp)
    const owner = await ownerResponse(request, env, ctx, url, { mailer: bindingMailer(env.MAILER) })
    if (owner) return withSecurityHeaders(owner, csp)
    const view = await pageViewResponse(request, env, url)
    if (view) return withSecurityHeaders(view, csp)
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (url.pathname === '/sitemap.xml') return withSecurityHeaders(await sitemapResponse(env), csp)
      const captchaScript = captchaStandInScript(env, url)
      if (captchaScript) return withSecurityHeaders(captchaScript, csp)
      const analyticsStandIn = analyticsStandInResponse(env, url)
      if (analyticsStandIn) return withSecurityHeaders(analyticsStandIn, csp)
      const searchIndex = await searchIndexResponse(env, url, ctx, !dev)
      if (searchIndex) return withSecurityHeaders(searchIndex, csp)
      const picture = await demoPictureResponse(env, url)
      if (picture) return withSecurityHeaders(picture, csp)
      const canonical = canonicalRedirect(url.pathname)
      if (canonical) {
        return withSecurityHeaders(Response.redirect(new URL(canonical + url.search, url), 301), csp)
      }
    }

    const cacheable = !dev && isCacheableRequest(request, url)
    const cache = cacheable ? await caches.open('pages') : undefined
    const cacheKey = cacheable ? pageCacheKey(url, await catalogueVersion(env), __BUILD_ID__) : undefined
    if (cache && cacheKey) {
      const cached = await cache.match(cacheKey)
      if (cached) return pageResponse(withFreshNonce(cached, nonce), csp)
    }

    const headers = new Headers(request.headers)
    headers.set(NONCE_HEADER, nonce)
    const response = await startHandler.fetch(new Request(request, { headers }))
    if (cache && cacheKey && isStorable(response)) {
      const [forVisitor, forCache] = response.body ? response.body.tee() : [null, null]
      ctx.waitUntil(cache.put(cacheKey, storedCopy(new Response(forCache, response))))
      return pageResponse(new Response(forVisitor, response), csp)
    }
    return withSecurityHeaders(response, csp)
  },

  async scheduled(controller: ScheduledController, env: AppEnv): Promise<void> {
    const now = new Date(controller.scheduledTime)
    await recordCronRun(env, now)
    // Lead mails that failed or were never tried (DESIGN.md "Leads never get lost").
    await deliverDueMails(env.DB, withInjectedFaults(bindingMailer(env.MAILER), env.MAIL_FAULT_RATE), { now, media: env.MEDIA })
    await purgeRateLimits(env.DB, now.getTime())
  },
} satisfies ExportedHandler<AppEnv>

/** A page the edge may keep: browsers revalidate it, so they always see the current version. */
function pageResponse(response: Response, csp: CspOptions): Response {
  const secured = withSecurityHeaders(response, csp)
  secured.headers.set('Cache-Control', 'no-cache')
  return secured
}
