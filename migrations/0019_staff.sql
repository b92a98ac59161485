-- The agency's back office (decision 018): staff members who sign in with passkeys only (no staff
-- password exists), their passkeys, single-use invitation links, single-use WebAuthn challenges,
-- and the audit log of every change made in the back office.

CREATE TABLE staff_members (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- stored lower-case
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL DEFAULT '',
  -- admin (staff, settings) and agent (everything else), decision 018
  role TEXT NOT NULL CHECK (role IN ('admin', 'agent')),
  -- the back office speaks the member's language, chosen in their profile
  language TEXT NOT NULL DEFAULT 'fr' CHECK (language IN ('nl', 'fr', 'en', 'de')),
  -- sealed in every staff session; raising it ends all of the member's sessions (sign-out everywhere, revocation)
  session_version INTEGER NOT NULL DEFAULT 1,
  -- a revoked member keeps their name in the audit log and in the leads assigned to them, and opens nothing
  revoked_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_sign_in_at TEXT
);

CREATE TABLE staff_passkeys (
  -- the credential id, base64url
  id TEXT PRIMARY KEY NOT NULL,
  staff_id INTEGER NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  -- the COSE public key, base64url
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  -- JSON array of the authenticator's transports, handed back to the browser at sign-in
  transports TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(transports)),
  -- what the member calls it ("iPhone", "YubiKey")
  label TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  last_used_at TEXT
);
CREATE INDEX staff_passkeys_by_member ON staff_passkeys (staff_id);

-- A link to register a passkey: only its SHA-256 is kept; it works once, for 24 hours.
CREATE TABLE staff_invitations (
  token_hash TEXT PRIMARY KEY NOT NULL,
  staff_id INTEGER NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX staff_invitations_by_member ON staff_invitations (staff_id);

-- A WebAuthn challenge handed to a browser: deleted when it is answered, so it is used once.
CREATE TABLE webauthn_challenges (
  challenge TEXT PRIMARY KEY NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  -- registration: the member registering; sign-in: NULL (the passkey names its member)
  staff_id INTEGER REFERENCES staff_members (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);
CREATE INDEX webauthn_challenges_by_expiry ON webauthn_challenges (expires_at);

-- The audit log (decision 018): who did what and when, for every change made in the back office. The
-- member's address is copied so the log still names them after they are removed.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  staff_id INTEGER,
  staff_email TEXT NOT NULL,
  -- a dotted verb: 'lead.assign', 'testimonial.approve', 'staff.revoke'
  action TEXT NOT NULL,
  -- what it was done to: 'lead:abc', 'property:12', 'email:x@y.be'
  subject TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail))
);
CREATE INDEX audit_log_by_time ON audit_log (at DESC);
CREATE INDEX audit_log_by_subject ON audit_log (subject, at DESC);
