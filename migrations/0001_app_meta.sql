-- Small key/value facts about the running site: the last cron run (reported by /api/health) and,
-- once the catalogue is imported, its version for edge-cache keys.
CREATE TABLE app_meta (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
