-- Leads delivered into the CRM (decision 016): a second outbox beside lead_mails, one row per lead the CRM
-- must receive, worked through by the request's first try and the cron trigger with the mails' retry
-- delays, until the CRM answered success (delivered) or the last attempt failed (failed). The lead
-- itself stays in `leads` and is mailed whatever the CRM does.
-- Numbered 0012: 0011 is the catalogue sync's (the same issue, built alongside), and D1 applies
-- migrations in file-name order, so each keeps its own number whichever lands first.

CREATE TABLE lead_crm_deliveries (
  lead_id TEXT PRIMARY KEY NOT NULL REFERENCES leads (id),
  -- the CRM's method: 'ContactOnMe' or 'ContactOnMeProject' (lead-crm-calls.ts decides which)
  method TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- a call in progress: another worker may take it over once this is old (the first one died)
  claimed_at TEXT,
  -- the CRM's error of the last failed try (CrmError's text: never the URL, which holds the password)
  last_error TEXT,
  delivered_at TEXT,
  -- what the CRM answered a success with (its id of the contact or request, when it gives one)
  crm_id TEXT
);

CREATE INDEX lead_crm_deliveries_due ON lead_crm_deliveries (status, next_attempt_at);
