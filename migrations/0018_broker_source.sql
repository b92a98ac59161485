-- Decision 016: a broker row is the CRM's (synced with the owners' history) or the site's; the
-- CRM never overwrites a broker the site added, even when their ids meet.
ALTER TABLE brokers ADD COLUMN source TEXT NOT NULL DEFAULT 'site' CHECK (source IN ('crm', 'site'));
