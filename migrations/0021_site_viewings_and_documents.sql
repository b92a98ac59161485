-- The back office's viewings, testimonials and documents (decision 018).

-- Viewing slots belong to the site, and the CRM sync never touches them (decision 018): made in the
-- back office, for one agent. 'demo' marks the local demo generator's. The CRM sync and the importer
-- write no slot; a withdrawn property is never deleted, so its slots and their bookings stay, and
-- the public form shows only those of listed properties.
ALTER TABLE appointment_slots ADD COLUMN source TEXT NOT NULL DEFAULT 'site' CHECK (source IN ('site', 'demo'));
ALTER TABLE appointment_slots ADD COLUMN agent_id INTEGER REFERENCES staff_members (id) ON DELETE SET NULL;
ALTER TABLE appointment_slots ADD COLUMN created_at TEXT;

-- A booking cancelled by the agency: when, and by whom (the audit log tells it too).
ALTER TABLE appointments ADD COLUMN cancelled_at TEXT;

-- A cancelled booking gives its seat back, in the statement that cancels it: the slot can be
-- booked again at once, and a seat is never freed twice (only a confirmed booking is cancelled).
CREATE TRIGGER appointments_free_seat AFTER UPDATE OF status ON appointments
WHEN OLD.status = 'confirmed' AND NEW.status = 'cancelled'
BEGIN
  UPDATE appointment_slots SET booked = booked - 1 WHERE id = NEW.slot_id AND booked > 0;
END;

-- The cancellation mail goes through the lead's outbox like every other mail of a lead ("Leads
-- never get lost"): a new kind, so lead_mails is rebuilt with the wider CHECK.
CREATE TABLE lead_mails_new (
  lead_id TEXT NOT NULL REFERENCES leads (id),
  -- 'agency', 'visitor', 'friend' (0003); 'cancellation': the visitor learns the agency cancelled their viewing
  kind TEXT NOT NULL CHECK (kind IN ('agency', 'visitor', 'friend', 'cancellation')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  claimed_at TEXT,
  last_error TEXT,
  sent_at TEXT,
  PRIMARY KEY (lead_id, kind)
);
INSERT INTO lead_mails_new (lead_id, kind, status, attempts, next_attempt_at, claimed_at, last_error, sent_at)
  SELECT lead_id, kind, status, attempts, next_attempt_at, claimed_at, last_error, sent_at FROM lead_mails;
DROP TABLE lead_mails;
ALTER TABLE lead_mails_new RENAME TO lead_mails;
CREATE INDEX lead_mails_due ON lead_mails (status, next_attempt_at);

-- Documents uploaded in the back office are the site's: the importer, which replaces a listing's
-- documents whenever the listing changes, replaces only the CRM's. Their ids are taken above
-- SITE_DOCUMENT_ID_BASE (property-files.server.ts), so they never meet an id the CRM gives.
ALTER TABLE property_documents ADD COLUMN source TEXT NOT NULL DEFAULT 'crm' CHECK (source IN ('crm', 'site'));
ALTER TABLE property_documents ADD COLUMN uploaded_at TEXT;
