-- Leads (DESIGN.md "Leads never get lost"): every form submission is stored here before the visitor
-- is told it arrived; the mails about it are an outbox that the request's first try and the cron
-- trigger work through until each is sent or, after the last attempt, marked failed.

CREATE TABLE leads (
  -- derived from the idempotency key, so a retried or double-clicked submission is stored once
  id TEXT PRIMARY KEY NOT NULL,
  form TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('nl', 'fr', 'en', 'de')),
  email TEXT,
  property_id INTEGER,
  project_id INTEGER,
  -- the validated fields, as JSON
  fields TEXT NOT NULL,
  -- where the visitor sent it from: page path and campaign parameters (utm_*, gclid, fbclid…), JSON
  page_path TEXT,
  campaign TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX leads_by_form ON leads (form, created_at);

CREATE TABLE lead_mails (
  lead_id TEXT NOT NULL REFERENCES leads (id),
  -- 'agency': the notification to the agency; 'visitor': the confirmation in the visitor's language;
  -- 'friend': "send to a friend" mails the friend instead of the visitor
  kind TEXT NOT NULL CHECK (kind IN ('agency', 'visitor', 'friend')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- a send in progress: another worker may take it over once this is old (the first one died)
  claimed_at TEXT,
  last_error TEXT,
  sent_at TEXT,
  PRIMARY KEY (lead_id, kind)
);

CREATE INDEX lead_mails_due ON lead_mails (status, next_attempt_at);

-- Fixed-window counters for rate limits (per IP and form); the cron trigger deletes expired ones.
CREATE TABLE rate_limits (
  bucket TEXT PRIMARY KEY NOT NULL,
  count INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
