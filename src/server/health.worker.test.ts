import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { healthResponse, recordCronRun } from './health.server'

const DB = (env as unknown as { DB: D1Database }).DB

describe('health and cron heartbeat (D1 with the real migrations)', () => {
  it('reports ok and no cron run on a fresh database', async () => {
    const response = await healthResponse({ DB })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', lastCronRun: null })
  })

  it('adds each gauge a capability gives it', async () => {
    const body = await (await healthResponse({ DB }, { tables: async (db) => (await db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'app_meta'").first<{ n: number }>())!.n })).json()
    expect(body).toMatchObject({ status: 'ok', tables: 1 })
  })

  it('reports the last cron run, updated in place', async () => {
    await recordCronRun({ DB }, new Date('2026-11-25T10:00:00Z'))
    await recordCronRun({ DB }, new Date('2026-11-25T10:05:00Z'))
    const body = await (await healthResponse({ DB })).json()
    expect(body).toMatchObject({ lastCronRun: '2026-11-25T10:05:00.000Z' })
    const { results } = await DB.prepare('SELECT key FROM app_meta').all()
    expect(results).toHaveLength(1)
  })

  it('answers 503 when the database fails', async () => {
    const broken = { prepare: () => ({ bind: () => ({ first: () => Promise.reject(new Error('D1 down')) }) }) } as unknown as D1Database
    const response = await healthResponse({ DB: broken })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'degraded', database: 'unavailable' })
  })
})
