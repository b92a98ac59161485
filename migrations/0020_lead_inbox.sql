-- The back office's leads inbox (decision 018): where each lead stands (new, in progress, done),
-- which staff member looks after it, and the notes staff keep about it. Every change to these is
-- also a line in audit_log (0019), written in the same batch.

ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in-progress', 'done'));
-- NULL: nobody yet. A revoked member keeps the leads assigned to them (staff_members rows are never deleted).
ALTER TABLE leads ADD COLUMN assigned_staff_id INTEGER REFERENCES staff_members (id);
-- when the status last changed; NULL while the lead is still as it arrived
ALTER TABLE leads ADD COLUMN status_changed_at TEXT;

-- The inbox lists newest first, filtered by status or by the member it is assigned to.
CREATE INDEX leads_by_created ON leads (created_at DESC, id DESC);
CREATE INDEX leads_by_status ON leads (status, created_at DESC, id DESC);
CREATE INDEX leads_by_assigned ON leads (assigned_staff_id, created_at DESC, id DESC);

CREATE TABLE lead_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- erasing a lead (personal data, retention) takes its notes with it
  lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  staff_id INTEGER REFERENCES staff_members (id) ON DELETE SET NULL,
  text TEXT NOT NULL,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX lead_notes_by_lead ON lead_notes (lead_id, at);
