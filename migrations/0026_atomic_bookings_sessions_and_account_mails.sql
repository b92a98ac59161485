-- One coming viewing per address and property (issue 15), checked by the statement that books:
-- the endpoint's own check runs before the lead's batch, so bookings sent at the same instant all
-- passed it and took a slot each. The trigger runs inside the batch that stores the lead (its row
-- is already there), so of parallel bookings from one address only the first is kept.
DROP TRIGGER appointments_take_seat;
CREATE TRIGGER appointments_take_seat BEFORE INSERT ON appointments
BEGIN
  SELECT RAISE(ABORT, 'appointment address booked') WHERE EXISTS (
    SELECT 1 FROM appointments a
      JOIN appointment_slots s ON s.id = a.slot_id
      JOIN leads l ON l.id = a.lead_id
    WHERE a.status = 'confirmed'
      AND s.starts_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      AND s.property_id = (SELECT property_id FROM appointment_slots WHERE id = NEW.slot_id)
      AND l.email = (SELECT email FROM leads WHERE id = NEW.lead_id)
  );
  SELECT RAISE(ABORT, 'appointment slot full') WHERE (SELECT booked >= capacity FROM appointment_slots WHERE id = NEW.slot_id);
  UPDATE appointment_slots SET booked = booked + 1 WHERE id = NEW.slot_id;
END;
