import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';

// The manufactory's tags come from counts kept per category, manufacturer and tag by triggers on
// market_item (migration 054); they must always equal what the items themselves say.
describe('the tag counts behind a category’s tags follow every write to the items', async () => {
  const app = await createApp();
  afterAll(() => app.close());
  const rows = async (text: string) => (await app.db.query<Record<string, number>>(text)).rows;
  const kept = () =>
    rows(`SELECT category_id, manufacturer_id, tag_id, items FROM market_item_tag_count
      WHERE items > 0 ORDER BY 1, 2, 3`);
  const fromItems = () =>
    rows(`SELECT category_id, coalesce(manufacturer_id, 0) AS manufacturer_id, t.tag::int AS tag_id,
        count(*)::int AS items
      FROM market_item CROSS JOIN LATERAL jsonb_array_elements_text(tag_ids) AS t(tag)
      WHERE enabled AND category_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  const tagsOfLight = async () => {
    const res = await app.fetch(
      new Request('http://sandbox.test/api/v1/market/items/list_by_virtual_path', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ virtual_path: '/ships/fighters', virtual_name: 'light' }),
      }),
    );
    return ((await res.json()) as { tags: { id: number }[] }).tags.map((tag) => tag.id).sort((a, b) => a - b);
  };
  const [light] = await rows(
    "SELECT id FROM market_category WHERE virtual_path = '/ships/fighters' AND virtual_name = 'light'",
  );
  const lightId = light?.id as number;
  const [unused] = await rows(`SELECT id FROM market_tag WHERE id NOT IN (
      SELECT jsonb_array_elements_text(tag_ids)::int FROM market_item WHERE category_id = ${lightId})
    ORDER BY id LIMIT 1`);
  const newTag = unused?.id as number;

  it('hold the seeded items’ counts', async () => {
    expect((await kept()).length).toBeGreaterThan(0);
    expect(await kept()).toEqual(await fromItems());
  });

  it('follow an insert, an edit of tags, a disable, a move and a delete, one row or many at once', async () => {
    const before = await tagsOfLight();
    expect(before).not.toContain(newTag);
    const [added] = await rows(`INSERT INTO market_item (title, category_id, manufacturer_id, tag_ids)
      VALUES ('Counted', ${lightId}, 1, '[${newTag}]'), ('Counted too', ${lightId}, NULL, '[${newTag}, ${before[0]}]')
      RETURNING id`);
    expect(await kept()).toEqual(await fromItems());
    expect(await tagsOfLight()).toEqual([...before, newTag].sort((a, b) => a - b));

    await rows(`UPDATE market_item SET tag_ids = '[${before[0]}]' WHERE title LIKE 'Counted%'`);
    expect(await kept()).toEqual(await fromItems());
    expect(await tagsOfLight()).toEqual(before);

    await rows(`UPDATE market_item SET tag_ids = '[${newTag}]' WHERE id = ${added?.id as number}`);
    expect(await tagsOfLight()).toContain(newTag);
    await rows(`UPDATE market_item SET enabled = false WHERE id = ${added?.id as number}`);
    expect(await kept()).toEqual(await fromItems());
    expect(await tagsOfLight()).toEqual(before);

    await rows(`UPDATE market_item SET enabled = true, category_id = NULL WHERE id = ${added?.id as number}`);
    await rows(`UPDATE market_item SET category_id = ${lightId} WHERE id = ${added?.id as number}`);
    expect(await tagsOfLight()).toContain(newTag);
    await rows(`DELETE FROM market_item WHERE title LIKE 'Counted%'`);
    expect(await kept()).toEqual(await fromItems());
    expect(await tagsOfLight()).toEqual(before);
  });
});
