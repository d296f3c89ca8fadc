// How many enabled items a manufactory category holds, for its pager: counted from the items, that
// is reading every one of them (68 000 in /ships/fighters/light at a million: about 10 ms, the
// manufactory's answer twice as slow as at the seeded size); here a count per category and
// manufacturer (a few hundred rows), kept by statement triggers from each write's changed rows, as
// the tag counts are (migration 054). PL/pgSQL and transition tables: PostgreSQL and PGlite alike.
export const id = '056_category_item_counts';

/** One row per (category, manufacturer) of `rows`' enabled items, with how many there are. */
const countsOf = (rows: string) => /* sql */ `
  SELECT r.category_id, coalesce(r.manufacturer_id, 0) AS manufacturer_id, count(*)::int AS items
  FROM ${rows} r
  WHERE r.enabled AND r.category_id IS NOT NULL
  GROUP BY 1, 2`;

const add = (rows: string) => /* sql */ `
  INSERT INTO market_item_category_count AS kept (category_id, manufacturer_id, items)
  ${countsOf(rows)}
  ON CONFLICT (category_id, manufacturer_id) DO UPDATE SET items = kept.items + excluded.items;`;

const remove = (rows: string) => /* sql */ `
  UPDATE market_item_category_count AS kept SET items = kept.items - gone.items
  FROM (${countsOf(rows)}) AS gone
  WHERE kept.category_id = gone.category_id AND kept.manufacturer_id = gone.manufacturer_id;`;

export const sql = /* sql */ `
CREATE TABLE market_item_category_count (
  category_id int NOT NULL,
  -- 0: items with no manufacturer.
  manufacturer_id int NOT NULL,
  items int NOT NULL,
  PRIMARY KEY (category_id, manufacturer_id)
);

CREATE FUNCTION market_item_category_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN ${add('new_rows')} RETURN NULL; END $$;
CREATE FUNCTION market_item_category_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN ${remove('old_rows')} RETURN NULL; END $$;
CREATE FUNCTION market_item_category_count_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN ${remove('old_rows')} ${add('new_rows')} RETURN NULL; END $$;

CREATE TRIGGER market_item_category_count_insert AFTER INSERT ON market_item
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION market_item_category_count_added();
CREATE TRIGGER market_item_category_count_delete AFTER DELETE ON market_item
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION market_item_category_count_removed();
CREATE TRIGGER market_item_category_count_update AFTER UPDATE ON market_item
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION market_item_category_count_changed();

${add('market_item')}
`;
