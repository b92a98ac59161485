import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

// npm start seeds the demo data and npm run import/owner load feeds and accounts under plain Node,
// where no Lingui macro transform runs: the modules they reach must load there (a `msg` import in
// the domain once stopped `npm start`).
const SCRIPT_MODULES = [
  './src/listings/catalogue-import.server.ts',
  './scripts/demo-data/generate-feed.ts',
  './scripts/demo-data/appointment-slots.ts',
  './scripts/demo-data/owner-portal.ts',
  './scripts/demo-data/basemap/demo-basemap.ts',
  './src/server/password-hash.ts',
  './src/listings/document-keys.ts',
  // npm start and npm run sync run the CRM sync under plain Node, where a feature's face loads every
  // module it names: the sync takes nothing from another feature's face (decision 032)
  './src/features/crm-sync/crm-sync.server.ts',
  './src/features/crm-sync/document-copies.server.ts',
  './src/features/subscriptions/subscription-export.ts',
  './src/config/site-config-schema.ts',
]

it('the modules the operator scripts load import under plain Node', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const code = `for (const module of ${JSON.stringify(SCRIPT_MODULES)}) await import(module)`
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
}, 30_000)
