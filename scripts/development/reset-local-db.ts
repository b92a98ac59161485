// Deletes the local D1 database under .wrangler/state so `npm run db:setup` starts from nothing.
import { rmSync } from 'node:fs'

rmSync('.wrangler/state/v3/d1', { recursive: true, force: true })
console.log('Local database removed; migrating a fresh one.')
