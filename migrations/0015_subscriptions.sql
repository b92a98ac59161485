-- Subscriptions are managed through signed links (decision 017).

-- The search alert's password (spec §3) is gone: the manage link in every alert mail replaces it.
ALTER TABLE search_alerts DROP COLUMN password_hash;

-- When a newsletter confirmation link was last mailed: a second sign-up while the first waits for
-- its confirmation mails the link again at most once an hour (one mail per address, not one per form).
ALTER TABLE newsletter_subscribers ADD COLUMN confirm_sent_at TEXT;

-- A lead may now need more than one CRM call: a search alert is registered (DemandRegister) when it
-- is confirmed and unregistered (UnsubscribeDemandPerson) when its subscriber leaves. The outbox is
-- keyed by lead and method; what was queued so far keeps its rows.
CREATE TABLE lead_crm_deliveries_by_method (
  lead_id TEXT NOT NULL REFERENCES leads (id),
  -- the CRM's method: ContactOnMe, ContactOnMeProject, DemandRegister, UnsubscribeDemandPerson (lead-crm-calls.ts)
  method TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  claimed_at TEXT,
  last_error TEXT,
  delivered_at TEXT,
  -- what the CRM answered a success with; DemandRegister's id names the demand when its subscriber leaves
  crm_id TEXT,
  PRIMARY KEY (lead_id, method)
);
INSERT INTO lead_crm_deliveries_by_method (lead_id, method, status, attempts, next_attempt_at, claimed_at, last_error, delivered_at, crm_id)
  SELECT lead_id, method, status, attempts, next_attempt_at, claimed_at, last_error, delivered_at, crm_id FROM lead_crm_deliveries;
DROP TABLE lead_crm_deliveries;
ALTER TABLE lead_crm_deliveries_by_method RENAME TO lead_crm_deliveries;
CREATE INDEX lead_crm_deliveries_due ON lead_crm_deliveries (status, next_attempt_at);

-- The cron trigger deletes unconfirmed alerts after 7 days.
CREATE INDEX search_alerts_unconfirmed ON search_alerts (confirmed_at, created_at);
