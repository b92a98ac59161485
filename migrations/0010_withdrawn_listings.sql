-- A full import withdraws what the CRM no longer sends softly. The row stays, with its
-- owner links, documents, pictures and statistics, so a listing left out of one feed by mistake
-- comes back whole with the next feed that carries it. NULL: published; a timestamp: withdrawn then.
ALTER TABLE properties ADD COLUMN withdrawn_at TEXT;
ALTER TABLE projects ADD COLUMN withdrawn_at TEXT;
