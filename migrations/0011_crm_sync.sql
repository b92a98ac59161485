-- The catalogue synced from the agency's CRM (docs/decisions/016-crm-connection.md).
-- Who owns a listing: 'crm' (the sync and the JSON feed write it) or 'site' (added on the site, by the
-- back office later); a sync never changes or withdraws a 'site' row.
ALTER TABLE properties ADD COLUMN source TEXT NOT NULL DEFAULT 'crm' CHECK (source IN ('crm', 'site'));
ALTER TABLE projects ADD COLUMN source TEXT NOT NULL DEFAULT 'crm' CHECK (source IN ('crm', 'site'));
-- A digest of the records a listing was last written from: a sync that reads the same again writes
-- nothing, so the page cache is bumped only when something changed.
ALTER TABLE properties ADD COLUMN record_hash TEXT;
ALTER TABLE projects ADD COLUMN record_hash TEXT;

-- One row per sync: what it did and how it ended, for /api/health and the next incremental sync.
CREATE TABLE crm_sync_runs (
  id TEXT PRIMARY KEY NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('full', 'incremental')),
  status TEXT NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
  started_at TEXT NOT NULL,
  -- an incremental sync reads what changed since then (the CRM's ChangeSince), NULL for a full one
  change_since TEXT,
  finished_at TEXT,
  -- JSON: calls made, records read and written, withdrawn, rejected (with ids and reasons)
  report TEXT,
  error TEXT
);
CREATE INDEX crm_sync_runs_by_status ON crm_sync_runs (status, started_at DESC);

-- What a sync has read so far: nothing a visitor sees changes until every read has succeeded, then
-- the staged rows are written as one import. Rows of a finished or failed sync are deleted.
CREATE TABLE crm_sync_staging (
  run_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('property', 'project')),
  id INTEGER NOT NULL,
  language TEXT NOT NULL,
  record TEXT NOT NULL,
  PRIMARY KEY (run_id, kind, id, language)
) WITHOUT ROWID;
