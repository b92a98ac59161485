// Opens the D1 database of wrangler.toml from Node: the local Miniflare one by default (the one
// `vite dev`, `vite preview` and `wrangler dev` use), the production one with `--remote`.
import { copyFileSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { getPlatformProxy } from 'wrangler'

export async function openDatabase(
  remote: boolean,
): Promise<{ db: D1Database; media: R2Bucket; secret: string | undefined; close: () => Promise<void> }> {
  let configPath = 'wrangler.toml'
  if (remote) {
    // Remote bindings are opted into per binding; a copy of the config marks the database remote.
    mkdirSync('.wrangler', { recursive: true })
    configPath = '.wrangler/wrangler.remote-d1.toml'
    copyFileSync('wrangler.toml', configPath)
    const config = readFileSync(configPath, 'utf8').replace('binding = "DB"', 'binding = "DB"\nremote = true')
    writeFileSync(
      configPath,
      config
        .replace('main = "src/server.ts"', 'main = "../src/server.ts"')
        .replace('migrations_dir = "migrations"', 'migrations_dir = "../migrations"'),
    )
  }
  const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket; SESSION_SECRET?: string }>({ configPath, remoteBindings: remote })
  // MEDIA is the local bucket even with --remote: only the local demo seed writes to it.
  return {
    db: remote ? proxy.env.DB : patientDatabase(proxy.env.DB),
    media: proxy.env.MEDIA,
    // .dev.vars's session secret locally; production's stays a Worker secret, out of reach
    secret: remote ? undefined : proxy.env.SESSION_SECRET,
    close: () => proxy.dispose(),
  }
}

const BUSY_TRIES = 20
const BUSY_WAIT_MS = 100

/**
 * A local D1 call refused because another process (the running site) holds SQLite's write lock:
 * workerd says SQLITE_BUSY, or, when the lock is met inside its storage layer, only "internal error"
 * (its log shows the SQLITE_BUSY).
 */
const LOCKED = /SQLITE_BUSY|internal error; reference =/

/** Runs a D1 call again while SQLite answers that another process holds the write lock. */
async function whileBusy<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      if (attempt >= BUSY_TRIES || !LOCKED.test(String(error instanceof Error ? error.message : error))) throw error
      await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS * attempt))
    }
  }
}

/**
 * The local database is one SQLite file shared by `vite dev`/`vite preview`, the operator's
 * commands and the end-to-end fixtures, each its own process: a write while another process writes
 * gets SQLITE_BUSY. Every statement is tried again a moment later, one by one (a batch as a whole).
 */
export function patientDatabase(db: D1Database): D1Database {
  const statements = new WeakMap<object, D1PreparedStatement>()
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const patient = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      first: (column?: string) => whileBusy(() => (column === undefined ? statement.first() : statement.first(column))),
      all: () => whileBusy(() => statement.all()),
      run: () => whileBusy(() => statement.run()),
      raw: (options?: { columnNames?: boolean }) => whileBusy(() => statement.raw(options as { columnNames: true })),
    } as unknown as D1PreparedStatement
    statements.set(patient, statement)
    return patient
  }
  return {
    prepare: (query: string) => wrap(db.prepare(query)),
    batch: (list: D1PreparedStatement[]) => whileBusy(() => db.batch(list.map((statement) => statements.get(statement) ?? statement))),
    exec: (query: string) => whileBusy(() => db.exec(query)),
    withSession: db.withSession.bind(db),
    dump: db.dump.bind(db),
  } as D1Database
}
