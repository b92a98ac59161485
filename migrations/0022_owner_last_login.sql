-- When owners last logged in (decision 018): set by a successful owner login
-- (owner-login.server.ts), shown in the back office's list of owners. NULL: never logged in.
ALTER TABLE owners ADD COLUMN last_login_at TEXT;

-- Personal data (decision 018): the back office finds everything about one address; newsletter
-- subscribers and owners are found by their unique address already, leads by this index.
CREATE INDEX IF NOT EXISTS leads_by_email ON leads (email);
-- The retention sweep (cron) reads leads by age.
CREATE INDEX IF NOT EXISTS leads_by_created ON leads (created_at);
