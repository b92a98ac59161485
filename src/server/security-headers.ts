/** A fresh random nonce for one response's Content-Security-Policy (DESIGN.md "Security baseline"). */
export function createNonce(): string {
  const bytes = new Uint8Array(18)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

export type CspOptions = { nonce: string; dev?: boolean /** analytics ids are configured (app.config.ts) */; analytics?: boolean }

const EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://my.matterport.com',
  'https://kuula.co',
  'https://*.nodalview.com',
]
/**
 * Where Google's tag, Tag Manager and Meta's pixel send page views (decision 009), allowed only when an id
 * is configured; their scripts need no host here, 'strict-dynamic' trusts what our nonce'd code adds.
 */
export const ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.google.com',
  'https://*.g.doubleclick.net',
  'https://www.facebook.com',
  'https://connect.facebook.net',
]
/** Cloudflare Turnstile renders the captcha in a frame of its own (decision 007). */
const CAPTCHA_HOST = 'https://challenges.cloudflare.com'

/**
 * The Content-Security-Policy of every HTML response: scripts only with this response's nonce
 * ('strict-dynamic' lets those load the chunks they import), no framing, no plugins.
 * Vite's dev server injects inline scripts and a websocket, so dev relaxes scripts and connections.
 */
export function contentSecurityPolicy({ nonce, dev = false, analytics = false }: CspOptions): string {
  const tracking = analytics ? ` ${ANALYTICS_HOSTS.join(' ')}` : ''
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}' 'strict-dynamic'`],
    // React writes style attributes during SSR (fixed aspect ratios, column widths).
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', `'self' data: blob:${tracking}`],
    ['font-src', "'self'"],
    ['connect-src', (dev ? "'self' ws: wss:" : "'self'") + tracking],
    ['media-src', "'self' https:"],
    // Video and virtual-tour players the property page embeds once the visitor asks (spec §5 hosts).
    ['frame-src', [...EMBED_HOSTS, CAPTCHA_HOST].join(' ')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['manifest-src', "'self'"],
    // MapLibre's worker, a file of our own build (decision 020); scripts keep their nonce.
    ['worker-src', "'self'"],
    ...(dev ? [] : ([['upgrade-insecure-requests', '']] as Array<[string, string]>)),
  ]
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ')
}

/** Headers every response carries, HTML or not. */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable'

/** The CSP of everything that is not a page: nothing may load, nothing may frame it. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * The `_headers` file of Workers static assets (/assets/*, /favicon.svg …), which are answered
 * without running the Worker: the same baseline and CSP as the Worker's own non-HTML answers.
 * vite.config.ts writes it into the build at every build, so it cannot drift from this module.
 */
export function staticAssetHeadersFile(): string {
  const lines = Object.entries({ ...BASELINE_HEADERS, 'Content-Security-Policy': NON_HTML_CSP }).map(
    ([name, value]) => `  ${name}: ${value}`,
  )
  // Vite's /assets/ files (scripts, styles, fonts) carry a hash of their content in their name: a
  // browser may keep them a year without asking again (the platform's default is max-age=0, must-revalidate).
  const hashedAssets = ['/assets/*', `  Cache-Control: ${HASHED_ASSET_CACHE}`]
  return [
    '# Written by vite.config.ts from src/server/security-headers.ts at each build: do not edit.',
    '/*',
    ...lines,
    ...hashedAssets,
    '',
  ].join('\n')
}

/** Returns the response with the security baseline applied (a copy: upstream headers may be immutable). */
export function withSecurityHeaders(response: Response, options: CspOptions): Response {
  const secured = new Response(response.body, response)
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) secured.headers.set(name, value)
  const type = secured.headers.get('Content-Type') ?? ''
  if (type.includes('text/html')) {
    secured.headers.set('Content-Security-Policy', contentSecurityPolicy(options))
  } else if (!secured.headers.has('Content-Security-Policy')) {
    secured.headers.set('Content-Security-Policy', NON_HTML_CSP)
  }
  return secured
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * State-changing requests must come from our own pages (DESIGN.md: "State-changing requests check
 * Origin"). Browsers send Origin on every cross-site POST; when it is absent we fall back to
 * Sec-Fetch-Site, and a request with neither (curl, the test runner) is allowed as same-party.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false
  const origin = request.headers.get('Origin')
  if (origin !== null) return origin !== new URL(request.url).origin
  const site = request.headers.get('Sec-Fetch-Site')
  return site !== null && site !== 'same-origin' && site !== 'none'
}
