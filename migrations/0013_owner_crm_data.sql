-- Owner data from the CRM (decision 016): the owner portal's calendar, communications, media online and
-- broker come from the CRM and are cached here, refreshed on the schedule. Who owns a row: 'crm' rows
-- are replaced by every refresh of their property; 'site' rows (today's, and what the agency adds on
-- the site later) are never changed or removed by a refresh.
ALTER TABLE property_calendar ADD COLUMN source TEXT NOT NULL DEFAULT 'site' CHECK (source IN ('crm', 'site'));
ALTER TABLE property_communications ADD COLUMN source TEXT NOT NULL DEFAULT 'site' CHECK (source IN ('crm', 'site'));
ALTER TABLE property_media ADD COLUMN source TEXT NOT NULL DEFAULT 'site' CHECK (source IN ('crm', 'site'));
ALTER TABLE property_brokers ADD COLUMN source TEXT NOT NULL DEFAULT 'site' CHECK (source IN ('crm', 'site'));

-- The listing's views on the property portals (Immoweb, Zimmo…) as the CRM counts them, per Brussels
-- day and portal name. No foreign key: like property_views, kept when a listing leaves the catalogue,
-- so an owner's totals do not change with it.
CREATE TABLE property_portal_visits (
  property_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  portal TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
  PRIMARY KEY (property_id, day, portal)
);
