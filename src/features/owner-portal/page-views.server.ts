import * as v from 'valibot'
import { VISIT_SOURCES } from '#/domain/visit-statistics.ts'
import { isBotAgent } from '#/domain/visit-sources.ts'
import type { AppEnv } from '#/server/env.server.ts'
import { withinRateLimit, type RateLimitRule } from '#/server/rate-limit.server.ts'
import { clientIp, readLimited } from '#/server/request-reading.ts'
import { hmacHex } from '#/server/digest.ts'
import { brusselsDay } from '#/domain/brussels-calendar.ts'
import { recordPropertyView } from './owner-repository.server.ts'

// POST /api/views (decision 008: visit statistics are real): the property page tells the site it was
// seen, with where the visitor came from. Counted per day and source; no cookie, nothing about the
// visitor kept. Robots are left out, and one address cannot inflate a property's count.

/** Views one address can add to one property in an hour: a person rereading, not a script. */
export const VIEW_RATE_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 }

const ViewSchema = v.object({
  property: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31)),
  source: v.picklist(VISIT_SOURCES),
})

// Without the session secret (a misconfigured Worker) each isolate makes up its own key, on first
// use (Workers allow no random values at start-up): still no way back to an address.
let isolateSecret: string | undefined

function dailyKeySecret(env: Pick<AppEnv, 'SESSION_SECRET'>): string {
  return env.SESSION_SECRET ?? (isolateSecret ??= crypto.randomUUID())
}

/** POST /api/views from a property page: counted per Brussels day and source, nothing about the visitor kept. */
export async function pageViewResponse(request: Request, env: AppEnv, now = new Date()): Promise<Response> {
  const noContent = (status = 204) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })
  const body = await readLimited(request, 512)
  if (!body) return noContent(413)
  let parsed: v.InferOutput<typeof ViewSchema>
  try {
    const result = v.safeParse(ViewSchema, JSON.parse(new TextDecoder().decode(body)))
    if (!result.success) return noContent(400)
    parsed = result.output
  } catch {
    return noContent(400)
  }
  // A robot's view is answered like any other, so it has no reason to retry; it is just not counted.
  if (isBotAgent(request.headers.get('User-Agent')) || request.headers.get('Sec-Purpose')?.includes('prefetch')) return noContent()
  try {
    // The limit's key is a keyed hash that changes every day: it cannot be turned back into an address.
    const key = `view:${await hmacHex(`${dailyKeySecret(env)}|${brusselsDay(now)}`, `${clientIp(request)}|${parsed.property}`, 12)}`
    if (!(await withinRateLimit(env.DB, key, VIEW_RATE_LIMIT, now.getTime()))) return noContent()
    await recordPropertyView(env.DB, parsed.property, parsed.source, now)
    return noContent()
  } catch (error) {
    // A count lost to a D1 hiccup is not the visitor's problem; the answer says so honestly.
    console.error('page view not counted', error)
    return noContent(503)
  }
}
