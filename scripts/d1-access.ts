// Opens the D1 database of wrangler.toml from Node: the local Miniflare one by default (the one
// `vite dev`, `vite preview` and `wrangler dev` use), the production one with `--remote`.
import { copyFileSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { getPlatformProxy } from 'wrangler'

export async function openDatabase(remote: boolean): Promise<{ db: D1Database; media: R2Bucket; close: () => Promise<void> }> {
  let configPath = 'wrangler.toml'
  if (remote) {
    // Remote bindings are opted into per binding; a copy of the config marks the database remote.
    mkdirSync('.wrangler', { recursive: true })
    configPath = '.wrangler/wrangler.remote-d1.toml'
    copyFileSync('wrangler.toml', configPath)
    const config = readFileSync(configPath, 'utf8').replace('binding = "DB"', 'binding = "DB"\nremote = true')
    writeFileSync(configPath, config.replace('main = "src/server.ts"', 'main = "../src/server.ts"').replace('migrations_dir = "migrations"', 'migrations_dir = "../migrations"'))
  }
  const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({ configPath, remoteBindings: remote })
  // MEDIA is the local bucket even with --remote: only the local demo seed writes to it.
  return { db: proxy.env.DB, media: proxy.env.MEDIA, close: () => proxy.dispose() }
}
