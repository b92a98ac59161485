import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { healthResponse, recordCronRun } from './health.server.ts'
import { operatorAccess } from './operator-token.ts'

const DB = (env as unknown as { DB: D1Database }).DB
const TOKEN = 'operator-test-token-0123456789abcdefghij'
const operatorEnv = { DB, OPERATOR_TOKEN: TOKEN }
const asked = (authorization?: string) =>
  new Request('https://site.test/api/health', { headers: authorization ? { Authorization: authorization } : {} })
const operator = asked(`Bearer ${TOKEN}`)
const failedMails = { failedLeadMails: async () => 3 }

describe('health and cron heartbeat (D1 with the real migrations)', () => {
  it('tells anyone only whether the site is up, never its figures', async () => {
    await recordCronRun({ DB }, new Date('2026-11-25T10:00:00Z'))
    const response = await healthResponse(asked(), operatorEnv, failedMails)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('gives the operator the figures, with the token as a Bearer', async () => {
    const body = await (await healthResponse(operator, operatorEnv, failedMails)).json()
    expect(body).toMatchObject({ status: 'ok', database: 'ok', failedLeadMails: 3 })
    expect(body).toHaveProperty('lastCronRun')
  })

  it('refuses a wrong token, and any token when the Worker has none set', async () => {
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Bearer ', 'Basic abc']) {
      const response = await healthResponse(asked(authorization), operatorEnv, failedMails)
      expect(response.status, authorization).toBe(401)
      expect(JSON.stringify(await response.json())).not.toContain('failedLeadMails')
    }
    expect(await operatorAccess(operator, { OPERATOR_TOKEN: undefined })).toBe('refused')
    expect(await operatorAccess(operator, { OPERATOR_TOKEN: '' })).toBe('refused')
    expect(await operatorAccess(asked(`bearer  ${TOKEN} `), { OPERATOR_TOKEN: TOKEN })).toBe('operator')
  })

  it('adds each gauge a capability gives it', async () => {
    const body = await (
      await healthResponse(operator, operatorEnv, {
        tables: async (db) =>
          (await db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'app_meta'").first<{ n: number }>())!.n,
      })
    ).json()
    expect(body).toMatchObject({ status: 'ok', tables: 1 })
  })

  it('reports the last cron run, updated in place', async () => {
    await recordCronRun({ DB }, new Date('2026-11-25T10:00:00Z'))
    await recordCronRun({ DB }, new Date('2026-11-25T10:05:00Z'))
    const body = await (await healthResponse(operator, operatorEnv)).json()
    expect(body).toMatchObject({ lastCronRun: '2026-11-25T10:05:00.000Z' })
    const { results } = await DB.prepare("SELECT key FROM app_meta WHERE key = 'last_cron_run'").all()
    expect(results).toHaveLength(1)
  })

  it('answers 503 when the database fails', async () => {
    const broken = { prepare: () => ({ bind: () => ({ first: () => Promise.reject(new Error('D1 down')) }) }) } as unknown as D1Database
    const response = await healthResponse(asked(), { DB: broken })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'degraded', database: 'unavailable' })
  })
})
