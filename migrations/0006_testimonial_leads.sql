-- A testimonial sent through the site is a lead too (decision 007): its lead id keeps a retried
-- submission from adding the testimonial twice. Imported testimonials have none.
ALTER TABLE testimonials ADD COLUMN lead_id TEXT REFERENCES leads (id);
CREATE UNIQUE INDEX testimonials_by_lead ON testimonials (lead_id);
