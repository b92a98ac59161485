import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { raiseMetaStatement, setMetaStatement } from './app-meta.server.ts'

const DB = (env as unknown as { DB: D1Database }).DB
const value = (key: string) => DB.prepare('SELECT value FROM app_meta WHERE key = ?').bind(key).first<string>('value')

describe('app_meta values', () => {
  it('set writes the value whatever was there; raise never moves it back', async () => {
    await setMetaStatement(DB, 'test-set', '2026-11-28T10:00:00.000Z').run()
    await setMetaStatement(DB, 'test-set', '2026-11-27T10:00:00.000Z').run()
    expect(await value('test-set')).toBe('2026-11-27T10:00:00.000Z')

    await raiseMetaStatement(DB, 'test-raise', '2026-11-28T10:00:00.000Z').run()
    await raiseMetaStatement(DB, 'test-raise', '2026-11-27T10:00:00.000Z').run()
    expect(await value('test-raise')).toBe('2026-11-28T10:00:00.000Z')
    await raiseMetaStatement(DB, 'test-raise', '2026-11-29T10:00:00.000Z').run()
    expect(await value('test-raise')).toBe('2026-11-29T10:00:00.000Z')
  })
})
