-- An operator who hears of trouble (decision 029): what went wrong, since when, and whether the operator
-- was told. The cron trigger opens an incident when a kind of trouble appears and resolves it when it
-- is gone; a later trouble of the same kind is a new row. The row is also the outbox of its two
-- operator mails (opened, resolved), sent once each and retried until they went.

CREATE TABLE operator_incidents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- 'crm-sync-failing': syncs failed in a row; 'mails-undelivered': lead mails waiting over an hour;
  -- 'crm-deliveries-undelivered': leads waiting over an hour to reach the CRM;
  -- 'alert-mails-dropped': the ALERT_MAILS queue gave up a message after its last retry
  kind TEXT NOT NULL CHECK (kind IN ('crm-sync-failing', 'mails-undelivered', 'crm-deliveries-undelivered', 'alert-mails-dropped')),
  -- when the trouble began, as far as the site can tell (the first failed sync, the oldest waiting mail)
  since TEXT NOT NULL,
  opened_at TEXT NOT NULL,
  resolved_at TEXT,
  -- what the check saw, in the operator's words of the moment (an error text, a count): JSON
  detail TEXT NOT NULL,
  -- the operator's mails: 'pending' until sent, 'none' when no operator.email was set at the time
  opened_mail TEXT NOT NULL CHECK (opened_mail IN ('pending', 'sent', 'none')),
  resolved_mail TEXT CHECK (resolved_mail IN ('pending', 'sent', 'none')),
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  -- the next try of a pending mail; a run takes a mail by moving this ahead (a lease), so two never send it
  next_mail_at TEXT,
  last_mail_error TEXT
);

-- One open incident per kind: a second opening of the same kind changes nothing.
CREATE UNIQUE INDEX operator_incidents_one_open ON operator_incidents (kind) WHERE resolved_at IS NULL;
CREATE INDEX operator_incidents_mail_due ON operator_incidents (next_mail_at) WHERE next_mail_at IS NOT NULL;

-- Alert-mail messages the queue's consumer saw fail their last allowed delivery (or could not read):
-- the Queue drops them, and their subscribers' mails with them.
CREATE TABLE alert_mail_drops (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  dropped_at TEXT NOT NULL,
  -- the subscribers of that message whose mail never went
  subscribers INTEGER NOT NULL,
  reason TEXT NOT NULL
);
CREATE INDEX alert_mail_drops_by_time ON alert_mail_drops (dropped_at);
