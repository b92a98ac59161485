// Writes the local Worker settings (.dev.vars, git-ignored) that `npm start`, `npm test` and
// `wrangler dev` need, keeping any value already there. Production never reads this file: its
// secrets are set with `npx wrangler secret put`.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

// The project's root: npm runs every script there.
const FILE = '.dev.vars'

const LOCAL_VALUES: Record<string, { value: string; why: string }> = {
  // Cloudflare's documented Turnstile test secret: it passes the test site key's dummy token only.
  TURNSTILE_SECRET_KEY: { value: '1x0000000000000000000000000000000AA', why: 'Turnstile test secret (Cloudflare documents it)' },
  // No network here: the captcha widget and its check are answered by the Worker's stand-in.
  CAPTCHA_STAND_IN: { value: 'true', why: 'captcha answered locally, without Cloudflare' },
  // End-to-end runs and npm run bench:leads send more than a person would from one address.
  LEAD_RATE_LIMIT: { value: '1000', why: 'lead submissions per IP and form in 10 minutes (production: 10)' },
  // No network here either: consent and page views are exercised against stand-ins of the tags.
  ANALYTICS_STAND_IN: { value: 'true', why: 'analytics tags answered locally, without Google or Meta' },
  // The demo catalogue's pictures are drawn on request by the Worker; production never has them.
  DEMO_MEDIA: { value: 'true', why: 'demo pictures drawn locally (/media/demo/)' },
  // Seals owner session cookies; made once per machine and kept, so a restart keeps owners logged in.
  SESSION_SECRET: {
    value: randomBytes(32).toString('base64url'),
    why: 'seals owner session cookies (production: npx wrangler secret put SESSION_SECRET)',
  },
  // Opens the operator's answers (GET /api/health figures) to `Authorization: Bearer <token>`.
  OPERATOR_TOKEN: {
    value: randomBytes(32).toString('base64url'),
    why: 'operator token for /api/health details (production: npx wrangler secret put OPERATOR_TOKEN)',
  },
  // Mail links normally use siteUrl whatever the request's Host; locally a request from localhost
  // (any port) gets links back to itself, so a reset mail opens the local site.
  LOCAL_ORIGINS: { value: 'true', why: 'mail links to the requesting localhost origin (production: siteUrl only)' },
  // Decision 024: local D1 has one copy and nothing to replicate, and its sessions fail (SQLITE_BUSY on
  // the commit token) while a script writes the database file, as the end-to-end tests' helpers do.
  D1_SESSIONS: { value: 'off', why: 'requests use the D1 binding itself, not a session (production: a session per request, decision 024)' },
  // The CRM: locally the stand-in (npm run crm:stand-in, scripts/crm-stand-in/). Edit these three
  // lines to point a local run at another CRM; a value already here is kept.
  OMNICASA_URL: {
    value: 'http://localhost:8790/1.13/OmnicasaService.svc/',
    why: 'the CRM: the local stand-in (production: OMNICASA_URL in wrangler.toml)',
  },
  OMNICASA_CUSTOMER_NAME: {
    value: 'demo-agency',
    why: "the CRM account: the stand-in's demo customer (production: npx wrangler secret put OMNICASA_CUSTOMER_NAME)",
  },
  OMNICASA_CUSTOMER_PASSWORD: {
    value: 'demo-password',
    why: "the stand-in's password (production: npx wrangler secret put OMNICASA_CUSTOMER_PASSWORD)",
  },
}

const current = existsSync(FILE)
  ? readFileSync(FILE, 'utf8')
  : '# Local Worker settings, never committed (see docs/operating.md "Configuration").\n'
const present = new Set([...current.matchAll(/^([A-Z0-9_]+)\s*=/gm)].map((match) => match[1]))
const missing = Object.entries(LOCAL_VALUES).filter(([name]) => !present.has(name))
if (missing.length > 0) {
  const lines = missing.map(([name, { value, why }]) => `# ${why}\n${name}=${value}\n`).join('')
  writeFileSync(FILE, `${current.endsWith('\n') ? current : `${current}\n`}${lines}`)
  console.log(`.dev.vars: added ${missing.map(([name]) => name).join(', ')}`)
}
