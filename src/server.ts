import startHandler from '@tanstack/react-start/server-entry'
import rawConfig from '../app.config.ts'
import { parseSiteConfig } from './config/site-config-schema.ts'
import type { AppEnv } from './server/env.server.ts'
import { recordCronRun } from './server/health.server.ts'
import { cachedPage, contentVersions, type ContentVersions } from './server/page-cache.server.ts'
import { settingsInForce, withSiteConfig } from './server/settings-in-force.server.ts'
import { siteConfig } from './config/site-config.ts'
import { canonicalRedirect, neutralPathTarget } from './server/canonical-path.ts'
import { stampForms } from './server/form-stamp.server.ts'
import { languageRedirect, requestLanguage } from './server/language-redirect.ts'
import { menuChildPages } from './config/menu.ts'
import { NONCE_HEADER } from './server/nonce-header.ts'
import { createNonce, isCrossSiteWrite, withSecurityHeaders, type CspOptions } from './server/security-headers.ts'
import { mailerOf } from './server/mailer.server.ts'
import { purgeRateLimits } from './server/rate-limit.server.ts'
import { answered } from './server/http-door.ts'
import { methodNotAllowedResponse } from './server/refusals.ts'
import { hasAnalytics } from './domain/consent.ts'
import { deliverDueMails, deliverDueCrmLeadsOf } from '#/features/leads/index.server.ts'
import { SESSION_COOKIE } from '#/features/owner-portal/index.server.ts'
import { neutralAddressResponse } from '#/features/property-pages/index.server.ts'
import { cacheableQueryParams } from './listings/listing-search.ts'
import { scheduledCrmSync } from '#/features/crm-sync/index.server.ts'
import { queueAlertMails, deliverAlertMails } from '#/features/alert-mails/index.server.ts'
import { checkOperatorIncidents } from '#/features/operator-incidents/index.server.ts'
import { ONE_CLICK_UNSUBSCRIBE_PATH, isTokenPage, purgeUnconfirmedSubscriptions } from '#/features/subscriptions/index.server.ts'
import { siteOrigin } from './server/mail-origin.ts'
import { ACCOUNT_MAIL_COMPOSERS } from '#/features/back-office/index.server.ts'
import { deliverDueAccountMails } from './server/account-mail-outbox.server.ts'
import { eraseExpiredPersonalData } from '#/features/personal-data/index.server.ts'
import { STAFF_SESSION_COOKIE } from './admin/staff-session-rules.ts'
import { draftPreviewOf, previewResponse } from './admin/draft-preview.server.ts'
import { withDraftsShown } from './server/draft-preview-scope.server.ts'
import { withRequestDatabase, type RequestDatabaseRules } from './server/request-database.server.ts'
import { BOOKMARK_COOKIE } from './server/d1-bookmark.ts'

/** The CRM sync as a Workflow: wrangler.toml's [[workflows]] names this class. */
export { CrmSyncWorkflow } from '#/features/crm-sync/index.server.ts'

// A broken app.config.ts stops the Worker at start with every problem listed, not mid-request.
parseSiteConfig(rawConfig)
/** Every kind of login's cookie: a request that carries one is personal and never cached. */
const SESSION_COOKIES = [SESSION_COOKIE, STAFF_SESSION_COOKIE]
/** Decision 018: the back office's pages: never cached, never indexed. */
const BACK_OFFICE_PAGE = /^\/admin(\/|$)/
/** Decision 024: public reads from the nearest D1 replica; posts, logins, the back office and signed links on the primary. */
const DATABASE_RULES: RequestDatabaseRules = {
  sessionCookies: SESSION_COOKIES,
  primaryPath: (path) => BACK_OFFICE_PAGE.test(path) || isTokenPage(path),
}

/**
 * The Worker entry (wrangler.toml `main`): around the TanStack Start handler (pages, server functions
 * and every door's server route, decision 033), what wraps every answer: the security baseline, the
 * cross-site write check, canonical redirects and the D1 session rules (decision 033); and the cron
 * trigger and queue. Our own entry, because the package's default one would drop `scheduled`.
 */
const worker = {
  async fetch(request: Request, env: AppEnv, ctx: ExecutionContext, versions: ContentVersions): Promise<Response> {
    const nonce = createNonce()
    const dev = import.meta.env.DEV
    // With analytics ids configured, the CSP lets their page views out (decision 009); without, it stays shut.
    const csp = { nonce, dev, analytics: hasAnalytics(siteConfig().analytics) }
    /** Which page the menu lists under which: `/nl/diensten/gratis-schatting/` answers with the child's page. */
    const menuChildren = menuChildPages(siteConfig().menu)
    const url = new URL(request.url)

    // RFC 8058: mail providers post the one-click unsubscribe from their own servers; its token is its authentication.
    if (isCrossSiteWrite(request) && !ONE_CLICK_UNSUBSCRIBE_PATH.test(url.pathname)) {
      return withSecurityHeaders(Response.json({ error: 'cross-site request refused' }, { status: 403 }), csp)
    }
    // spec §2 "URL rewrites": `/property/{id}/` and `/project/{id}/` open the page in the visitor's language.
    const neutralAddress = await neutralAddressResponse(request, env, url)
    if (neutralAddress) return withSecurityHeaders(neutralAddress, csp)
    const demoPicture = await demoMedia(request, env, url)
    if (demoPicture) return withSecurityHeaders(demoPicture, csp)
    if (request.method === 'GET' || request.method === 'HEAD') {
      const canonical = canonicalRedirect(url.pathname, menuChildren)
      if (canonical) {
        return withSecurityHeaders(Response.redirect(new URL(canonical + url.search, url), 301), csp)
      }
      // spec §2 "URL rewrites": a neutral path (`/for-sale/`) opens in the visitor's language.
      const neutral = neutralPathTarget(url.pathname, () => requestLanguage(request, url), menuChildren)
      if (neutral) return withSecurityHeaders(languageRedirect(neutral, url), csp)
    }

    const headers = new Headers(request.headers)
    headers.set(NONCE_HEADER, nonce)
    const render = () => startHandler.fetch(new Request(request, { headers }))
    // Decision 007: every form on the page carries when it was served, signed (edge-cached pages too).
    const stamped = async (response: Response) => stampForms(response, env.SESSION_SECRET)
    if (dev) return withSecurityHeaders(await stamped(await render()), csp)
    // Decision 017: a page opened by a signed link is never cached, and its token never leaves for another site in a Referer.
    if (isTokenPage(url.pathname)) return tokenPageResponse(withSecurityHeaders(await stamped(await render()), csp))
    if (BACK_OFFICE_PAGE.test(url.pathname)) return backOfficePageResponse(withSecurityHeaders(await render(), csp))
    const page = await cachedPage({
      request,
      url,
      versions,
      ctx,
      nonce,
      build: __BUILD_ID__,
      // A visitor's own D1 bookmark (after a post of theirs) reads past the edge cache: the page is theirs.
      sessionCookies: [...SESSION_COOKIES, BOOKMARK_COOKIE],
      queryParams: cacheableQueryParams(url.pathname),
      render,
    })
    const response = await stamped(page.response)
    return page.edge ? pageResponse(response, csp) : withSecurityHeaders(response, csp)
  },

  async scheduled(controller: ScheduledController, env: AppEnv): Promise<void> {
    const now = new Date(controller.scheduledTime)
    await recordCronRun(env, now)
    try {
      // Lead mails that failed or were never tried (DESIGN.md "Leads never get lost").
      await deliverDueMails(env.DB, mailerOf(env), { now, media: env.MEDIA, links: { secret: env.SESSION_SECRET, origin: siteOrigin() } })
      // Staff invitations, owners' password links and newsletter welcomes whose first try failed (decision 029); on its own, so a
      // failure here never holds back the rest of the run.
      await deliverDueAccountMails(env.DB, mailerOf(env), ACCOUNT_MAIL_COMPOSERS, { now, secret: env.SESSION_SECRET }).catch((error) =>
        console.error('account mails run failed', error),
      )
      // Leads on their way into the CRM (decision 016), when one is configured.
      await deliverDueCrmLeadsOf(env, { now })
      await purgeRateLimits(env.DB, now.getTime())
      // Search alerts (decision 017): listings that arrived or dropped in price since the last run, matched
      // and fanned out into the ALERT_MAILS queue. Before the sync starts: what this run's sync
      // writes is matched by the next run, five minutes later.
      // A failing run leaves its watermark where it was (the next run takes the window again) and
      // must not keep the rest of the cron from running.
      if (env.ALERT_MAILS) await queueAlertMails(env.DB, env.ALERT_MAILS).catch((error) => console.error('alert run failed', error))
      // Decision 017: alerts and newsletter sign-ups nobody confirmed within 7 days are deleted.
      await purgeUnconfirmedSubscriptions(env.DB, now)
      // Decision 018: leads and their uploads past the retention in force are erased.
      await eraseExpiredPersonalData(env.DB, env.MEDIA, siteConfig().retention, now).catch((error) =>
        console.error('retention sweep failed', error),
      )
      // Listings from the CRM (decision 016): a Workflow instance, so the cron run itself ends at once.
      await scheduledCrmSync(env, now)
    } finally {
      // Decision 029: the operator hears of trouble (syncs failing, deliveries stuck, alert mails dropped)
      // once when it begins and once when it ends. Last, so it reads what this run's work left, and
      // even when a step before it threw (a failing step is itself what the operator must hear of).
      await checkOperatorIncidents(env.DB, mailerOf(env), { now }).catch((error) => console.error('incident check failed', error))
    }
  },

  /** The ALERT_MAILS queue (wrangler.toml [[queues.consumers]]): one mail per subscriber of each message. */
  async queue(batch: MessageBatch<unknown>, env: AppEnv): Promise<void> {
    await deliverAlertMails(batch, { db: env.DB, mailer: mailerOf(env), secret: env.SESSION_SECRET, origin: siteOrigin() })
  },
}

/**
 * Decision 034: everything the Worker does runs with the settings the agency published (siteConfig()),
 * read once per isolate and site version; `work` gets the versions that key the page cache.
 */
async function withSettingsInForce<T>(env: Pick<AppEnv, 'DB'>, work: (versions: ContentVersions) => Promise<T>): Promise<T> {
  const versions = await contentVersions(env.DB)
  const { config } = await settingsInForce(env.DB, versions.site)
  return withSiteConfig(config, () => work(versions))
}

/** Decision 024: each request answered through its own D1 session (src/server/request-database.server.ts). */
export default {
  fetch: (request, env, ctx) =>
    withRequestDatabase(request, env, DATABASE_RULES, async (scoped) => {
      // Decision 034: staff preview the drafts on the real pages (the settings' for admins); nobody else ever reads one.
      const preview = await draftPreviewOf(request, new URL(request.url), scoped)
      if (preview) {
        const drawn = (versions: ContentVersions) => withDraftsShown(() => worker.fetch(request, scoped, ctx, versions))
        if (!preview.config) return previewResponse(await withSettingsInForce(scoped, drawn))
        const { config } = preview
        const versions = await contentVersions(scoped.DB)
        return previewResponse(await withSiteConfig(config, () => drawn(versions)))
      }
      return withSettingsInForce(scoped, (versions) => worker.fetch(request, scoped, ctx, versions))
    }),
  scheduled: (controller, env) => withSettingsInForce(env, () => worker.scheduled(controller, env)),
  queue: (batch, env) => withSettingsInForce(env, () => worker.queue(batch, env)),
} satisfies ExportedHandler<AppEnv>

/**
 * GET /media/demo/…: the demo catalogue's pictures, drawn on request where the local demo is on
 * (DEMO_MEDIA=true). Here and not a server route: the demo code is loaded only by this import, so the
 * production Worker's route tree carries none of it (decision 010). No picture: the pages answer 404.
 */
async function demoMedia(request: Request, env: AppEnv, url: URL): Promise<Response | undefined> {
  if (env.DEMO_MEDIA !== 'true' || !url.pathname.startsWith('/media/demo/')) return undefined
  if (request.method !== 'GET' && request.method !== 'HEAD') return answered(request, methodNotAllowedResponse('GET, HEAD'))
  return (await import('./demo/demo-media.server.ts')).demoPictureResponse(env, url)
}

function tokenPageResponse(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store')
  // Not no-referrer: under it a browser posts the page's own forms with `Origin: null`, which the
  // cross-site check refuses. same-origin keeps the token from every other site just the same.
  response.headers.set('Referrer-Policy', 'same-origin')
  return response
}

function backOfficePageResponse(response: Response): Response {
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}

/** A page the edge may keep: browsers revalidate it, so they always see the current version. */
function pageResponse(response: Response, csp: CspOptions): Response {
  const secured = withSecurityHeaders(response, csp)
  secured.headers.set('Cache-Control', 'no-cache')
  return secured
}
