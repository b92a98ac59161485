import { describe, expect, it } from 'vitest'
import { REFUSAL_STATUS, Refusal, isRefusalCode, refusalResponse, refusalStatus } from './refusals.ts'

// Decision 033 "One refusal table": the statuses are those the doors answered before the move.

describe('the refusal table', () => {
  it('gives each refusal the status the doors answered before the move', () => {
    expect(REFUSAL_STATUS).toEqual({
      malformed: 400,
      unauthenticated: 401,
      forbidden: 403,
      'not-found': 404,
      'method-not-allowed': 405,
      conflict: 409,
      gone: 410,
      'too-large': 413,
      'unsupported-type': 415,
      'invalid-input': 422,
      captcha: 422,
      'rate-limited': 429,
      unavailable: 503,
    })
    expect(refusalStatus('unauthenticated')).toBe(401)
  })

  it('knows its own codes only', () => {
    expect(isRefusalCode('conflict')).toBe(true)
    expect(isRefusalCode('toString')).toBe(false)
    expect(isRefusalCode('teapot')).toBe(false)
  })

  it('answers a refusal with its status, its finer reason, message and fields, and the door’s headers', async () => {
    const refusal = new Refusal('conflict', { reason: 'booked', message: 'Already booked.' })
    expect(refusal).toBeInstanceOf(Error)
    expect(refusal.status).toBe(409)
    const response = refusalResponse(refusal, { 'Cache-Control': 'private, no-store' })
    expect(response.status).toBe(409)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ error: 'booked', code: 'conflict', message: 'Already booked.' })
    expect(new Refusal('invalid-input', { fields: ['text'] }).body).toEqual({
      error: 'invalid-input',
      code: 'invalid-input',
      fields: ['text'],
    })
  })
})
