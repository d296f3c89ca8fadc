// The search box's walk in id order (crud/resource.ts, `boundedSearchList`): the title and header
// in lower case in one stored column, and an index of the enabled items' ids that carries it, so
// the walk reads index entries alone and matches them with LIKE (ILIKE lowers both sides on every
// row: about three times the time). A line break joins them: a search without one matches the
// copy exactly where ILIKE matches the title or the header.
export const id = '055_item_search_text';

export const sql = /* sql */ `
ALTER TABLE market_item
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(title) || E'\\n' || lower(header)) STORED;
CREATE INDEX market_item_search_walk ON market_item (id) INCLUDE (search_text) WHERE enabled;
`;
