-- Lead forms of properties, projects and search alerts (decision 007).

-- The documents rule (spec §8): one request per address and property.
CREATE INDEX leads_by_property_email ON leads (form, property_id, email);

-- spec §3 "Demand register": the criteria of a search alert, in columns a matcher can query
-- ("active alerts for sale, house or apartment, in 1300, up to 400,000 €").
CREATE TABLE search_alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL UNIQUE REFERENCES leads (id),
  email TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('nl', 'fr', 'en', 'de')),
  -- spec §3 Goal: 0 for sale (the visitor buys), 1 for rent
  goal INTEGER NOT NULL CHECK (goal IN (0, 1)),
  budget_min INTEGER,
  budget_max INTEGER,
  min_bedrooms INTEGER,
  min_bathrooms INTEGER,
  min_garages INTEGER,
  min_parkings INTEGER,
  garden INTEGER NOT NULL DEFAULT 0 CHECK (garden IN (0, 1)),
  terrace INTEGER NOT NULL DEFAULT 0 CHECK (terrace IN (0, 1)),
  -- PBKDF2 hash (alg$iterations$salt$hash) when the visitor chose a password to manage the alert
  password_hash TEXT,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'stopped')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX search_alerts_active ON search_alerts (status, goal);

CREATE TABLE search_alert_types (
  alert_id INTEGER NOT NULL REFERENCES search_alerts (id) ON DELETE CASCADE,
  type_id INTEGER NOT NULL CHECK (type_id BETWEEN 1 AND 7),
  PRIMARY KEY (alert_id, type_id)
);

-- A zone is a postal code or a town name (folded without accents, lower case).
CREATE TABLE search_alert_zones (
  alert_id INTEGER NOT NULL REFERENCES search_alerts (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('zip', 'town')),
  value TEXT NOT NULL,
  PRIMARY KEY (alert_id, kind, value)
);
CREATE INDEX search_alert_zones_by_value ON search_alert_zones (kind, value);
