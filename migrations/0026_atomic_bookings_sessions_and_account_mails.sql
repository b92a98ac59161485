-- One coming viewing per address and property, checked by the statement that books:
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

-- A staff session that was signed out (decision 018): its id, until the session could not live anyway.
-- A plain sign-out ends this one session on the server, not only in the browser: a copied cookie
-- opens nothing after it. (Signing out everywhere moves the member's session_version on instead.)
CREATE TABLE staff_ended_sessions (
  session_id TEXT PRIMARY KEY NOT NULL,
  -- the session's 12-hour end: past it the row may go, the cookie's seal no longer opens
  expires_at TEXT NOT NULL
);
CREATE INDEX staff_ended_sessions_by_expiry ON staff_ended_sessions (expires_at);

-- Mails about an account (staff invitations, owners' links to choose a password; decision 029), through
-- an outbox retried by the cron like the leads' mails: a mail service down no longer means the
-- operator or an admin must invite again. A row holds who is mailed and how, never the link: each
-- try makes a fresh link (only its hash is stored, in staff_invitations or password_resets), so no
-- usable token waits in the database and a late retry never mails an expired link.
CREATE TABLE account_mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- what to compose: 'staff-invitation' (recipient: staff_members.id), 'owner-password-link' (owners.id)
  kind TEXT NOT NULL,
  recipient_id INTEGER NOT NULL,
  -- where the mail's links point (mailOrigin() of the request that asked for it)
  origin TEXT NOT NULL,
  -- 'cancelled': the recipient is gone (removed, revoked) before the mail went
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'cancelled')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  claimed_at TEXT,
  last_error TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX account_mails_due ON account_mails (status, next_attempt_at);
