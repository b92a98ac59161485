import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { siteConfig } from '#/config/site-config.ts'
import type { AppEnv } from '#/server/env.server.ts'
import type { DoorInput } from '#/server/http-door.ts'
import type { Mailer } from '#/server/mailer.server.ts'
import type { OutgoingMail } from '#/server/mime-message.ts'
import * as staffDoors from '#/features/staff/index.server.ts'
import { STAFF_SESSION_COOKIE } from '#/admin/staff-session-rules.ts'
import type { D1Queryable } from '#/server/d1-queryable.ts'

// For the staff workers tests: requests to the back office's doors as a browser on the site sends
// them (its own Origin, JSON), each answered by the function its server route runs (decision 033),
// found through the route file itself, with the test's bindings, clock and mailer.

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

/** The text of every server route file under src/routes/api/, by its file name. */
const ROUTE_SOURCES = import.meta.glob<string>('/src/routes/api/**/*.ts', { query: '?raw', import: 'default', eager: true })

/** The address a server route file answers: its path under src/routes/, `[.]` an escaped dot (no parameters). */
export function routeAddress(file: string): string {
  return file
    .replace(/^.*\/src\/routes/, '')
    .replace(/\.tsx?$/, '')
    .replaceAll('[.]', '.')
}

type Door = (input: DoorInput) => Promise<Response>

/** The staff feature's function that the server route of `path` runs for `method` (its `door({ POST: name })`). */
function doorOf(path: string, method: 'GET' | 'POST'): Door {
  const file = Object.keys(ROUTE_SOURCES).find((name) => routeAddress(name) === path)
  if (!file) throw new Error(`no server route answers ${path}`)
  const name = new RegExp(`door\\(\\{ ${method}: (\\w+) \\}\\)`).exec(ROUTE_SOURCES[file]!)?.[1]
  const door = name ? (staffDoors as Record<string, unknown>)[name] : undefined
  if (typeof door !== 'function') throw new Error(`${file} runs no function of the staff feature for ${method}`)
  return door as Door
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
  const response = await doorOf(
    url.pathname,
    method,
  )({
    request,
    env: testEnv,
    ctx,
    url,
    services: { mailer, now: now ? () => now : undefined },
  })
  await waitOnExecutionContext(ctx)
  const json = (response.headers.get('Content-Type') ?? '').includes('json') ? ((await response.clone().json()) as Record<string, any>) : {}
  const setCookie = response.headers.get('Set-Cookie') ?? ''
  const sessionCookie =
    setCookie.startsWith(`${STAFF_SESSION_COOKIE}=`) && !setCookie.includes('Max-Age=0') ? setCookie.split(';')[0] : undefined
  return { response, status: response.status, json, mailer, sessionCookie }
}
