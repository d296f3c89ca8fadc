import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategorySchema,
  CoinPackSchema,
  ItemSchema,
  ManufacturerSchema,
  PackageSchema,
  PeriodSchema,
  SearchItemSchema,
  SlideGroupSchema,
  SlideSchema,
  SliderSchema,
  SubscriptionSchema,
  LotSchema,
  listOf,
} from '@rdc/core/schemas';
import { openMarketSandbox, type MarketSandbox } from '../test-support/market-sandbox';

let sandbox: MarketSandbox;
beforeAll(async () => {
  sandbox = await openMarketSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const post = (path: string, body?: unknown) => sandbox.call('POST', path, body);

describe('market lists answer { count, list } in the core shapes', () => {
  it.each([
    ['/market/items/list', {}, listOf(SearchItemSchema)],
    ['/market/period/list', undefined, listOf(PeriodSchema)],
    ['/market/subscription/list', {}, listOf(SubscriptionSchema)],
    ['/market/coins_package/list', {}, listOf(CoinPackSchema)],
    ['/market/categories/list', {}, listOf(CategorySchema)],
    ['/market/manufacturers/list', {}, listOf(ManufacturerSchema)],
    ['/market/packages/list', {}, listOf(PackageSchema)],
    ['/market/slide/list', {}, listOf(SlideSchema)],
    ['/market/slide/group/list', {}, listOf(SlideGroupSchema)],
    ['/market/slider/list', {}, listOf(SliderSchema)],
    ['/market/plan/list', {}, listOf(LotSchema)],
  ] as const)('POST %s', async (path, body, schema) => {
    const { status, json } = await post(path, body);
    expect(status).toBe(200);
    const parsed = schema.parse(json);
    expect(parsed.count).toBeGreaterThan(0);
    expect(parsed.list.length).toBeGreaterThan(0);
  });

  it('answers a list call sent with no body at all ("/market/period/list: payload none")', async () => {
    const { status, json } = await post('/market/period/list');
    expect(status).toBe(200);
    expect(
      listOf(PeriodSchema)
        .parse(json)
        .list.map((period) => period.length),
    ).toEqual([1, 3, 6, 12]);
  });
});

describe('pagination, where and order', () => {
  it('pages with offset and limit while count stays the total (of the enabled packages a visitor sees)', async () => {
    const { rows } = await sandbox.db.query<{ id: number }>(
      'SELECT id FROM market_package WHERE enabled ORDER BY id',
    );
    const enabledIds = rows.map((row) => row.id);
    const first = listOf(PackageSchema).parse(
      (await post('/market/packages/list', { pagination: { offset: 0, limit: 5 } })).json,
    );
    const second = listOf(PackageSchema).parse(
      (await post('/market/packages/list', { pagination: { offset: 5, limit: 5 } })).json,
    );
    expect(first.count).toBe(enabledIds.length);
    expect(second.count).toBe(enabledIds.length);
    expect(first.list.map((p) => p.id)).toEqual(enabledIds.slice(0, 5));
    expect(second.list.map((p) => p.id)).toEqual(enabledIds.slice(5, 10));
  });

  it('accepts the flat { offset, limit } of the manufacturer list ("returns list and count")', async () => {
    const { json } = await post('/market/manufacturers/list', { offset: 2, limit: 2 });
    const parsed = listOf(ManufacturerSchema).parse(json);
    expect(parsed.count).toBeGreaterThanOrEqual(4);
    expect(parsed.list.map((m) => m.id)).toEqual([3, 4]);
  });

  it('orders by a whitelisted field in either direction', async () => {
    const asc = listOf(CoinPackSchema).parse(
      (await post('/market/coins_package/list', { order: [{ field: 'price.USD', order: 'asc' }] })).json,
    );
    const desc = listOf(CoinPackSchema).parse(
      (await post('/market/coins_package/list', { order: [{ field: 'price.USD', order: 'desc' }] })).json,
    );
    const prices = asc.list.map((pack) => pack.price.USD);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(desc.list.map((pack) => pack.price.USD)).toEqual([...prices].reverse());
  });

  it('filters with where on several fields', async () => {
    // items/list/admin needs the admin role; as a guest it is refused.
    expect((await post('/market/items/list/admin', {})).status).toBe(401);
    const admin = await sandbox.call(
      'POST',
      '/market/items/list/admin',
      {
        where: [
          { field: 'manufacturer_id', condition: '=', value: ['2'] },
          { field: 'price.USD', condition: '<', value: ['10000'] },
        ],
        pagination: { limit: 100 },
      },
      'admin',
    );
    const items = listOf(ItemSchema).parse(admin.json).list;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.manufacturer_id).toBe(2);
      expect(item.price.USD).toBeLessThan(10000);
    }
  });

  it.each([
    ['where field', { where: [{ field: 'id) OR 1=1 --', condition: '=', value: ['1'] }] }],
    ['where field naming another column', { where: [{ field: 'data', condition: '=', value: ['{}'] }] }],
    ['order field', { order: [{ field: 'id; DROP TABLE market_item', order: 'asc' }] }],
    ['where value', { where: [{ field: 'id', condition: '=', value: ['1; DROP TABLE market_item'] }] }],
  ])(
    'refuses an SQL injection attempt in the %s with 400 and code 1000, and the table survives',
    async (_name, body) => {
      const { status, json } = await post('/market/packages/list', body);
      expect(status).toBe(400);
      expect(json).toMatchObject({ code: 1000 });
      const { rows } = await sandbox.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM market_item',
      );
      expect(rows[0]?.count).toBe(60);
    },
  );

  it('treats a where value as data, not SQL', async () => {
    const { status, json } = await post('/market/manufacturers/list', {
      where: [{ field: 'title', condition: '=', value: ["x' OR '1'='1"] }],
    });
    expect(status).toBe(200);
    expect(json).toEqual({ count: 0, list: [] });
  });
});

describe('subscriptions: "a paged list showing only enabled subscriptions"', () => {
  it("the where enabled = true filter the storefront sends, and the server's own rule, both drop disabled subscriptions", async () => {
    const { rows } = await sandbox.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM market_subscription WHERE NOT enabled',
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    const all = listOf(SubscriptionSchema).parse((await post('/market/subscription/list', {})).json);
    const enabled = listOf(SubscriptionSchema).parse(
      (
        await post('/market/subscription/list', {
          pagination: { offset: 0, limit: 5 },
          where: [{ field: 'enabled', condition: '=', value: ['true'] }],
        })
      ).json,
    );
    expect(all.count).toBe(14 - (rows[0]?.n ?? 0));
    expect(enabled.count).toBe(all.count);
    expect([...all.list, ...enabled.list].every((s) => s.enabled && s.lot_type === 'subscription')).toBe(
      true,
    );
  });

  it('carries items, packages and the period', async () => {
    const subscription = SubscriptionSchema.parse(
      (await post('/market/subscription/get_by_id', { id: 2 })).json,
    );
    expect(subscription.lot_items.length).toBeGreaterThan(0);
    expect(subscription.lot_packages.length).toBeGreaterThan(0);
    expect(subscription.period).toMatchObject({ id: expect.any(Number), length: expect.any(Number) });
  });

  it('answers 404 for a subscription that does not exist', async () => {
    const { status, json } = await post('/market/subscription/get_by_id', { id: 999 });
    expect(status).toBe(404);
    expect(json).toMatchObject({ code: 1000 });
  });
});

describe('coin packs and packages', () => {
  it('coin packs are tagged lot_type coin with count and a USD price', async () => {
    const packs = listOf(CoinPackSchema).parse(
      (
        await post('/market/coins_package/list', {
          where: [{ field: 'enabled', condition: '=', value: ['true'] }],
        })
      ).json,
    );
    expect(packs.count).toBe(8);
    expect(packs.list[0]).toMatchObject({ lot_type: 'coin', count: 10_000, price: { USD: 999 } });
    const one = CoinPackSchema.parse((await post('/market/coins_package/get_by_id', { id: 4 })).json);
    expect(one.count).toBe(100_000);
  });

  it('the package list filter enabled = true hides the retired package', async () => {
    const { json } = await post('/market/packages/list', {
      pagination: { offset: 0, limit: 15 },
      where: [{ field: 'enabled', condition: '=', value: ['true'] }],
    });
    const parsed = listOf(PackageSchema).parse(json);
    expect(parsed.count).toBe(11);
    expect(parsed.list.map((p) => p.id)).not.toContain(12);
  });

  it('GET /market/packages/{id} answers the package with its items', async () => {
    const { status, json } = await sandbox.call('GET', '/market/packages/1');
    expect(status).toBe(200);
    const pack = PackageSchema.parse(json);
    expect(pack.lot_type).toBe('package');
    expect(pack.lot_items.length).toBeGreaterThanOrEqual(3);
    expect(pack.lot_items[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      image_url: expect.stringMatching(/^\/api\/v1\/media\//),
    });
  });
});

describe('items', () => {
  it('GET /market/items/{id} answers the item with gallery, tech spec, capabilities and tags', async () => {
    const { status, json } = await sandbox.call('GET', '/market/items/12');
    expect(status).toBe(200);
    const item = ItemSchema.parse(json);
    expect(item.image_url).toBe('/api/v1/media/ship/12.svg');
    expect(item.data?.block_gallery?.list_images.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(item.data?.block_tech_spec ?? {})).toEqual(
      expect.arrayContaining(['model', 'dimension', 'structural', 'maneuvering']),
    );
    expect(item.data?.block_capabilities?.list_capabilities.length).toBeGreaterThan(0);
    expect(item.tags.length).toBeGreaterThan(0);
    expect(item.price).toEqual({ USD: expect.any(Number), RDC: expect.any(Number) });
  });

  it('answers 404 for an item that does not exist and 404 for a non-numeric id', async () => {
    expect((await sandbox.call('GET', '/market/items/9999')).status).toBe(404);
    expect((await sandbox.call('GET', '/market/items/abc')).status).toBe(404);
  });

  it('the search box finds items by title with a limit ("search limit 10")', async () => {
    const { json } = await post('/market/items/list', {
      pagination: { limit: 10 },
      search: 'aurora',
      order: [{ field: 'title', order: 'asc' }],
    });
    const found = listOf(SearchItemSchema).parse(json);
    expect(found.list.length).toBeGreaterThan(0);
    expect(found.list.length).toBeLessThanOrEqual(10);
    for (const item of found.list) expect(item.title.toLowerCase()).toContain('aurora');
    const titles = found.list.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("a search's count is bounded: exact when the matches end within one row past the page, else that row's position", async () => {
    const { rows } = await sandbox.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM market_item WHERE enabled AND (title ILIKE '%aurora%' OR header ILIKE '%aurora%')",
    );
    const matches = rows[0]?.count ?? 0;
    expect(matches).toBeGreaterThan(4);
    const search = async (offset: number, limit: number) =>
      listOf(SearchItemSchema).parse(
        (await post('/market/items/list', { search: 'aurora', pagination: { offset, limit } })).json,
      );

    const all = await search(0, 1000);
    expect(all).toMatchObject({ count: matches });
    expect(all.list).toHaveLength(matches);
    const firstTwo = await search(0, 2);
    expect(firstTwo.count).toBe(3); // the page and one more: another page exists
    expect(firstTwo.list.map((item) => item.id)).toEqual(all.list.slice(0, 2).map((item) => item.id));
    const lastPage = await search(matches - 2, 2);
    expect(lastPage.count).toBe(matches);
    expect(lastPage.list.map((item) => item.id)).toEqual(all.list.slice(-2).map((item) => item.id));
    expect(await search(matches + 50, 10)).toEqual({ count: matches, list: [] });
  });

  it("the search box's items (\"/market/items/list … list, count (search box)\") come without their product page's blocks; the admin's list keeps them", async () => {
    const body = { search: 'aurora', pagination: { limit: 10 } };
    const found = listOf(SearchItemSchema).parse((await post('/market/items/list', body)).json);
    expect(found.list.length).toBeGreaterThan(0);
    for (const item of found.list) {
      expect(item).not.toHaveProperty('data');
      // What a result shows, and what a caller may sort or price it by, is all there.
      expect(item).toMatchObject({
        title: expect.stringMatching(/aurora/i),
        header: expect.any(String),
        image_url: expect.any(String),
        price: expect.any(Object),
        lot_type: 'item',
      });
    }
    const whole = listOf(ItemSchema).parse(
      (
        await sandbox.call(
          'POST',
          '/market/items/list/admin',
          { where: [{ field: 'id', condition: '=', value: [String(found.list[0]!.id)] }] },
          'admin',
        )
      ).json,
    ).list[0]!;
    expect(whole.data).toEqual(expect.objectContaining({ systems: expect.any(Array) }));
    const { data: _pageBlocks, ...rest } = whole;
    expect(found.list[0]).toEqual(rest);
  });

  it('the search treats % and _ as plain characters', async () => {
    const { json } = await post('/market/items/list', { search: '%' });
    expect(json).toEqual({ count: 0, list: [] });
  });

  it('lists the items of a category by virtual path and name', async () => {
    const categories = listOf(CategorySchema).parse(
      (await post('/market/categories/list', { pagination: { limit: 1000 } })).json,
    ).list;
    const { rows } = await sandbox.db.query<{ category_id: number }>(
      'SELECT category_id FROM market_item WHERE enabled GROUP BY category_id ORDER BY count(*) DESC LIMIT 1',
    );
    const leaf = categories.find((category) => category.id === rows[0]?.category_id);
    expect(leaf).toBeDefined();
    const { json } = await post('/market/items/list_by_virtual_path', {
      virtual_path: leaf?.virtual_path,
      virtual_name: leaf?.virtual_name,
    });
    const items = listOf(ItemSchema).parse(json);
    expect(items.count).toBeGreaterThan(0);
    expect(items.list.every((item) => item.category_id === leaf?.id)).toBe(true);
  });

  it('narrows the items of a category to one manufacturer', async () => {
    const { rows } = await sandbox.db.query<{
      virtual_path: string;
      virtual_name: string;
      manufacturer_id: number;
    }>(
      `SELECT c.virtual_path, c.virtual_name, i.manufacturer_id FROM market_item i JOIN market_category c ON c.id = i.category_id
       WHERE i.enabled GROUP BY c.virtual_path, c.virtual_name, i.manufacturer_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const target = rows[0];
    const { json } = await post('/market/items/list_by_virtual_path', { ...target });
    const items = listOf(ItemSchema).parse(json);
    expect(items.count).toBeGreaterThan(0);
    expect(items.list.every((item) => item.manufacturer_id === target?.manufacturer_id)).toBe(true);
  });

  /** Every page of a category's list, as the product view asks for them, six at a time. */
  async function everyPage(payload: object) {
    const pages = [];
    for (let offset = 0; ; offset += 6) {
      const { json } = await post('/market/items/list_by_virtual_path', {
        ...payload,
        pagination: { offset, limit: 6 },
      });
      pages.push(json);
      if (offset + 6 >= json.count) return pages;
    }
  }
  const titles = (item: { tags: { title?: string }[] }) => item.tags.map((tag) => tag.title);

  it('"Product tag filter keeps only items whose tags include every selected tag": across the whole category, counted', async () => {
    const { rows } = await sandbox.db.query<{ id: number }>(
      `SELECT i.id FROM market_item i JOIN market_category c ON c.id = i.category_id
       WHERE i.enabled AND (c.virtual_path = '/equipment' OR c.virtual_path LIKE '/equipment/%')
         AND i.tag_ids @> '[7]'::jsonb ORDER BY i.id`,
    );
    expect(rows.length).toBeGreaterThan(1);
    const pages = await everyPage({
      virtual_path: '/',
      virtual_name: 'equipment',
      with_sub_categories: true,
      tags: ['medical'],
    });
    const listed = pages.flatMap((page) => page.list);
    expect(pages[0].count).toBe(rows.length);
    expect(listed.map((item: { id: number }) => item.id).sort((a: number, b: number) => a - b)).toEqual(
      rows.map((row) => row.id),
    );
    expect(listed.every((item: { tags: { title?: string }[] }) => titles(item).includes('Medical'))).toBe(
      true,
    );
  });

  it('answers the tags of the whole category, the same on every page and with a tag chosen', async () => {
    const category = { virtual_path: '/', virtual_name: 'equipment', with_sub_categories: true };
    const pages = await everyPage(category);
    expect(pages.length).toBeGreaterThan(1);
    const tagsOfItems = new Set(pages.flatMap((page) => page.list.flatMap(titles)));
    for (const page of pages)
      expect(new Set(page.tags.map((tag: { title: string }) => tag.title))).toEqual(tagsOfItems);
    const chosen = await everyPage({ ...category, tags: ['Medical'] });
    expect(chosen[0].tags).toEqual(pages[0].tags);
  });

  it('with_sub_categories lists the items of every category under it; without, only its own (none for a root)', async () => {
    const own = await post('/market/items/list_by_virtual_path', {
      virtual_path: '/',
      virtual_name: 'ships',
    });
    expect(own.json.count).toBe(0);
    const under = await post('/market/items/list_by_virtual_path', {
      virtual_path: '/',
      virtual_name: 'ships',
      with_sub_categories: true,
      pagination: { limit: 100 },
    });
    const { rows } = await sandbox.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM market_item i JOIN market_category c ON c.id = i.category_id
       WHERE i.enabled AND c.virtual_path LIKE '/ships/%'`,
    );
    expect(under.json.count).toBe(rows[0]?.count);
    expect(under.json.count).toBeGreaterThan(0);
  });

  it('a tag nobody carries, or more than 10 tags, is no match or a 400, never a crash', async () => {
    const none = await post('/market/items/list_by_virtual_path', {
      virtual_path: '/',
      virtual_name: 'equipment',
      with_sub_categories: true,
      tags: ["'; DROP TABLE market_item; --"],
    });
    expect(none.status).toBe(200);
    expect(none.json.count).toBe(0);
    expect(none.json.tags.length).toBeGreaterThan(0);
    const tooMany = await post('/market/items/list_by_virtual_path', {
      virtual_path: '/',
      virtual_name: 'equipment',
      tags: Array.from({ length: 11 }, (_, n) => `t${n}`),
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('categories: a tree of virtual paths', () => {
  it('lists the roots for virtual_path \'\' ("empty for root")', async () => {
    const { json } = await post('/market/categories/list_by_virtual_path', { virtual_path: '' });
    const roots = listOf(CategorySchema).parse(json);
    expect(roots.list.map((c) => c.virtual_name)).toEqual(
      expect.arrayContaining(['ships', 'components', 'equipment']),
    );
    expect(roots.list.every((c) => c.virtual_path === '/')).toBe(true);
    // A manufacturer's own category only shows for that manufacturer.
    expect(roots.list.map((c) => c.virtual_name)).toContain('aurora-signature');
  });

  it('has three levels: /, /ships, /ships/fighters', async () => {
    const second = listOf(CategorySchema).parse(
      (await post('/market/categories/list_by_virtual_path', { virtual_path: '/ships' })).json,
    );
    expect(second.list.map((c) => c.virtual_name)).toEqual(['fighters', 'freighters', 'explorers']);
    const third = listOf(CategorySchema).parse(
      (await post('/market/categories/list_by_virtual_path', { virtual_path: '/ships/fighters' })).json,
    );
    expect(third.list.map((c) => c.virtual_name)).toEqual(['light', 'heavy']);
  });

  it('filters by manufacturer_id: a manufacturer sees the shared categories holding its items, plus its own', async () => {
    const aurora = listOf(CategorySchema).parse(
      (await post('/market/categories/list_by_virtual_path', { virtual_path: '', manufacturer_id: 1 })).json,
    );
    const kestrel = listOf(CategorySchema).parse(
      (await post('/market/categories/list_by_virtual_path', { virtual_path: '', manufacturer_id: 4 })).json,
    );
    expect(aurora.list.map((c) => c.virtual_name)).toContain('aurora-signature');
    expect(kestrel.list.map((c) => c.virtual_name)).not.toContain('aurora-signature');
    expect(kestrel.count).toBeGreaterThan(0);
    for (const category of kestrel.list) {
      const { rows } = await sandbox.db.query(
        `SELECT 1 FROM market_item i JOIN market_category c ON c.id = i.category_id
         WHERE i.manufacturer_id = 4 AND (c.id = $1 OR c.virtual_path = $2 OR c.virtual_path LIKE $2 || '/%')`,
        [category.id, `/${category.virtual_name}`],
      );
      expect(rows.length).toBeGreaterThan(0);
    }
  });
});

describe('manufacturers', () => {
  it('include one without an image', async () => {
    const list = listOf(ManufacturerSchema).parse(
      (await post('/market/manufacturers/list', { pagination: { limit: 100 } })).json,
    ).list;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.some((m) => !m.image_url || m.image_url === '/')).toBe(true);
  });

  it('list/by/ids answers those manufacturers', async () => {
    const { json } = await post('/market/manufacturers/list/by/ids', { ids: [3, 1] });
    const parsed = listOf(ManufacturerSchema).parse(json);
    expect(parsed.list.map((m) => m.id).sort()).toEqual([1, 3]);
  });

  it('search finds a manufacturer by title', async () => {
    const { json } = await post('/market/manufacturers/list', { search: 'helix' });
    expect(
      listOf(ManufacturerSchema)
        .parse(json)
        .list.map((m) => m.title),
    ).toEqual(['Helix Forge']);
  });
});

describe('slides, slide groups and sliders', () => {
  it('the home group (get_by_url /) holds picture and video slides in slides_order, with a duration', async () => {
    const { status, json } = await post('/market/slide/group/get_by_url', { url: '/' });
    expect(status).toBe(200);
    const group = SlideGroupSchema.parse(json);
    expect(group.slides.map((slide) => slide.id)).toEqual(group.slides_order);
    expect(new Set(group.slides.map((slide) => slide.background_type))).toEqual(
      new Set(['Picture', 'Video']),
    );
    expect(group.duration).toBeGreaterThan(0);
    const itemSlide = group.slides.find((slide) => slide.template === 'MarketItem');
    expect(itemSlide?.lot_item?.lot_type).toBe('item');
    const packageSlide = group.slides.find((slide) => slide.template === 'MarketPackage');
    expect(packageSlide?.lot_package?.lot_type).toBe('package');
  });

  it('answers 404 for a url without a group', async () => {
    expect((await post('/market/slide/group/get_by_url', { url: '/nowhere' })).status).toBe(404);
  });

  it('lists the groups of a slide and of a slider', async () => {
    const bySlide = listOf(SlideGroupSchema).parse((await post('/market/slide/group/list/by-slide/3')).json);
    expect(bySlide.list.map((g) => g.id).sort()).toEqual([1, 2]);
    const bySlider = listOf(SlideGroupSchema).parse(
      (await post('/market/slide/group/list/by-slider/2')).json,
    );
    expect(bySlider.list.map((g) => g.id)).toEqual([2]);
  });

  it('get_by_id of a group, and lookup of a slider with its images', async () => {
    expect(SlideGroupSchema.parse((await post('/market/slide/group/get_by_id', { id: 2 })).json).url).toBe(
      '/marketplace',
    );
    const slider = SliderSchema.parse((await post('/market/slider/lookup/1')).json);
    expect(slider.images?.length).toBeGreaterThan(0);
  });
});

describe('plans', () => {
  it('two plans with their periods, the first being the default target', async () => {
    const plans = listOf(LotSchema).parse((await post('/market/plan/list', {})).json);
    expect(plans.count).toBe(2);
    for (const plan of plans.list) {
      expect(plan.lot_type).toBe('plan');
      expect((plan as { periods?: unknown[] }).periods?.length).toBeGreaterThan(0);
    }
  });
});
