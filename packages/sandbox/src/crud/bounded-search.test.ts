import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';

// The search box's list in id order reads stretches of ids by the primary key, then, once the
// matches found say few are left, the rest through the trigram index (crud/resource.ts). Items
// are placed at chosen ids here, so a few rows exercise what a large catalogue does.
describe("the search box's list walks the catalogue in id order, then asks the index", async () => {
  const app = await createApp();
  afterAll(() => app.close());
  const queries: string[] = [];
  const query = app.db.query.bind(app.db);
  app.db.query = ((text: string, ...rest: unknown[]) => {
    queries.push(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof app.db.query;

  // 10 matches in the first stretch of ids, 5 in the second, two far beyond, one disabled.
  const ids = [
    ...Array.from({ length: 10 }, (_, n) => 100 + n),
    ...Array.from({ length: 5 }, (_, n) => 5000 + n),
    50_000,
    300_000,
  ];
  for (const id of ids)
    await query(`INSERT INTO market_item (id, title, header) VALUES ($1, $2, 'a ship')`, [
      id,
      `Zephyr Mk ${id}`,
    ]);
  await query(`INSERT INTO market_item (id, title, enabled) VALUES (299999, 'Zephyr hidden', false)`);

  const search = async (search: string, offset: number, limit: number) => {
    queries.length = 0;
    const res = await app.fetch(
      new Request('http://sandbox.test/api/v1/market/items/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search, pagination: { offset, limit } }),
      }),
    );
    expect(res.status).toBe(200);
    const { count, list } = (await res.json()) as { count: number; list: { id: number }[] };
    return { count, ids: list.map((item) => item.id) };
  };

  it('finds every match in id order across the stretches and the index, with the bounded count', async () => {
    expect(await search('zephyr', 0, 50)).toEqual({ count: ids.length, ids });
    expect(queries.some((text) => text.includes('AS walked'))).toBe(true);
    // 51 matches wanted: the first stretch is 13 056 ids (256 a match), and the 15 found there leave
    // about 370 matches: the index reads the rest.
    expect(queries.some((text) => /ILIKE[\s\S]*AND id > 13056 ORDER BY id ASC/.test(text))).toBe(true);

    expect(await search('zephyr', 0, 3)).toEqual({ count: 4, ids: ids.slice(0, 3) });
    expect(await search('zephyr', 12, 4)).toEqual({ count: 17, ids: ids.slice(12, 16) });
    expect(await search('zephyr', 15, 10)).toEqual({ count: ids.length, ids: ids.slice(15) });
    expect(await search('zephyr', 40, 10)).toEqual({ count: ids.length, ids: [] });
    expect(await search('MK 300000', 0, 10)).toEqual({ count: 1, ids: [300_000] });
    // The header too, in any case; the disabled item never.
    expect(await search('A SHIP', 0, 50)).toEqual({ count: ids.length, ids });
  });

  it('walks on when the first stretch met a common word only by chance', async () => {
    // One match among the first 2 816 ids (a page of ten and one more), 20 just after, a catalogue a
    // million ids long: one match alone would put 354 matches ahead, and the index would read them all.
    const quasars = [200, ...Array.from({ length: 20 }, (_, n) => 3000 + n)];
    for (const id of [...quasars, 1_000_000])
      await query(`INSERT INTO market_item (id, title) VALUES ($1, $2)`, [id, `Quasar ${id}`]);
    expect(await search('quasar', 0, 10)).toEqual({ count: 11, ids: quasars.slice(0, 10) });
    expect(queries.some((text) => text.includes('ILIKE'))).toBe(false);
    await query(`DELETE FROM market_item WHERE title LIKE 'Quasar %'`);
  });

  it('reads a page of a name in one lot of 256 in one stretch', async () => {
    // Eleven matches 250 ids apart: a page of ten and one row more lies within 256 ids a match
    // (2 816), past the 2 048 a rare word's first stretch reads.
    const names = Array.from({ length: 11 }, (_, n) => 250 * (n + 1));
    for (const id of names)
      await query(`INSERT INTO market_item (id, title) VALUES ($1, $2)`, [id, `Xyloquark ${id}`]);
    expect(await search('xyloquark', 0, 10)).toEqual({ count: 11, ids: names.slice(0, 10) });
    expect(queries.filter((text) => text.includes('AS walked'))).toHaveLength(1);
    expect(queries.some((text) => text.includes('ILIKE'))).toBe(false);
    await query(`DELETE FROM market_item WHERE title LIKE 'Xyloquark %'`);
  });

  it('never matches across the title and the header of the walk’s joined copy', async () => {
    // 'Zephyr Mk 100' + line break + 'a ship': only the walk's copy holds the line break.
    expect(await search('100\na', 0, 10)).toEqual({ count: 0, ids: [] });
    expect(queries.some((text) => text.includes('AS walked'))).toBe(false);
  });

  it('stops at the first stretch when it holds the page and one row more', async () => {
    expect(await search('zephyr', 0, 5)).toEqual({ count: 6, ids: ids.slice(0, 5) });
    expect(queries.filter((text) => text.includes('AS walked'))).toHaveLength(1);
    expect(queries.some((text) => text.includes('ILIKE'))).toBe(false);
  });

  it("keeps the caller's order in one query (no walk)", async () => {
    queries.length = 0;
    const res = await app.fetch(
      new Request('http://sandbox.test/api/v1/market/items/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          search: 'zephyr',
          order: [{ field: 'id', order: 'desc' }],
          pagination: { limit: 2 },
        }),
      }),
    );
    const { count, list } = (await res.json()) as { count: number; list: { id: number }[] };
    expect({ count, ids: list.map((item) => item.id) }).toEqual({ count: 3, ids: [300_000, 50_000] });
    expect(queries.some((text) => text.includes('AS walked'))).toBe(false);
  });
});
