import { countRequest, recentCount, type RateLimitRule } from './rate-limit.server.ts'
import type { StampReading } from './form-stamp.server.ts'
import type { D1Queryable } from './d1-queryable.ts'

// spec §7 "A captcha script loads on demand": a post without a captcha token (JavaScript
// off) passes on the honeypot, Origin, rate limit and the page's time stamp, unless its address shows
// a sign of abuse; then the captcha is asked. Pages with JavaScript send a token anyway (the widget
// loads when the visitor starts on a form), and a token is always checked.

/** An address whose post was refused as a robot's stays under suspicion for one to two hours. */
export const SUSPICION: RateLimitRule = { limit: 0, windowSeconds: 60 * 60 }
/** Posts without a token from one address before the captcha is asked: a person sends one or two. */
export const POSTS_WITHOUT_CAPTCHA: RateLimitRule = { limit: 3, windowSeconds: 10 * 60 }

const suspicionKey = (ip: string) => `suspect:${ip}`

/**
 * Notes a sign of abuse from an address: a honeypot filled in, a rate limit hit, a captcha failed, a
 * post sent faster than a person fills a form. Mistakes a person makes (an invalid e-mail) are not.
 */
export async function markSuspect(db: D1Queryable, ip: string): Promise<void> {
  await countRequest(db, suspicionKey(ip), SUSPICION)
}

export type CaptchaDemand = 'not-needed' | 'needed'

/** Whether a post without a captcha token must show one: a stale or forged stamp, a suspect address, or one post too many. */
export async function captchaDemand(db: D1Queryable, ip: string, stamp: StampReading): Promise<CaptchaDemand> {
  if (stamp !== 'fresh') return 'needed'
  if ((await recentCount(db, suspicionKey(ip), SUSPICION)) > 0) return 'needed'
  const posts = await countRequest(db, `posts-without-captcha:${ip}`, POSTS_WITHOUT_CAPTCHA)
  return posts > POSTS_WITHOUT_CAPTCHA.limit ? 'needed' : 'not-needed'
}
