import { describe, expect, it } from 'vitest'
import { FORM_STAMP_FIELD, IDEMPOTENCY_FIELD } from './captcha-field.ts'
import { issueFormStamp, MIN_FILL_MS, readFormStamp, STAMP_LIFETIME_MS, withFormStamps } from './form-stamp.server.ts'

// The signed time a page was served, which a post without JavaScript brings back.

const SECRET = 'form-stamp-test-secret-0123456789abcdef'
const SERVED = Date.UTC(2026, 10, 26, 10, 0, 0)

describe('form stamps', () => {
  it('reads back as fresh once a person has had time to fill the form in', async () => {
    const stamp = await issueFormStamp(SECRET, SERVED)
    expect(stamp).toMatch(/^\d{13}\.[\w-]{43}$/)
    expect(await readFormStamp(SECRET, stamp, SERVED + MIN_FILL_MS)).toBe('fresh')
    expect(await readFormStamp(SECRET, stamp, SERVED + MIN_FILL_MS - 1)).toBe('too-fast')
    expect(await readFormStamp(SECRET, stamp, SERVED + STAMP_LIFETIME_MS + 1)).toBe('expired')
  })

  it('refuses a stamp it did not sign, a changed time, one from the future, or any without a secret', async () => {
    const stamp = await issueFormStamp(SECRET, SERVED)
    const later = SERVED + 60_000
    expect(await readFormStamp('another-secret-0123456789abcdefghijkl', stamp, later)).toBe('invalid')
    expect(await readFormStamp(SECRET, stamp.replace(/^\d{13}/, String(SERVED - 60_000)), later)).toBe('invalid')
    expect(await readFormStamp(SECRET, await issueFormStamp(SECRET, later + 60_000), later)).toBe('invalid')
    expect(await readFormStamp(SECRET, '', later)).toBe('invalid')
    expect(await readFormStamp(SECRET, 'x'.repeat(5000), later)).toBe('invalid')
    expect(await readFormStamp(undefined, stamp, later)).toBe('invalid')
    expect(await issueFormStamp(undefined, SERVED)).toBe('')
  })

  it('is written into every form of an HTML answer, and nowhere else', async () => {
    const html = `<form><input type="hidden" name="${FORM_STAMP_FIELD}"><input name="email" value="a"></form><form><input type="hidden" name="${FORM_STAMP_FIELD}" value="old"></form>`
    const stamped = await withFormStamps(new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }), '123.abc').text()
    expect(stamped.match(/value="123\.abc"/g)).toHaveLength(2)
    expect(stamped).toContain('name="email" value="a"')
    const json = await withFormStamps(new Response(html, { headers: { 'Content-Type': 'application/json' } }), '123.abc').text()
    expect(json).toBe(html)
  })

  it('gives every form of every answer a key of its own, with or without a stamp (decision 007)', async () => {
    const html = `<form><input type="hidden" name="${IDEMPOTENCY_FIELD}"></form><form><input type="hidden" name="${IDEMPOTENCY_FIELD}" value=""></form>`
    const keysOf = async (stamp: string) => {
      const text = await withFormStamps(new Response(html, { headers: { 'Content-Type': 'text/html' } }), stamp).text()
      return [...text.matchAll(new RegExp(`name="${IDEMPOTENCY_FIELD}" value="([^"]*)"`, 'g'))].map((match) => match[1]!)
    }
    const first = await keysOf('123.abc')
    const second = await keysOf('')
    for (const key of [...first, ...second]) expect(key).toMatch(/^[0-9a-f-]{36}$/)
    // Two forms on a page, and the same cached page served twice: four different keys.
    expect(new Set([...first, ...second]).size).toBe(4)
  })
})
