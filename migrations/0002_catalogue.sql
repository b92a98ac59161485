-- The property catalogue (spec §3): types, properties with pictures and documents, projects with
-- units, the category tree (team) and testimonials. Filled by the importer from the CRM feed, and
-- locally by the demo generator through the same importer.

-- spec §3 "Property type (web id)": seven types in show order, all for sale and for rent.
CREATE TABLE property_types (
  id INTEGER PRIMARY KEY NOT NULL CHECK (id BETWEEN 1 AND 7),
  show_order INTEGER NOT NULL,
  sale INTEGER NOT NULL DEFAULT 1 CHECK (sale IN (0, 1)),
  rent INTEGER NOT NULL DEFAULT 1 CHECK (rent IN (0, 1)),
  name_nl TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  name_de TEXT NOT NULL
);

INSERT INTO property_types (id, show_order, name_nl, name_fr, name_en, name_de) VALUES
  (1, 1, 'Huis', 'Maison', 'House', 'Haus'),
  (2, 2, 'Studio', 'Studio', 'Studio', 'Studio'),
  (3, 3, 'Appartement', 'Appartement', 'Apartment', 'Wohnung'),
  (4, 4, 'Grond', 'Terrain', 'Building land', 'Baugrundstück'),
  (5, 5, 'Opbrengsteigendom', 'Immeuble de rapport', 'Investment property', 'Renditeobjekt'),
  (6, 6, 'Handelspand', 'Commerce', 'Commercial premises', 'Gewerbefläche'),
  (7, 7, 'Garage', 'Garage', 'Garage', 'Garage');

-- spec §3 "Project": new-build projects and subdivisions.
CREATE TABLE projects (
  id INTEGER PRIMARY KEY NOT NULL,
  goal INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  number TEXT,
  city TEXT NOT NULL,
  zip TEXT NOT NULL,
  country_id INTEGER NOT NULL DEFAULT 10,
  country_name TEXT,
  street TEXT,
  house_number TEXT,
  box_nr TEXT,
  public_address INTEGER NOT NULL DEFAULT 1 CHECK (public_address IN (0, 1)),
  web_id INTEGER REFERENCES property_types (id),
  web_id_name TEXT,
  project_web_id TEXT,
  small_picture TEXT,
  delivery TEXT,
  price_min INTEGER,
  price_max INTEGER,
  external_url TEXT,
  -- per-language texts: { "nl": "...", "fr": "..." }
  descriptions TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(descriptions)),
  languages TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- spec §3 "Project": units with floor, name, price and sold status.
CREATE TABLE project_units (
  id INTEGER PRIMARY KEY NOT NULL,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  floor TEXT,
  name TEXT NOT NULL,
  price INTEGER,
  sold INTEGER NOT NULL DEFAULT 0 CHECK (sold IN (0, 1)),
  bedrooms INTEGER,
  surface_living REAL,
  property_id INTEGER
);
CREATE INDEX project_units_by_project ON project_units (project_id, position);

-- spec §3 "Property": summary fields as columns, filterable detail attributes as columns, the long
-- tail of the detail attributes as validated JSON (src/features/catalogue/property-details.ts).
CREATE TABLE properties (
  id INTEGER PRIMARY KEY NOT NULL,
  goal INTEGER NOT NULL CHECK (goal IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'option', 'sold', 'rented')),
  city TEXT NOT NULL,
  -- the town name folded (lower case, no accents): spec §5 matches towns ignoring case and accents
  city_key TEXT NOT NULL,
  zip TEXT NOT NULL,
  country_id INTEGER NOT NULL DEFAULT 10,
  country_name TEXT,
  publish_address INTEGER NOT NULL DEFAULT 1 CHECK (publish_address IN (0, 1)),
  street TEXT,
  house_number TEXT,
  box_nr TEXT,
  latitude REAL,
  longitude REAL,
  web_id INTEGER REFERENCES property_types (id),
  web_ids TEXT NOT NULL DEFAULT '',
  main_type_name TEXT,
  language TEXT NOT NULL CHECK (language IN ('nl', 'fr')),
  languages TEXT NOT NULL DEFAULT '',
  record_file INTEGER,
  project_id INTEGER REFERENCES projects (id) ON DELETE SET NULL,
  marquee INTEGER NOT NULL DEFAULT 0 CHECK (marquee BETWEEN 0 AND 4),
  marquee_name TEXT,
  publish_price INTEGER NOT NULL DEFAULT 1 CHECK (publish_price IN (0, 1)),
  price INTEGER,
  price_unit INTEGER,
  price_unit_text TEXT,
  bedrooms INTEGER,
  bathrooms INTEGER,
  surface_living REAL,
  surface_ground REAL,
  epc_value REAL,
  epc_label TEXT,
  small_picture TEXT CHECK (small_picture IS NULL OR json_valid(small_picture)),
  -- per-language headline (TypeDescription) and description: { "nl": "...", "fr": "..." }
  headlines TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(headlines)),
  descriptions TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(descriptions)),
  details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX properties_listing ON properties (goal, status, created_at DESC);
CREATE INDEX properties_by_town ON properties (city_key, zip);
CREATE INDEX properties_by_type ON properties (web_id);
CREATE INDEX properties_by_project ON properties (project_id);

CREATE TABLE property_pictures (
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  caption TEXT,
  PRIMARY KEY (property_id, position)
);

-- Documents metadata; the files live in R2 under r2_key (owners download them, decision 008).
CREATE TABLE property_documents (
  id INTEGER PRIMARY KEY NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  r2_key TEXT,
  content_type TEXT,
  size INTEGER,
  public INTEGER NOT NULL DEFAULT 0 CHECK (public IN (0, 1))
);
CREATE INDEX property_documents_by_property ON property_documents (property_id);

-- spec §3 "Category tree item": ID, ParentID, Name, WebID (the team page reads a category).
CREATE TABLE categories (
  id INTEGER PRIMARY KEY NOT NULL,
  parent_id INTEGER REFERENCES categories (id),
  name TEXT NOT NULL,
  web_id INTEGER
);

-- spec §3 "Testimonial": shown only once approved.
CREATE TABLE testimonials (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  author TEXT NOT NULL,
  about TEXT,
  website TEXT,
  image_key TEXT,
  comment TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('nl', 'fr', 'en', 'de')),
  rating INTEGER CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
  posted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  approved INTEGER NOT NULL DEFAULT 0 CHECK (approved IN (0, 1))
);
CREATE INDEX testimonials_approved ON testimonials (approved, posted_at DESC);
