import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { siteConfig } from '#/config/site-config.ts'
import type { AppEnv } from '#/server/env.server.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import { routeRequest } from '#/server/worker-routes.ts'
import { ADMIN_ROUTES } from '#/features/back-office/index.server.ts'
import { STAFF_SESSION_COOKIE } from '#/admin/staff-session-rules.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// For the staff workers tests: requests to the back office's doors as a browser on the site sends
// them (its own Origin, JSON), through the same table the Worker mounts.

const bindings = env as unknown as { DB: D1Queryable; SESSION_SECRET: string }
export const OPERATOR_TOKEN = 'operator-token-for-staff-tests-0123456789'
export const testEnv = { DB: bindings.DB, SESSION_SECRET: bindings.SESSION_SECRET, OPERATOR_TOKEN } as unknown as AppEnv
/** The site's own origin: the relying party of every passkey made in these tests. */
export const SITE = siteConfig().siteUrl.replace(/\/$/, '')

export type RecordingMailer = Mailer & { mails: OutgoingMail[] }
export function recordingMailer(): RecordingMailer {
  const mailer: RecordingMailer = { mails: [], send: async (mail) => void mailer.mails.push(mail) }
  return mailer
}

export type AdminCall = {
  method?: 'GET' | 'POST'
  body?: unknown
  cookie?: string
  /** the Origin header; null sends none */
  origin?: string | null
  ip?: string
  now?: Date
  headers?: Record<string, string>
  mailer?: RecordingMailer
}

export async function adminCall(
  path: string,
  { method = 'POST', body, cookie, origin = SITE, ip = '203.0.113.9', now, headers = {}, mailer = recordingMailer() }: AdminCall = {},
) {
  const url = new URL(path, SITE)
  const all: Record<string, string> = { 'CF-Connecting-IP': ip, Accept: 'application/json', ...headers }
  if (origin !== null && method === 'POST') all.Origin = origin
  if (cookie) all.Cookie = cookie
  if (method === 'POST' && body !== undefined && !all['Content-Type']) all['Content-Type'] = 'application/json'
  const request = new Request(url, {
    method,
    headers: all,
    body: method === 'POST' && body !== undefined ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
  })
  const ctx = createExecutionContext()
  const response = await routeRequest(ADMIN_ROUTES, {
    request,
    env: testEnv,
    ctx,
    url,
    services: { mailer, now: now ? () => now : undefined },
  })
  await waitOnExecutionContext(ctx)
  if (!response) throw new Error(`no back-office route answered ${path}`)
  const json = (response.headers.get('Content-Type') ?? '').includes('json') ? ((await response.clone().json()) as Record<string, any>) : {}
  const setCookie = response.headers.get('Set-Cookie') ?? ''
  const sessionCookie =
    setCookie.startsWith(`${STAFF_SESSION_COOKIE}=`) && !setCookie.includes('Max-Age=0') ? setCookie.split(';')[0] : undefined
  return { response, status: response.status, json, mailer, sessionCookie }
}
