-- Decision 019: the listings filter on price, bedrooms, living area and energy letter, and sort by
-- price, living area and first seen. Why each index: docs/decisions/019-listing-filters.md.

-- The price a card shows (src/domain/price.ts `priceDisplay` with DEFAULT_MARQUEE_IGNORE_LIST: the
-- marquees sold 1, rented 2 and under option 3 replace the price; an unpublished, missing or zero
-- price is "on request"), NULL when it shows none: such a listing never matches a price filter and
-- sorts last in both price orders. A catalogue worker test holds this to priceDisplay.
ALTER TABLE properties ADD COLUMN shown_price INTEGER GENERATED ALWAYS AS (
  CASE WHEN marquee NOT IN (1, 2, 3) AND publish_price = 1 AND price > 0 THEN price END
) VIRTUAL;

-- The letter of the energy label a card shows ('A'…'G'; A++ and A+ are 'A'), NULL without one. The
-- label is worked out from the value and the region (src/domain/epc.ts `epcOf`), which SQL cannot
-- repeat, so the import writes it; every CRM row is written again at the next sync (its hash is
-- cleared here), the demo data at `npm run db:setup`.
ALTER TABLE properties ADD COLUMN epc_letter TEXT CHECK (epc_letter IN ('A', 'B', 'C', 'D', 'E', 'F', 'G'));
UPDATE properties SET record_hash = NULL WHERE source = 'crm';

-- The default order, newest first seen, read straight off the index for a page of 12.
CREATE INDEX properties_newest ON properties (goal, first_seen_at DESC, id DESC);
-- A price range, and the price orders.
CREATE INDEX properties_by_shown_price ON properties (goal, shown_price);
-- A minimum living area, and the largest first.
CREATE INDEX properties_by_surface ON properties (goal, surface_living);
-- Every filter a listing counts and narrows on, after the listed rows' own columns: the count of a
-- filtered listing and the scan for its page read this index and not the wide rows.
CREATE INDEX properties_filter ON properties (goal, status, withdrawn_at, shown_price, bedrooms, surface_living, epc_letter, web_id);
-- The listing's town and type options are counted on every listing request: both read an index only.
CREATE INDEX properties_towns ON properties (status, withdrawn_at, goal, city, zip);
CREATE INDEX properties_types ON properties (web_id, status, withdrawn_at, goal);
-- properties_types starts with web_id: the index on web_id alone is one too many.
DROP INDEX properties_by_type;
