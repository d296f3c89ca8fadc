// The catalogue at 100 000 items: the search box matches titles and headers with ILIKE
// '%text%', which only a trigram index serves without reading every row; the product view pages
// through a category's enabled items in id order, which (category_id, id) serves.
export const id = '053_catalogue_indexes';

export const sql = /* sql */ `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX market_item_title_trgm ON market_item USING gin (title gin_trgm_ops);
CREATE INDEX market_item_header_trgm ON market_item USING gin (header gin_trgm_ops);
CREATE INDEX market_item_category_page ON market_item (category_id, id) WHERE enabled;
`;
