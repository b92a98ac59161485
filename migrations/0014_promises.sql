-- Every promise the site makes is kept: search alerts, newsletter, documents by e-mail (DESIGN.md
-- "Promises are code"; decision 017).

-- Search alerts: double opt-in. NULL confirmed_at: waiting for its link (deleted after 7 days,
-- never mailed); paused_at set: the subscriber paused it from the manage page. status 'stopped':
-- unsubscribed. An alert mails only when confirmed, not paused and active.
ALTER TABLE search_alerts ADD COLUMN confirmed_at TEXT;
ALTER TABLE search_alerts ADD COLUMN paused_at TEXT;
CREATE INDEX search_alerts_by_email ON search_alerts (email);

-- When the site first saw a listing (never moved by a later sync, unlike the CRM's creation date),
-- and its last price drop: alerts mail new listings and price drops after an alert's confirmation.
ALTER TABLE properties ADD COLUMN first_seen_at TEXT;
UPDATE properties SET first_seen_at = updated_at;
ALTER TABLE properties ADD COLUMN previous_price REAL;
ALTER TABLE properties ADD COLUMN price_dropped_at TEXT;
CREATE INDEX properties_first_seen ON properties (first_seen_at);
CREATE INDEX properties_price_dropped ON properties (price_dropped_at);

-- What each subscriber (an e-mail address) was mailed about: a property once as new, and once
-- more at most when its price dropped. Kept when an alert is deleted, so a new alert of the same
-- person does not mail the same listings again.
CREATE TABLE alert_ledger (
  email TEXT NOT NULL,
  property_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('new', 'price-drop')),
  price REAL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (email, property_id, kind)
) WITHOUT ROWID;

-- Newsletter subscribers: double opt-in as well; the newsletter box of any form subscribes through
-- the same confirmation.
CREATE TABLE newsletter_subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- stored lower-case
  email TEXT NOT NULL UNIQUE,
  locale TEXT NOT NULL CHECK (locale IN ('nl', 'fr', 'en', 'de')),
  -- the form it was asked on: sign-newsletter, or the form whose newsletter box was ticked
  source_form TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  confirmed_at TEXT,
  unsubscribed_at TEXT
);
CREATE INDEX newsletter_subscribers_confirmed ON newsletter_subscribers (confirmed_at, unsubscribed_at);
