import type { D1Queryable } from './d1-queryable.ts'

// The one writer of app_meta (migrations: key, value, updated_at), the site's small named values: the
// cron's heartbeat, the catalogue's version, the watermarks of the alert mails and the owner data.
// Statements, not runs, so a value can be written in the same batch as the change it stands for.

const UPSERT = `INSERT INTO app_meta (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = %VALUE%, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

/** Writes `value` under `key`, whatever was there. */
export function setMetaStatement(db: D1Queryable, key: string, value: string): D1PreparedStatement {
  return db.prepare(UPSERT.replace('%VALUE%', 'excluded.value')).bind(key, value)
}

/**
 * Writes `value` under `key` unless a later one (comparing as text: ISO instants) is there already:
 * two runs finishing out of order never move the value back.
 */
export function raiseMetaStatement(db: D1Queryable, key: string, value: string): D1PreparedStatement {
  return db.prepare(UPSERT.replace('%VALUE%', 'MAX(value, excluded.value)')).bind(key, value)
}
