-- Viewing appointments booked online (spec §4 "Appointment status 'confirmed' exists; appointments
-- can be full"). Slots come from the CRM in production and from the demo generator locally.

CREATE TABLE appointment_slots (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  -- UTC, ISO 8601
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  capacity INTEGER NOT NULL DEFAULT 1 CHECK (capacity >= 1),
  booked INTEGER NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= capacity),
  UNIQUE (property_id, starts_at)
);
CREATE INDEX appointment_slots_by_property ON appointment_slots (property_id, starts_at);

CREATE TABLE appointments (
  lead_id TEXT PRIMARY KEY NOT NULL REFERENCES leads (id),
  -- a withdrawn property takes its slots and their bookings along (the importer deletes it)
  slot_id INTEGER NOT NULL REFERENCES appointment_slots (id) ON DELETE CASCADE,
  status TEXT NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- A booking takes a seat in its slot, or fails when the slot is full: the batch that stores the
-- lead then rolls back whole, so a full slot never leaves a half-made lead.
CREATE TRIGGER appointments_take_seat BEFORE INSERT ON appointments
BEGIN
  SELECT RAISE(ABORT, 'appointment slot full') WHERE (SELECT booked >= capacity FROM appointment_slots WHERE id = NEW.slot_id);
  UPDATE appointment_slots SET booked = booked + 1 WHERE id = NEW.slot_id;
END;
