-- What the agency edits in the back office (decision 034): the site's settings and its pages, each a
-- versioned JSON document. A document has at most one draft (no version yet) and one published
-- version; publishing numbers the draft and archives the version it replaces, so the history is every
-- version ever published, and a restore publishes an old body again as the next version.

CREATE TABLE site_documents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- 'settings': the operator settings of app.config.ts (key 'site'); 'page': an editable page (key: its page key)
  kind TEXT NOT NULL CHECK (kind IN ('settings', 'page')),
  key TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 120),
  -- 1, 2, 3 … in the order published; NULL while a draft
  version INTEGER,
  state TEXT NOT NULL CHECK (state IN ('draft', 'published', 'archived')),
  body TEXT NOT NULL CHECK (json_valid(body)),
  -- who saved the draft, then who published it (the address is copied: the log outlives the member)
  saved_by TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  published_by TEXT,
  published_at TEXT,
  -- the version this one brought back, when it was a restore
  restored_from INTEGER,
  CHECK ((state = 'draft') = (version IS NULL)),
  CHECK ((state = 'draft') = (published_at IS NULL))
);

CREATE UNIQUE INDEX site_documents_version ON site_documents (kind, key, version) WHERE version IS NOT NULL;
CREATE UNIQUE INDEX site_documents_one_draft ON site_documents (kind, key) WHERE state = 'draft';
CREATE UNIQUE INDEX site_documents_one_published ON site_documents (kind, key) WHERE state = 'published';
