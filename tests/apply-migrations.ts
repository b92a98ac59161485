import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

// Every workers test file starts from a database with all of migrations/ applied.
const testEnv = env as unknown as { DB: D1Database; TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }
await applyD1Migrations(testEnv.DB, testEnv.TEST_MIGRATIONS)
