import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CategorySchema,
  CoinPackSchema,
  ItemSchema,
  LinkTemplateSchema,
  ManufacturerSchema,
  MicroServiceSchema,
  PackageSchema,
  PageSchema,
  PermissionSchema,
  PostCategorySchema,
  PostSchema,
  ReferralCodeSchema,
  RewardSchema,
  RoleSchema,
  RouteSchema,
  SlideGroupSchema,
  SlideSchema,
  SliderSchema,
  StreamingTemplateSchema,
  SubscriptionSchema,
  GeneratedCodeSchema,
  SuccessSchema,
  listOf,
} from '@rdc/core/schemas';
import type * as z from 'zod/mini';
import { adminRoutes } from './admin';
import { contentRoutes } from './content';
import { entityUrlRoutes } from './entity-url';
import { linkTemplateRoutes } from './link-template';
import { marketRoutes } from './market';
import { fingerprint, openMarketSandbox, type MarketSandbox, type Who } from '../test-support/market-sandbox';

let sandbox: MarketSandbox;
beforeAll(async () => {
  sandbox = await openMarketSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const price = { USD: 1999, RDC: 19990 };

/**
 * One row per body-addressed resource: where its calls live, a valid add payload, a valid change,
 * and the schema its answers parse with.
 */
interface CrudCase {
  name: string;
  add: string;
  edit: string;
  del: { method: 'POST' | 'DELETE'; path: string };
  list: { method: 'POST' | 'GET'; path: string };
  payload: Record<string, unknown>;
  change: Record<string, unknown>;
  schema: z.ZodMiniType;
}

const crudCases: CrudCase[] = [
  {
    name: 'item',
    add: '/market/items/add',
    edit: '/market/items/edit',
    del: { method: 'POST', path: '/market/items/delete' },
    list: { method: 'POST', path: '/market/items/list/admin' },
    payload: {
      title: 'Test Hull',
      price,
      category_id: 3,
      manufacturer_id: 2,
      tags: [{ id: 1 }, 2],
      data: { description_card: 'x' },
    },
    change: { title: 'Test Hull II' },
    schema: ItemSchema,
  },
  {
    name: 'package',
    add: '/market/packages/add',
    edit: '/market/packages/edit',
    del: { method: 'POST', path: '/market/packages/delete' },
    list: { method: 'POST', path: '/market/packages/list' },
    payload: { title: 'Test Pack', price, lot_items: [1, 2] },
    change: { enabled: false },
    schema: PackageSchema,
  },
  {
    name: 'subscription',
    add: '/market/subscription/add',
    edit: '/market/subscription/edit',
    del: { method: 'POST', path: '/market/subscription/delete' },
    list: { method: 'POST', path: '/market/subscription/list' },
    payload: { title: 'Test Tier', price, lot_items: [3], lot_packages: [1], period: { id: 2, length: 3 } },
    change: { lot_items: [4, 5] },
    schema: SubscriptionSchema,
  },
  {
    name: 'coin pack',
    add: '/market/coins_package/add',
    edit: '/market/coins_package/edit',
    del: { method: 'POST', path: '/market/coins_package/delete' },
    list: { method: 'POST', path: '/market/coins_package/list' },
    payload: { count: 777_00, price: { USD: 699 } },
    change: { count: 800_00 },
    schema: CoinPackSchema,
  },
  {
    name: 'category',
    add: '/market/categories/add',
    edit: '/market/categories/edit',
    del: { method: 'POST', path: '/market/categories/delete' },
    list: { method: 'POST', path: '/market/categories/list' },
    payload: { title: 'Drones', virtual_path: '/ships', virtual_name: 'drones' },
    change: { title: 'Drone Ships' },
    schema: CategorySchema,
  },
  {
    name: 'manufacturer',
    add: '/market/manufacturers/add',
    edit: '/market/manufacturers/edit',
    del: { method: 'DELETE', path: '/market/manufacturers/delete/{id}' },
    list: { method: 'POST', path: '/market/manufacturers/list' },
    payload: { title: 'Test Yards' },
    change: { image_url: '/api/v1/media/manufacturer/9.svg' },
    schema: ManufacturerSchema,
  },
  {
    name: 'slide',
    add: '/market/slide/add',
    edit: '/market/slide/edit',
    del: { method: 'POST', path: '/market/slide/delete' },
    list: { method: 'POST', path: '/market/slide/list' },
    payload: {
      background_type: 'Picture',
      background_url: '/api/v1/media/slide/9.svg',
      template: 'MarketItem',
      lot_item: 5,
    },
    change: { title: 'New title' },
    schema: SlideSchema,
  },
  {
    name: 'slide group',
    add: '/market/slide/group/add',
    edit: '/market/slide/group/edit',
    del: { method: 'POST', path: '/market/slide/group/delete' },
    list: { method: 'POST', path: '/market/slide/group/list' },
    payload: { url: '/test', slides_order: [2, 1], duration: 4 },
    change: { duration: 9 },
    schema: SlideGroupSchema,
  },
  {
    name: 'slider',
    add: '/market/slider/add',
    edit: '/market/slider/edit',
    del: { method: 'POST', path: '/market/slider/delete' },
    list: { method: 'POST', path: '/market/slider/list' },
    payload: { title: 'Test slider', images: [{ id: 1, image_url: '/api/v1/media/slide/x.svg' }] },
    change: { title: 'Renamed' },
    schema: SliderSchema,
  },
  {
    name: 'post',
    add: '/post/add',
    edit: '/post/edit',
    del: { method: 'POST', path: '/post/delete' },
    list: { method: 'POST', path: '/post/list' },
    payload: { caption: 'Test news', text: '<p>x</p>', category_id: 1, publish_at: '2026-01-01T00:00:00Z' },
    change: { caption: 'Edited news' },
    schema: PostSchema,
  },
  {
    name: 'post category',
    add: '/content/posts/categories/create',
    edit: '/content/posts/categories/edit',
    del: { method: 'DELETE', path: '/content/posts/categories/delete' },
    list: { method: 'POST', path: '/content/posts/categories/list' },
    payload: { title: 'Events' },
    change: { title: 'Live Events' },
    schema: PostCategorySchema,
  },
  {
    name: 'page',
    add: '/page/add',
    edit: '/page/edit',
    del: { method: 'POST', path: '/page/delete' },
    list: { method: 'POST', path: '/page/list' },
    payload: { title: 'Test page', data: '{"a":1}' },
    change: { data: '{"a":2}' },
    schema: PageSchema,
  },
  {
    name: 'link template',
    add: '/link/template/add',
    edit: '/link/template/edit',
    del: { method: 'POST', path: '/link/template/delete' },
    list: { method: 'POST', path: '/link/template/list' },
    payload: { url: 'sidebar', page_list: { page_links: [], page_links_order: [] } },
    change: { social_list: [{ id: 1, title: 'Discord', url: 'https://discord.example/rdc' }] },
    schema: LinkTemplateSchema,
  },
  {
    name: 'micro-service',
    add: '/ms/add',
    edit: '/ms/edit',
    del: { method: 'DELETE', path: '/ms/delete' },
    list: { method: 'POST', path: '/ms/list' },
    payload: { name: 'inventory', url: 'http://inventory.internal' },
    change: { enabled: false },
    schema: MicroServiceSchema,
  },
  {
    name: 'role',
    add: '/policy/roles/add',
    edit: '/policy/roles/edit',
    del: { method: 'DELETE', path: '/policy/roles/delete' },
    list: { method: 'POST', path: '/policy/roles/list' },
    payload: { name: 'moderator' },
    change: { description: 'Moderates comments' },
    schema: RoleSchema,
  },
  {
    name: 'permission',
    add: '/policy/permissions/add',
    edit: '/policy/permissions/edit',
    del: { method: 'DELETE', path: '/policy/permissions/delete' },
    list: { method: 'POST', path: '/policy/permissions/list' },
    payload: { name: 'comments.delete', resource: 'comment', action: 'delete' },
    change: { action: 'admin' },
    schema: PermissionSchema,
  },
];

const as = (who: Who) => (method: string, path: string, body?: unknown) =>
  sandbox.call(method, path, body, who);
const admin = as('admin');

describe.each(crudCases)('admin CRUD of $name', ({ add, edit, del, list, payload, change, schema }) => {
  it('add, edit, list and delete work for an admin, over the database', async () => {
    const created = await admin('POST', add, payload);
    expect(created.status).toBe(200);
    const entity = schema.parse(created.json) as { id: number };
    expect(entity.id).toBeGreaterThan(0);

    const edited = await admin('POST', edit, { id: entity.id, ...change });
    expect(edited.status).toBe(200);
    expect(schema.parse(edited.json)).toMatchObject(change.lot_items ? {} : change);

    const listed = await admin(
      list.method,
      list.path,
      list.method === 'POST' ? { pagination: { limit: 1000 }, limit: 1000 } : undefined,
    );
    expect(listed.status).toBe(200);
    expect((listed.json as { list: { id: number }[] }).list.map((e) => e.id)).toContain(entity.id);

    const deletion = del.path.includes('{id}')
      ? await admin(del.method, del.path.replace('{id}', String(entity.id)))
      : await admin(del.method, del.path, { id: entity.id });
    expect(deletion.status).toBe(200);
    expect(SuccessSchema.parse(deletion.json)).toBe(true);
    const again = del.path.includes('{id}')
      ? await admin(del.method, del.path.replace('{id}', String(entity.id)))
      : await admin(del.method, del.path, { id: entity.id });
    expect(SuccessSchema.parse(again.json)).toBe(false);
  });

  it('answers 404 when editing an id that does not exist', async () => {
    expect((await admin('POST', edit, { id: 987654, ...change })).status).toBe(404);
  });
});

describe('rewards and streaming templates (REST-style by id)', () => {
  it.each([
    [
      'rewards',
      '/reward/add',
      '/reward/list',
      '/reward',
      { title: 'Golden hull paint', data: { rarity: 'epic' } },
      RewardSchema,
    ],
    [
      'streaming templates',
      '/streaming/template/add',
      '/streaming/template/list',
      '/streaming/template',
      { title: 'Overlay', data: { layout: 'left' } },
      StreamingTemplateSchema,
    ],
  ] as const)('%s: add, list, PUT, DELETE by id', async (_name, addPath, listPath, byId, payload, schema) => {
    const created = schema.parse((await admin('POST', addPath, payload)).json) as { id: number };
    const updated = await admin('PUT', `${byId}/${created.id}`, { title: 'Renamed' });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ id: created.id, title: 'Renamed', data: payload.data });
    const listed = listOf(schema).parse((await admin('POST', listPath, {})).json);
    expect(listed.list.map((entry) => (entry as { id: number }).id)).toContain(created.id);
    expect((await admin('DELETE', `${byId}/${created.id}`)).json).toEqual({ success: true });
    expect((await admin('PUT', `${byId}/${created.id}`, { title: 'x' })).status).toBe(404);
  });

  it('GET /reward/{id} answers the reward to an admin and refuses a non-admin', async () => {
    const created = RewardSchema.parse((await admin('POST', '/reward/add', { title: 'Badge' })).json) as {
      id: number;
    };
    expect((await admin('GET', `/reward/${created.id}`)).json).toMatchObject({
      id: created.id,
      title: 'Badge',
    });
    expect((await sandbox.call('GET', `/reward/${created.id}`, undefined, 'demo')).status).toBe(403);
    expect((await sandbox.call('GET', `/reward/${created.id}`)).status).toBe(401);
  });
});

describe('micro-service routes', () => {
  it('belong to a micro-service and are listed by ms_id', async () => {
    const ms = MicroServiceSchema.parse((await admin('POST', '/ms/add', { name: 'payments-gate' })).json) as {
      id: number;
    };
    const route = RouteSchema.parse(
      (await admin('POST', '/ms/routes/add', { ms_id: ms.id, method: 'POST', path: '/pay' })).json,
    ) as { id: number };
    const listed = listOf(RouteSchema).parse(
      (
        await admin('POST', '/ms/routes/list', {
          where: [{ field: 'ms_id', condition: '=', value: [String(ms.id)] }],
        })
      ).json,
    );
    expect(listed.list.map((r) => (r as { id: number }).id)).toEqual([route.id]);
    expect((await admin('POST', '/ms/routes/add', { ms_id: 999_999, path: '/x' })).status).toBe(400);
    expect((await admin('DELETE', '/ms/routes/delete', { id: route.id })).json).toEqual({ success: true });
  });
});

describe('referral codes', () => {
  it('create (owner defaults to the caller), edit, list, list by user', async () => {
    const created = await admin('POST', '/referral/codes/create', {
      code: 'PILOT2026',
      description: 'Launch code',
    });
    expect(created.status).toBe(200);
    const code = ReferralCodeSchema.parse(created.json);
    expect(code).toMatchObject({ code: 'PILOT2026', owner_id: 2, count_used: 0 });
    const edited = ReferralCodeSchema.parse(
      (await admin('PUT', '/referral/codes/edit', { id: code.id, description: 'Season code' })).json,
    );
    expect(edited.description).toBe('Season code');
    expect(
      listOf(ReferralCodeSchema)
        .parse((await admin('GET', '/referral/codes/list')).json)
        .list.map((c) => c.code),
    ).toContain('PILOT2026');
    expect(
      listOf(ReferralCodeSchema).parse((await admin('GET', '/referral/codes/user/2')).json).count,
    ).toBeGreaterThan(0);
  });

  it('refuses a duplicate code with 400 and code 1000', async () => {
    await admin('POST', '/referral/codes/create', { code: 'ONLYONCE' });
    const again = await admin('POST', '/referral/codes/create', { code: 'ONLYONCE' });
    expect(again.status).toBe(400);
    // Named by the field, without the database's own error text.
    expect(again.json).toEqual({ code: 1000, message: 'code: already exists' });
  });

  it("a user may read their own codes but not another user's", async () => {
    expect((await sandbox.call('GET', '/referral/codes/user/1', undefined, 'demo')).status).toBe(200);
    expect((await sandbox.call('GET', '/referral/codes/user/2', undefined, 'demo')).status).toBe(403);
    expect((await sandbox.call('GET', '/referral/codes/list', undefined, 'demo')).status).toBe(403);
  });

  it('gen/short and gen/long answer fresh codes of two lengths', async () => {
    const short = GeneratedCodeSchema.parse((await admin('GET', '/referral/codes/gen/short')).json);
    const long = GeneratedCodeSchema.parse((await admin('GET', '/referral/codes/gen/long')).json);
    expect(short.length).toBeLessThan(long.length);
    expect(short).toMatch(/^[A-Z0-9]+$/);
  });
});

/** Every mutation with bodies it must refuse: 400, code 1000, nothing written. */
const badInputs: [string, string, unknown][] = [
  ['POST', '/market/items/add', {}],
  ['POST', '/market/items/add', { title: 'x', price: { USD: -1, RDC: 1 } }],
  ['POST', '/market/items/add', { title: 'x', price, tags: [999] }],
  ['POST', '/market/items/add', { title: 'x', price: { USD: 1.5, RDC: 1 } }],
  ['POST', '/market/items/edit', { title: 'no id' }],
  ['POST', '/market/items/edit', { id: 1, price: 'free' }],
  ['POST', '/market/items/delete', { id: 'one' }],
  ['POST', '/market/packages/add', { title: 'x', price, lot_items: [123456] }],
  ['POST', '/market/packages/edit', { id: 1, lot_items: 'all' }],
  ['POST', '/market/packages/delete', {}],
  ['POST', '/market/subscription/add', { title: 'x', price, period: { id: 99 } }],
  ['POST', '/market/subscription/edit', { id: 1, enabled: 'yes' }],
  ['POST', '/market/subscription/delete', { id: -3 }],
  ['POST', '/market/coins_package/add', { count: 100 }],
  ['POST', '/market/coins_package/edit', { id: 1, count: -5 }],
  ['POST', '/market/coins_package/delete', null],
  ['POST', '/market/period/add', { length: 0 }],
  ['POST', '/market/period/edit', { id: 1, length: 1.5 }],
  ['POST', '/market/period/delete', { id: '1' }],
  ['POST', '/market/plan/add', { title: 'x', price, periods: [77] }],
  ['POST', '/market/plan/edit', { id: 1, periods: [] }],
  ['POST', '/market/plan/delete', {}],
  ['POST', '/market/categories/add', { title: 'x', virtual_path: 'ships', virtual_name: 'y' }],
  ['POST', '/market/categories/add', { title: 'x', virtual_path: '/', virtual_name: 'a/b' }],
  ['POST', '/market/categories/edit', { id: 1, manufacturer_id: 4242 }],
  ['POST', '/market/categories/delete', { id: 1.5 }],
  ['POST', '/market/manufacturers/add', { title: '' }],
  ['POST', '/market/manufacturers/edit', { id: 1, title: 42 }],
  ['DELETE', '/market/manufacturers/delete/abc', undefined],
  ['DELETE', '/market/manufacturers/delete/0', undefined],
  ['POST', '/market/slide/add', { background_type: 'Hologram', background_url: '/x.svg' }],
  ['POST', '/market/slide/edit', { id: 1, lot_item: 99999 }],
  ['POST', '/market/slide/delete', { id: 'x' }],
  ['POST', '/market/slide/toggle', {}],
  ['POST', '/market/slide/group/add', { url: '/x', duration: 5, slides_order: [999] }],
  ['POST', '/market/slide/group/add', { url: '/x' }],
  ['POST', '/market/slide/group/edit', { id: 1, duration: -1 }],
  ['POST', '/market/slide/group/toggle', { id: 'x' }],
  ['POST', '/market/slide/group/delete', {}],
  ['POST', '/market/slider/add', { images: [{ id: 1 }] }],
  ['POST', '/market/slider/edit', { id: 1, images: 'none' }],
  ['POST', '/market/slider/delete', { id: null }],
  ['POST', '/post/add', { text: 'no caption' }],
  ['POST', '/post/add', { caption: 'x', text: 'y', category_id: 9999 }],
  ['POST', '/post/edit', { id: 38, publish_at: 'yesterday' }],
  ['POST', '/post/delete', {}],
  ['POST', '/content/posts/creare-comment', { post_id: 38, text: '' }],
  ['POST', '/content/posts/creare-comment', { text: 'no post' }],
  ['POST', '/content/posts/categories/create', { title: '' }],
  ['POST', '/content/posts/categories/create', { title: 'News again', slug: 'news' }],
  ['POST', '/content/posts/categories/edit', { title: 'no id' }],
  ['DELETE', '/content/posts/categories/delete', { id: 'news' }],
  ['POST', '/page/add', { data: 'not json' }],
  ['POST', '/page/edit', { id: 1, data: 12 }],
  ['POST', '/page/delete', { id: [1] }],
  ['POST', '/link/template/add', { url: '' }],
  ['POST', '/link/template/add', { url: 'header' }],
  ['POST', '/link/template/edit', { id: 1, page_list: { page_links: [{ id: 'x' }] } }],
  ['POST', '/link/template/delete', {}],
  ['PUT', '/entity-url/update', { url: '/x', type: 'market:ship', entity_id: 1 }],
  ['PUT', '/entity-url/update', { url: '/x', type: 'market:item' }],
  ['POST', '/reward/add', { description: 'no title' }],
  ['PUT', '/reward/1', { title: 7 }],
  ['DELETE', '/reward/0', undefined],
  ['POST', '/streaming/template/add', { title: '' }],
  ['PUT', '/streaming/template/1', { data: 'x' }],
  ['DELETE', '/streaming/template/0', undefined],
  ['POST', '/referral/codes/create', { code: 'has spaces in it' }],
  ['POST', '/referral/codes/create', { code: 'OK-CODE', owner_id: 'me' }],
  ['PUT', '/referral/codes/edit', { code: 'NOID' }],
  ['POST', '/ms/add', { url: 'http://x' }],
  ['POST', '/ms/edit', { id: 'ms' }],
  ['DELETE', '/ms/delete', {}],
  ['POST', '/ms/routes/add', { ms_id: 1, path: 'no-slash' }],
  ['POST', '/ms/routes/edit', { id: 1, method: 'FETCH' }],
  ['DELETE', '/ms/routes/delete', { id: 0 }],
  ['POST', '/policy/roles/add', { name: '' }],
  ['POST', '/policy/roles/edit', { name: 'x' }],
  ['DELETE', '/policy/roles/delete', {}],
  ['POST', '/policy/permissions/add', { name: 'x', role_id: 5555 }],
  ['POST', '/policy/permissions/edit', { id: 1, action: 'fly' }],
  ['DELETE', '/policy/permissions/delete', { id: 'all' }],
  ['POST', '/market/items/add', '{"title": "broken json"'],
];

describe('bad input on every mutation answers 400 with code 1000 and leaves the database unchanged', () => {
  it('the table below covers every mutation the market, content and admin modules serve', () => {
    const isRead = (method: string, path: string) =>
      method === 'GET' ||
      /\/(list|get_by_id|get_by_url|get-comments|list_by_virtual_path)$|\/list\/|\/lookup\//.test(path);
    const mutations = [marketRoutes, contentRoutes, linkTemplateRoutes, entityUrlRoutes, adminRoutes]
      .flatMap((routes) => routes.routes)
      .filter((route) => !isRead(route.method, route.path))
      .map((route) => `${route.method} ${route.path.replace(/\/:id(\{[^}]*\})?$/, '/:id')}`);
    const covered = new Set(
      badInputs.map(([method, path]) => `${method} ${path.replace(/\/(\d+|abc)$/, '/:id')}`),
    );
    expect(mutations.length).toBeGreaterThan(60);
    expect(mutations.filter((mutation) => !covered.has(mutation))).toEqual([]);
  });

  it.each(badInputs)('%s %s %j', async (method, path, body) => {
    const before = await fingerprint(sandbox.db);
    const response = await sandbox.call(
      method,
      path,
      body,
      path.includes('creare-comment') ? 'demo' : 'admin',
    );
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 1000, message: expect.any(String) });
    expect(await fingerprint(sandbox.db)).toBe(before);
  });
});

describe('"allowed only for a user whose role is admin": every mutation is refused for demo (403) and for guests (401)', () => {
  const seen = new Set<string>();
  const mutations = badInputs.filter(([method, path]) => {
    const key = `${method} ${path}`;
    if (seen.has(key) || path.includes('creare-comment')) return false;
    seen.add(key);
    return true;
  });

  it.each(mutations)('%s %s', async (method, path, body) => {
    const before = await fingerprint(sandbox.db);
    expect((await sandbox.call(method, path, body, 'demo')).status).toBe(403);
    expect((await sandbox.call(method, path, body, 'guest')).status).toBe(401);
    expect(await fingerprint(sandbox.db)).toBe(before);
  });
});
