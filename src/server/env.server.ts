/** The Worker's bindings and vars, as declared in wrangler.toml. */
export type AppEnv = {
  DB: D1Database
  MEDIA: R2Bucket
  /** Cloudflare Images (wrangler.toml [images]): resizes the agency's uploaded pictures for their slot (decision 034) */
  IMAGES: ImagesBinding
  MAILER: SendEmail
  /** search alert mails on their way (wrangler.toml [[queues.producers]]; decision 017): one message per batch of subscribers */
  ALERT_MAILS?: Queue
  /** Cloudflare Turnstile secret (a Worker secret; Cloudflare's test secret in .dev.vars) */
  TURNSTILE_SECRET_KEY?: string
  /** "true" only locally and in tests: the captcha is checked by a stand-in, not by Cloudflare */
  CAPTCHA_STAND_IN?: string
  /** lead submissions per IP and form in 10 minutes, when not the default (local runs, benchmarks) */
  LEAD_RATE_LIMIT?: string
  /** "true" only locally and in tests: analytics tags are stand-ins served by the Worker (decision 009) */
  ANALYTICS_STAND_IN?: string
  /** seals owner session cookies: at least 32 characters (a Worker secret; .dev.vars locally) */
  SESSION_SECRET?: string
  /** "true" only locally: the demo catalogue's pictures are drawn by the Worker (src/demo/) */
  DEMO_MEDIA?: string
  /** 'off' locally (.dev.vars): requests use the binding itself instead of a D1 session (decision 024) */
  D1_SESSIONS?: string
  /** the operator's token for health details and other operator-only answers (a Worker secret; .dev.vars locally) */
  OPERATOR_TOKEN?: string
  /** "true" only locally and in tests: a request from localhost gets mail links to its own origin, not siteUrl */
  LOCAL_ORIGINS?: string
  /** the CRM's web API, e.g. https://newapi.omnicasa.com/1.13/OmnicasaService.svc/ (a var); unset: the site runs on imports */
  OMNICASA_URL?: string
  /** the agency's Omnicasa customer name and password (Worker secrets; the stand-in's in .dev.vars) */
  OMNICASA_CUSTOMER_NAME?: string
  OMNICASA_CUSTOMER_PASSWORD?: string
  /** npm run bench:leads only: the share of mail sends that fail on purpose */
  MAIL_FAULT_RATE?: string
}
