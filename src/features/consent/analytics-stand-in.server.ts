import { siteConfig } from '#/config/site-config.ts'
import { hasAnalytics, type AnalyticsIds } from '#/domain/consent.ts'
import { TAG_SCRIPTS, type AnalyticsSettings } from './analytics-settings.ts'
import type { AppEnv } from '#/server/env.server.ts'

// Analytics tags (spec §4 "Cookie consent"). With ANALYTICS_STAND_IN=true (local runs and tests only) the Worker
// serves stand-ins of Google's tag, Google Tag Manager and Meta's pixel: they read the same
// dataLayer and fbq queue as the real ones, respect the consent state as they do, and report what
// they would send to /analytics-stand-in/collect, so a test sees each page view without a network.

const ANALYTICS_STAND_IN_PREFIX = '/analytics-stand-in/'
/** Ids the stand-in uses when app.config.ts has none, so the consent flow can be exercised locally. */
const STAND_IN_IDS: AnalyticsIds = {
  analyticsId: 'G-STANDIN01',
  adsId: 'AW-STANDIN01',
  tagManagerId: 'GTM-STANDIN',
  pixelId: '100000000000001',
}

export function analyticsSettings(env: Pick<AppEnv, 'ANALYTICS_STAND_IN'>): AnalyticsSettings {
  const configured = siteConfig().analytics
  if (env.ANALYTICS_STAND_IN !== 'true') return { ids: configured, scripts: { ...TAG_SCRIPTS } }
  return {
    ids: hasAnalytics(configured) ? configured : STAND_IN_IDS,
    scripts: {
      gtag: `${ANALYTICS_STAND_IN_PREFIX}gtag.js`,
      gtm: `${ANALYTICS_STAND_IN_PREFIX}gtm.js`,
      pixel: `${ANALYTICS_STAND_IN_PREFIX}fbevents.js`,
    },
  }
}

const SEND = `function send(path, params) { fetch('${ANALYTICS_STAND_IN_PREFIX}' + path + '?' + new URLSearchParams(params), { keepalive: true, credentials: 'omit' }) }`

// Google's tag: replays and then follows the dataLayer; events go out only under granted consent.
const GTAG = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var dl = (window.dataLayer = window.dataLayer || []);
  var consent = { analytics_storage: 'denied', ad_storage: 'denied' };
  ${SEND}
  function handle(args) {
    if (!args || typeof args !== 'object' || typeof args.length !== 'number') return;
    if (args[0] === 'consent') { for (var key in args[2] || {}) consent[key] = args[2][key]; send('collect', { kind: 'consent', mode: args[1], analytics_storage: consent.analytics_storage, ad_storage: consent.ad_storage }); }
    else if (args[0] === 'config') send('collect', { kind: 'config', target: args[1] });
    else if (args[0] === 'event') {
      var params = args[2] || {}; var target = params.send_to || id;
      var needed = String(target).indexOf('AW-') === 0 ? consent.ad_storage : consent.analytics_storage;
      if (needed === 'granted') send('collect', { kind: 'event', name: args[1], target: target, location: params.page_location || location.href });
    }
  }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push;
  dl.push = function () { for (var j = 0; j < arguments.length; j++) handle(arguments[j]); return push.apply(dl, arguments); };
  send('collect', { kind: 'loaded', tag: 'gtag', target: id });
})();`

// Tag Manager: reports the container load and every event pushed as an object.
const GTM = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var dl = (window.dataLayer = window.dataLayer || []);
  ${SEND}
  function handle(entry) { if (entry && typeof entry === 'object' && typeof entry.length !== 'number' && entry.event) send('collect', { kind: 'gtm', name: entry.event, target: id, location: entry.page_location || location.href }); }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push;
  dl.push = function () { for (var j = 0; j < arguments.length; j++) handle(arguments[j]); return push.apply(dl, arguments); };
})();`

// Meta's pixel: takes over the fbq queue as fbevents.js does.
const PIXEL = `(function () {
  var fbq = window.fbq; var pixel = '';
  ${SEND}
  function run(args) {
    if (args[0] === 'init') { pixel = args[1]; send('collect', { kind: 'loaded', tag: 'pixel', target: pixel }); }
    else if (args[0] === 'consent') send('collect', { kind: 'pixel-consent', mode: args[1], target: pixel });
    else if (args[0] === 'track') send('collect', { kind: 'pixel', name: args[1], target: pixel, location: location.href, data: JSON.stringify(args[2] || {}) });
  }
  var queue = (fbq && fbq.queue) || [];
  fbq.callMethod = function () { run(arguments) };
  for (var i = 0; i < queue.length; i++) run(queue[i]);
  fbq.queue = [];
})();`

const SCRIPTS: Record<string, string> = { 'gtag.js': GTAG, 'gtm.js': GTM, 'fbevents.js': PIXEL }

/** Whether the stand-ins are served (ANALYTICS_STAND_IN=true, local runs and tests only). */
export function analyticsStandInOn(env: Pick<AppEnv, 'ANALYTICS_STAND_IN'>): boolean {
  return env.ANALYTICS_STAND_IN === 'true'
}

/**
 * GET /analytics-stand-in/… (its server route is src/routes/analytics-stand-in/$.ts, decision 033):
 * the stand-in scripts and the hits they report; `url` names the file as the browser sent it.
 */
export function analyticsStandInResponse(url: URL): Response {
  const name = url.pathname.slice(ANALYTICS_STAND_IN_PREFIX.length)
  if (name === 'collect') return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  const script = SCRIPTS[name]
  if (!script) return new Response('Not found', { status: 404 })
  return new Response(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } })
}
