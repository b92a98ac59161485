-- Decision 010 "One source per fact": a property type's name per language is a row, not a column
-- per language, so a language added to LOCALES needs rows, not a schema change.
CREATE TABLE property_type_names (
  type_id INTEGER NOT NULL REFERENCES property_types (id),
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (type_id, locale)
) WITHOUT ROWID;

INSERT INTO property_type_names (type_id, locale, name)
  SELECT id, 'nl', name_nl FROM property_types
  UNION ALL SELECT id, 'fr', name_fr FROM property_types
  UNION ALL SELECT id, 'en', name_en FROM property_types
  UNION ALL SELECT id, 'de', name_de FROM property_types;

ALTER TABLE property_types DROP COLUMN name_nl;
ALTER TABLE property_types DROP COLUMN name_fr;
ALTER TABLE property_types DROP COLUMN name_en;
ALTER TABLE property_types DROP COLUMN name_de;
