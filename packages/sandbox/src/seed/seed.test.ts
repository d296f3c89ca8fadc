import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { fingerprint, openMarketSandbox, type MarketSandbox } from '../test-support/market-sandbox';
import { seedMarket } from './market';

let sandbox: MarketSandbox;
let scaled: MarketSandbox;
beforeAll(async () => {
  [sandbox, scaled] = await Promise.all([openMarketSandbox(), openMarketSandbox({ scale: 250 })]);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), scaled.close()]);
});

async function count(db: PGlite, sql: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT (${sql})::int AS n`);
  return rows[0]?.n ?? -1;
}

describe('the seeded demo world', () => {
  it.each([
    ['at least 4 manufacturers', 'SELECT count(*) FROM market_manufacturer', (n: number) => n >= 4],
    [
      'one manufacturer without an image',
      "SELECT count(*) FROM market_manufacturer WHERE image_url IS NULL OR image_url IN ('', '/')",
      (n: number) => n >= 1,
    ],
    ['60 items', 'SELECT count(*) FROM market_item', (n: number) => n === 60],
    [
      'items with tags',
      'SELECT count(*) FROM market_item WHERE jsonb_array_length(tag_ids) > 0',
      (n: number) => n === 60,
    ],
    [
      'items with gallery, tech spec and capabilities',
      "SELECT count(*) FROM market_item WHERE data->'block_gallery' IS NOT NULL AND data->'block_capabilities' IS NOT NULL AND data->'block_tech_spec' IS NOT NULL",
      (n: number) => n === 60,
    ],
    [
      'items with overview cards',
      "SELECT count(*) FROM market_item WHERE jsonb_array_length(data->'overview_cards') > 0",
      (n: number) => n >= 50,
    ],
    ['12 packages', 'SELECT count(*) FROM market_package', (n: number) => n === 12],
    [
      'packages with their items',
      'SELECT count(*) FROM market_package WHERE jsonb_array_length(item_ids) >= 3',
      (n: number) => n === 12,
    ],
    [
      '14 subscriptions (three pages of 5 enabled ones)',
      'SELECT count(*) FROM market_subscription',
      (n: number) => n === 14,
    ],
    [
      'subscriptions with periods, one disabled',
      'SELECT count(*) FROM market_subscription WHERE period_id IS NOT NULL AND NOT enabled',
      (n: number) => n >= 1,
    ],
    ['8 coin packs', 'SELECT count(*) FROM market_coin_pack', (n: number) => n === 8],
    [
      '2 plans with periods',
      'SELECT count(*) FROM market_plan WHERE jsonb_array_length(period_ids) > 0',
      (n: number) => n === 2,
    ],
    [
      'a category tree of 3 levels',
      "SELECT count(*) FROM market_category WHERE virtual_path LIKE '/%/%'",
      (n: number) => n > 0,
    ],
    [
      'posts 38, 39 and 112',
      'SELECT count(*) FROM content_post WHERE id IN (38, 39, 112)',
      (n: number) => n === 3,
    ],
    [
      'news in news, media and dev',
      "SELECT count(DISTINCT c.slug) FROM content_post p JOIN content_post_category c ON c.id = p.category_id WHERE c.slug IN ('news', 'media', 'dev')",
      (n: number) => n === 3,
    ],
    [
      'comments with sub-comments',
      'SELECT count(*) FROM content_comment WHERE parent_id IS NOT NULL',
      (n: number) => n > 0,
    ],
    [
      'link templates for header and footer',
      "SELECT count(*) FROM link_template WHERE url IN ('header', 'footer')",
      (n: number) => n === 2,
    ],
    [
      'a home slider group with picture and video slides',
      "SELECT count(DISTINCT s.background_type) FROM market_slide_group g JOIN market_slide s ON g.slides_order @> to_jsonb(s.id) WHERE g.url = '/'",
      (n: number) => n === 2,
    ],
    [
      'no outside image URLs',
      "SELECT count(*) FROM market_item WHERE image_url NOT LIKE '/api/v1/media/%' OR data::text ~ 'https?://'",
      (n: number) => n === 0,
    ],
    [
      'prices in USD and RDC minor units',
      "SELECT count(*) FROM market_item WHERE jsonb_typeof(price->'USD') = 'number' AND jsonb_typeof(price->'RDC') = 'number'",
      (n: number) => n === 60,
    ],
  ])('has %s', async (_name, sql, check) => {
    expect(check(await count(sandbox.db, sql))).toBe(true);
  });

  it.each([
    'market_item',
    'market_package',
    'market_subscription',
    'market_manufacturer',
    'market_coin_pack',
  ])(
    'names every lot of %s once, with no word doubled ("Explorer Pack II" twice, "Aurora Aurora Lumen")',
    async (table) => {
      const { rows } = await sandbox.db.query<{ title: string }>(`SELECT title FROM ${table}`);
      const titles = rows.map((row) => row.title);
      expect(new Set(titles).size).toBe(titles.length);
      expect(titles.filter((title) => /\b(\w+) \1\b/.test(title))).toEqual([]);
    },
  );

  it('draws each item as what it is: armour as armour, weapons, engines, tools and data packages each their own, ships as ships', async () => {
    const { rows } = await sandbox.db.query<{ leaf: string; image_url: string }>(
      `SELECT c.virtual_name AS leaf, i.image_url FROM market_item i JOIN market_category c ON c.id = i.category_id`,
    );
    const drawing = (url: string) => /\/media\/(\w+)\//.exec(url)?.[1];
    const drawingsOf = (leaves: string[]) =>
      new Set(rows.filter((row) => leaves.includes(row.leaf)).map((row) => drawing(row.image_url)));
    expect(drawingsOf(['armor', 'flight-suits'])).toEqual(new Set(['armour']));
    expect(drawingsOf(['lasers', 'missiles'])).toEqual(new Set(['weapon']));
    expect(drawingsOf(['thrusters', 'jump-drives'])).toEqual(new Set(['engine']));
    expect(drawingsOf(['mining-tools'])).toEqual(new Set(['tool']));
    expect(drawingsOf(['data-packages'])).toEqual(new Set(['data']));
    expect(drawingsOf(['light', 'heavy', 'haulers', 'tankers', 'scouts', 'survey', 'concept'])).toEqual(
      new Set(['ship']),
    );
  });

  it('gives every category a picture of its own, drawn as what it holds', async () => {
    const { rows } = await sandbox.db.query<{ virtual_name: string; image_url: string }>(
      'SELECT virtual_name, image_url FROM market_category',
    );
    expect(new Set(rows.map((row) => row.image_url)).size).toBe(rows.length);
    const picture = (name: string) => rows.find((row) => row.virtual_name === name)?.image_url;
    expect(picture('data-packages')).toMatch(/\/media\/data\//);
    expect(picture('ships')).toMatch(/\/media\/ship\//);
    expect(picture('armor')).toMatch(/\/media\/armour\//);
  });

  it('its limited time offers end weeks after the day it is seeded, whatever that day, so the offers list is never empty', async () => {
    const seedDay = new Date('2031-06-15T10:00:00Z');
    const db = await openDatabase({});
    try {
      await migrate(db);
      await seedMarket(db, { now: seedDay });
      const { rows } = await db.query<{ time_limited: Date | string }>(
        'SELECT time_limited FROM market_package WHERE time_limited IS NOT NULL AND enabled UNION ALL SELECT time_limited FROM market_item WHERE time_limited IS NOT NULL',
      );
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows)
        expect(new Date(row.time_limited).getTime() - seedDay.getTime()).toBeGreaterThan(
          30 * 24 * 3600 * 1000,
        );
    } finally {
      await db.close();
    }
  });

  it('--scale N seeds N extra items', async () => {
    expect(await count(scaled.db, 'SELECT count(*) FROM market_item')).toBe(310);
    const response = await scaled.call('POST', '/market/items/list', {
      pagination: { offset: 270, limit: 20 },
    });
    expect(response.json).toMatchObject({
      count: await count(scaled.db, 'SELECT count(*) FROM market_item WHERE enabled'),
    });
    expect((response.json as { list: unknown[] }).list).toHaveLength(20);
  });

  it("leaves every page of the catalogue marked all-visible, so the search's walk reads its index alone", async () => {
    // The index-only walk in id order reads a row of the table for each entry on a page not marked
    // (a heap fetch); the seed's VACUUM marks the pages it finds committed.
    const { rows } = await scaled.db.query<{ relname: string; relpages: number; relallvisible: number }>(
      `SELECT relname, relpages, relallvisible FROM pg_class
        WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND relname LIKE 'market\\_%'
        ORDER BY relname`,
    );
    const items = rows.find((row) => row.relname === 'market_item');
    expect(items?.relpages).toBeGreaterThan(1);
    expect(rows.filter((row) => row.relallvisible < row.relpages)).toEqual([]);
  });

  it('is deterministic: the same seed gives the same rows, ids and new ids keep counting after them', async () => {
    const again = await openMarketSandbox();
    try {
      expect(await fingerprint(again.db)).toBe(await fingerprint(sandbox.db));
      const created = await again.call('POST', '/market/manufacturers/add', { title: 'Next' }, 'admin');
      expect(created.json).toMatchObject({ id: 6 });
      const post = await again.call('POST', '/post/add', { caption: 'After 112', text: '' }, 'admin');
      expect(post.json).toMatchObject({ id: 113 });
    } finally {
      await again.close();
    }
  });
});
