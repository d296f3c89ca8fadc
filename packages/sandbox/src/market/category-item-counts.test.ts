import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';

// A manufactory category's item count (its pager's) comes from counts kept per category and
// manufacturer by triggers on market_item (migration 056); it must always equal what the items
// themselves say.
describe('the item counts behind a category’s pager follow every write to the items', async () => {
  const app = await createApp();
  afterAll(() => app.close());
  const rows = async (text: string) => (await app.db.query<Record<string, number>>(text)).rows;
  const kept = () =>
    rows(`SELECT category_id, manufacturer_id, items FROM market_item_category_count
      WHERE items > 0 ORDER BY 1, 2`);
  const fromItems = () =>
    rows(`SELECT category_id, coalesce(manufacturer_id, 0) AS manufacturer_id, count(*)::int AS items
      FROM market_item WHERE enabled AND category_id IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`);
  /** The list's `count` and the enabled items of its categories, counted one by one. */
  const countOf = async (payload: object) => {
    const res = await app.fetch(
      new Request('http://sandbox.test/api/v1/market/items/list_by_virtual_path', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pagination: { offset: 0, limit: 1 }, ...payload }),
      }),
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { count: number }).count;
  };
  const light = { virtual_path: '/ships/fighters', virtual_name: 'light' };
  const [lightRow] = await rows(
    "SELECT id FROM market_category WHERE virtual_path = '/ships/fighters' AND virtual_name = 'light'",
  );
  const lightId = lightRow?.id as number;
  const itemsOfLight = async (manufacturer?: number) =>
    (
      await rows(
        `SELECT count(*)::int AS n FROM market_item WHERE enabled AND category_id = ${lightId}${
          manufacturer === undefined ? '' : ` AND manufacturer_id = ${manufacturer}`
        }`,
      )
    )[0]?.n;

  it('hold the seeded items’ counts, and answer the list’s count: a category, one manufacturer’s, and with its sub-categories', async () => {
    expect((await kept()).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(await fromItems());
    expect(await countOf(light)).toBe(await itemsOfLight());
    expect(await countOf(light)).toBeGreaterThan(0);
    expect(await countOf({ ...light, manufacturer_id: 1 })).toBe(await itemsOfLight(1));
    const [withSubs] = await rows(`SELECT count(*)::int AS n FROM market_item i JOIN market_category c
      ON c.id = i.category_id WHERE i.enabled AND (c.virtual_path = '/ships' AND c.virtual_name = 'fighters'
        OR c.virtual_path = '/ships/fighters' OR c.virtual_path LIKE '/ships/fighters/%')`);
    expect(
      await countOf({ virtual_path: '/ships', virtual_name: 'fighters', with_sub_categories: true }),
    ).toBe(withSubs?.n);
  });

  it('follow an insert, a disable, a move and a delete, one row or many at once', async () => {
    const before = (await itemsOfLight()) as number;
    await rows(`INSERT INTO market_item (title, category_id, manufacturer_id)
      VALUES ('Counted', ${lightId}, 1), ('Counted too', ${lightId}, NULL)`);
    expect(await kept()).toEqual(await fromItems());
    expect(await countOf(light)).toBe(before + 2);

    await rows(`UPDATE market_item SET enabled = false WHERE title = 'Counted'`);
    expect(await kept()).toEqual(await fromItems());
    expect(await countOf(light)).toBe(before + 1);

    await rows(`UPDATE market_item SET category_id = NULL WHERE title = 'Counted too'`);
    expect(await countOf(light)).toBe(before);
    await rows(`UPDATE market_item SET enabled = true, category_id = ${lightId} WHERE title LIKE 'Counted%'`);
    expect(await kept()).toEqual(await fromItems());
    expect(await countOf(light)).toBe(before + 2);

    await rows(`DELETE FROM market_item WHERE title LIKE 'Counted%'`);
    expect(await kept()).toEqual(await fromItems());
    expect(await countOf(light)).toBe(before);
  });

  it('a tag filter counts the items it keeps, one by one', async () => {
    const [tag] = await rows(`SELECT t.id, t.title FROM market_tag t WHERE EXISTS (SELECT 1 FROM market_item i
      WHERE i.category_id = ${lightId} AND i.enabled AND i.tag_ids @> jsonb_build_array(t.id)) ORDER BY t.id LIMIT 1`);
    const [tagged] =
      await rows(`SELECT count(*)::int AS n FROM market_item WHERE enabled AND category_id = ${lightId}
      AND tag_ids @> '[${tag?.id as number}]'`);
    expect(await countOf({ ...light, tags: [tag?.title] })).toBe(tagged?.n);
    expect(tagged?.n).toBeLessThan((await itemsOfLight()) as number);
  });
});
