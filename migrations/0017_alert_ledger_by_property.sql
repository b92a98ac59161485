-- Alert mails at scale (decision 017): each alert run reads the ledger of the listings it looks at (a few dozen) for
-- every subscriber; the primary key starts with the address, so without this it would read it all.
CREATE INDEX alert_ledger_by_property ON alert_ledger (property_id);
