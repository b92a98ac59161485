-- The owner portal (decision 008, spec §1 "owners have a login portal", §3 "Owner statistics", §6):
-- owners and their properties, sessions that the server can end, password reset tokens, the broker
-- shown as the owner's contact, page-view counts recorded by the site, and the marketing history
-- (calendar, communications, media online) that the CRM import fills in production.

CREATE TABLE owners (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- stored lower-case: the login compares addresses without case
  email TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'fr' CHECK (language IN ('nl', 'fr', 'en', 'de')),
  -- `pbkdf2-sha256$iterations$salt$hash`; NULL for an invited owner who has not chosen one yet
  password_hash TEXT,
  -- sealed in every session cookie; raising it ends every session of the owner (logout, password change)
  session_version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  password_changed_at TEXT
);

CREATE TABLE owner_properties (
  owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  PRIMARY KEY (owner_id, property_id)
);
CREATE INDEX owner_properties_by_property ON owner_properties (property_id);

-- A reset link's token: only its SHA-256 is kept, it works once and for 30 minutes.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY NOT NULL,
  owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_resets_by_owner ON password_resets (owner_id);

-- spec §6 "A manager/agent is shown as the visitor's broker": the owner's contact at the agency.
CREATE TABLE brokers (
  id INTEGER PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  -- per-language job title: { "nl": "...", "fr": "..." }
  roles TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(roles)),
  phone TEXT,
  email TEXT,
  photo TEXT
);

CREATE TABLE property_brokers (
  property_id INTEGER PRIMARY KEY NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  broker_id INTEGER NOT NULL REFERENCES brokers (id) ON DELETE CASCADE
);

-- Property page views counted by the site itself: per day (Brussels time) and source, no personal
-- data. Kept when a listing leaves the catalogue, so an owner's totals do not change with it.
CREATE TABLE property_views (
  property_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('direct', 'search', 'social', 'portal', 'site', 'email', 'campaign', 'other')),
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (property_id, day, source)
);

-- spec §3 "Owner statistics": calendar history (date, type, contact, subject, comment, status).
CREATE TABLE property_calendar (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  starts_at TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('visit', 'open-house', 'valuation', 'photo-shoot', 'meeting', 'signing')),
  contact TEXT,
  subject TEXT NOT NULL,
  comment TEXT,
  status TEXT NOT NULL CHECK (status IN ('planned', 'confirmed', 'done', 'cancelled'))
);
CREATE INDEX property_calendar_by_property ON property_calendar (property_id, starts_at DESC);

-- spec §3 "Owner statistics": communications about the property.
CREATE TABLE property_communications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  sent_at TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'phone', 'letter', 'sms', 'meeting')),
  direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  contact TEXT,
  subject TEXT NOT NULL,
  summary TEXT
);
CREATE INDEX property_communications_by_property ON property_communications (property_id, sent_at DESC);

-- spec §3 "Owner statistics": media online, the portals and sites where the property is published.
CREATE TABLE property_media (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  medium TEXT NOT NULL,
  url TEXT,
  published_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'online' CHECK (status IN ('online', 'offline'))
);
CREATE INDEX property_media_by_property ON property_media (property_id);
