-- The UNIQUE (property_id, starts_at) constraint of appointment_slots already gives SQLite this
-- index; the explicit one made every slot write update two identical indexes.
DROP INDEX IF EXISTS appointment_slots_by_property;
