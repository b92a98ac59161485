import type { D1Queryable } from './d1-queryable.ts'
// Fixed-window rate limits kept in D1 (decision 007: per IP and form). One row per key and window; the
// count goes up in one statement, so concurrent requests cannot both slip under the limit.

export type RateLimitRule = { limit: number; windowSeconds: number }

/** The row of the key's current window, and when that window ends (seconds). */
function windowOf(key: string, rule: RateLimitRule, now: number): { bucket: string; endsAt: number } {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds
  return { bucket: `${key}:${windowStart}`, endsAt: windowStart + rule.windowSeconds }
}

/** Counts one request against the key's current window and returns the window's count, this one included. */
export async function countRequest(db: D1Queryable, key: string, rule: RateLimitRule, now = Date.now()): Promise<number> {
  const { bucket, endsAt } = windowOf(key, rule, now)
  const row = await db
    .prepare(
      'INSERT INTO rate_limits (bucket, count, expires_at) VALUES (?, 1, ?) ON CONFLICT (bucket) DO UPDATE SET count = count + 1 RETURNING count',
    )
    .bind(bucket, endsAt)
    .first<{ count: number }>()
  return row?.count ?? Number.POSITIVE_INFINITY
}

/** Counts one request against the rule; false when the key has used up its window. */
export async function withinRateLimit(db: D1Queryable, key: string, rule: RateLimitRule, now = Date.now()): Promise<boolean> {
  return (await countRequest(db, key, rule, now)) <= rule.limit
}

/** Drops the counters of windows that have ended (the cron trigger calls it). */
export async function purgeRateLimits(db: D1Queryable, now = Date.now()): Promise<void> {
  await db
    .prepare('DELETE FROM rate_limits WHERE expires_at <= ?')
    .bind(Math.floor(now / 1000))
    .run()
}

/** Gives back one count taken by withinRateLimit in the current window (an attempt that turned out fine). */
export async function releaseRateLimit(db: D1Queryable, key: string, rule: RateLimitRule, now = Date.now()): Promise<void> {
  await db
    .prepare('UPDATE rate_limits SET count = max(count - 1, 0) WHERE bucket = ?')
    .bind(windowOf(key, rule, now).bucket)
    .run()
}

/** The key's count in its current window and the one before, without counting: "recently" for flags. */
export async function recentCount(db: D1Queryable, key: string, rule: RateLimitRule, now = Date.now()): Promise<number> {
  const current = windowOf(key, rule, now).bucket
  const previous = windowOf(key, rule, now - rule.windowSeconds * 1000).bucket
  const row = await db
    .prepare('SELECT COALESCE(SUM(count), 0) AS count FROM rate_limits WHERE bucket IN (?, ?)')
    .bind(current, previous)
    .first<{ count: number }>()
  return row?.count ?? 0
}
