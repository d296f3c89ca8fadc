// The core's own API client, pointed at the sandbox in-process: every path and shape the
// client uses for the market, content and admin calls must be served and must parse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENABLED_ONLY,
  createClient,
  createContentApi,
  createEntityUrlApi,
  createLinkTemplateApi,
  createMarketApi,
  createMicroServiceApi,
  createPolicyApi,
  createReferralApi,
  createRewardApi,
  createStreamingTemplateApi,
} from '@rdc/core';
import { openMarketSandbox, type MarketSandbox, type Who } from '../test-support/market-sandbox';

let sandbox: MarketSandbox;
beforeAll(async () => {
  sandbox = await openMarketSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

function apisFor(who: Who) {
  const client = createClient({
    baseUrl: 'http://sandbox.test/api/v1',
    fetch: (request) => sandbox.app.fetch(sandbox.withUser(request, who)),
  });
  return {
    market: createMarketApi(client),
    content: createContentApi(client),
    links: createLinkTemplateApi(client),
    entityUrls: createEntityUrlApi(client),
    rewards: createRewardApi(client),
    streaming: createStreamingTemplateApi(client),
    referral: createReferralApi(client),
    ms: createMicroServiceApi(client),
    policy: createPolicyApi(client),
  };
}

describe('storefront reads through the core client, as a visitor', () => {
  const { market, content, links, entityUrls } = apisFor('guest');

  it('market lists and gets', async () => {
    expect(
      (await market.items.list({ pagination: { limit: 10 }, search: 'a' })).list.length,
    ).toBeLessThanOrEqual(10);
    expect((await market.periods.list()).list.map((p) => p.length)).toEqual([1, 3, 6, 12]);
    const subscriptions = await market.subscriptions.list({
      pagination: { offset: 0, limit: 5 },
      where: ENABLED_ONLY,
    });
    expect(subscriptions.list.every((s) => s.enabled)).toBe(true);
    expect((await market.subscriptions.getById({ id: 1 })).lot_type).toBe('subscription');
    expect((await market.coinsPackages.list({ where: ENABLED_ONLY })).count).toBe(8);
    expect((await market.coinsPackages.getById({ id: 1 })).lot_type).toBe('coin');
    expect((await market.categories.list()).count).toBeGreaterThan(10);
    expect(
      (await market.categories.listByVirtualPath({ virtual_path: '', manufacturer_id: 2 })).count,
    ).toBeGreaterThan(0);
    expect(
      (await market.items.listByVirtualPath({ virtual_path: '/', virtual_name: 'data-packages' })).count,
    ).toBe(2);
    expect((await market.items.get(12)).id).toBe(12);
    expect(
      (await market.manufacturers.list({ pagination: { offset: 0, limit: 6 } })).count,
    ).toBeGreaterThanOrEqual(4);
    expect((await market.manufacturers.listByIds({ ids: [1, 2] })).count).toBe(2);
    expect(
      (await market.packages.list({ pagination: { offset: 5, limit: 5 }, where: ENABLED_ONLY })).list,
    ).toHaveLength(5);
    expect((await market.packages.get(3)).lot_type).toBe('package');
    expect((await market.slides.list()).count).toBe(5);
    expect((await market.slideGroups.list()).count).toBe(2);
    expect((await market.slideGroups.getById({ id: 1 })).url).toBe('/');
    expect((await market.slideGroups.getByUrl({ url: '/' })).slides.length).toBe(4);
    expect((await market.slideGroups.listBySlide(1)).count).toBe(2);
    expect((await market.slideGroups.listBySlider(1)).count).toBe(1);
    expect((await market.sliders.list()).count).toBe(2);
    expect((await market.sliders.lookup(1)).images?.length).toBe(3);
  });

  it('content reads', async () => {
    const latest = await content.posts.list({ sort: 'latest' });
    expect(latest.list).toHaveLength(5);
    expect((await content.posts.getById({ id: 112 })).caption).toBe('Creators Corner');
    const comments = await content.posts.getComments({ post_id: 112 });
    expect(comments.count).toBeGreaterThan(0);
    expect((await content.postCategories.list({ limit: 10 })).count).toBe(4);
    const pages = await content.pages.list();
    expect(pages.list[0]?.data).toMatchObject({ title: 'EULA' });
    const header = await links.getByUrl({ url: 'header' });
    expect(header.page_list.page_links.length).toBe(4);
    expect((await entityUrls.get('/welcome-to-the-future')).type).toBe('content:post');
    expect((await entityUrls.get('marketplace/product/item/5')).type).toBe('market:item');
    expect((await entityUrls.get('/nothing/here')).type).toBe('not-found');
  });

  it('a visitor cannot write', async () => {
    await expect(market.manufacturers.add({ title: 'Nope' })).rejects.toMatchObject({ status: 401 });
    await expect(content.posts.createComment({ post_id: 38, text: 'hi' })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('admin calls through the core client', () => {
  const { market, content, links, entityUrls, rewards, streaming, referral, ms, policy } = apisFor('admin');

  it('market writes: add, edit, toggle, delete (DELETE manufacturers/delete/{id})', async () => {
    const maker = await market.manufacturers.add({
      title: 'Orbital Works',
      image_url: '/api/v1/media/manufacturer/7.svg',
    });
    expect((await market.manufacturers.edit({ id: maker.id, title: 'Orbital Works Ltd' })).title).toBe(
      'Orbital Works Ltd',
    );
    const item = await market.items.add({
      title: 'Probe',
      lot_type: 'item',
      price: { USD: 100, RDC: 1000 },
      category_id: 3,
      manufacturer_id: maker.id,
    });
    expect(
      (
        await market.items.listAdmin({
          where: [{ field: 'manufacturer_id', condition: '=', value: [String(maker.id)] }],
        })
      ).list.map((i) => i.id),
    ).toEqual([item.id]);
    const coin = await market.coinsPackages.add({ count: 123_00, price: { USD: 150 } });
    expect(coin?.count).toBe(12_300);
    const slide = await market.slides.add({
      background_type: 'Video',
      background_url: '/api/v1/media/video/9.svg',
      template: 'default',
      title: '',
      description: '',
      enabled: true,
    });
    expect((await market.slides.toggle({ id: slide.id })).enabled).toBe(false);
    const group = await market.slideGroups.add({
      url: '/promo',
      duration: 5,
      slides: [],
      slides_order: [slide.id],
      enabled: true,
    });
    expect((await market.slideGroups.toggle({ id: group.id })).enabled).toBe(false);
    expect(await market.slideGroups.delete({ id: group.id })).toBe(true);
    expect(await market.items.delete({ id: item.id })).toBe(true);
    expect(await market.manufacturers.delete(maker.id)).toBe(true);
  });

  it('content writes, link templates and entity URLs', async () => {
    const category = await content.postCategories.create({ title: 'Patch Notes' });
    expect((await content.postCategories.edit({ id: category.id, title: 'Patches' })).title).toBe('Patches');
    const created = await content.posts.add({
      caption: 'Patch 1.5',
      text: '<p>Fixes</p>',
      category_id: category.id,
    });
    expect((await content.posts.list({ category_id: category.id })).list.map((p) => p.id)).toEqual([
      created.id,
    ]);
    expect(await content.posts.delete({ id: created.id })).toBe(true);
    expect(await content.postCategories.delete({ id: category.id })).toBe(true);
    await content.posts.createComment({ post_id: 38, text: 'Admin says hi' });
    const page = await content.pages.add({ data: JSON.stringify({ hello: 'world' }) });
    expect((await content.pages.edit({ id: page.id, data: '{"hello":"again"}' })).data).toBe(
      '{"hello":"again"}',
    );
    expect(await content.pages.delete({ id: page.id })).toBe(true);
    const template = await links.add({ url: 'mobile-menu' });
    expect((await links.list()).list.map((t) => t.url)).toContain('mobile-menu');
    expect(await links.delete({ id: template.id ?? 0 })).toBe(true);
    expect(
      (await entityUrls.update({ url: '/old-news', type: 'content:post', entity_id: 5 })).entity_id,
    ).toBe(5);
    expect((await entityUrls.list()).list.map((e) => e.url)).toContain('/old-news');
  });

  it('rewards, streaming templates, referral codes, micro-services, roles and permissions', async () => {
    const reward = await rewards.add({ title: 'Hull decal' });
    const rewardId = reward.id ?? 0;
    expect((await rewards.get(rewardId)).id).toBe(rewardId);
    expect((await rewards.update(rewardId, { title: 'Hull decal (gold)' })).title).toBe('Hull decal (gold)');
    expect((await rewards.list()).count).toBeGreaterThan(0);
    expect(await rewards.delete(rewardId)).toBe(true);

    const template = await streaming.add({ title: 'Intro' });
    expect((await streaming.update(template.id ?? 0, { title: 'Outro' })).title).toBe('Outro');
    expect((await streaming.list()).count).toBeGreaterThan(0);
    expect(await streaming.delete(template.id ?? 0)).toBe(true);

    const code = await referral.create({ code: await referral.generateShort() });
    expect(code.owner_id).toBe(2);
    expect((await referral.edit({ id: code.id, description: 'x' })).description).toBe('x');
    expect((await referral.listByUser(2)).list.map((c) => c.id)).toContain(code.id);
    expect((await referral.generateLong()).length).toBeGreaterThan(16);
    expect((await referral.list()).count).toBeGreaterThan(0);

    const service = await ms.add({ name: 'chat' });
    const route = await ms.routes.add({ ms_id: service.id, path: '/send' });
    expect((await ms.routes.edit({ id: route.id, method: 'POST' })).method).toBe('POST');
    expect((await ms.routes.list()).count).toBeGreaterThan(0);
    expect(await ms.routes.delete({ id: route.id ?? 0 })).toBe(true);
    expect((await ms.edit({ id: service.id, enabled: false })).enabled).toBe(false);
    expect((await ms.list()).count).toBeGreaterThan(0);
    expect(await ms.delete({ id: service.id ?? 0 })).toBe(true);

    const role = await policy.roles.add({ name: 'editor' });
    const permission = await policy.permissions.add({
      name: 'posts.write',
      role_id: role.id,
      resource: 'post',
      action: 'write',
    });
    expect((await policy.permissions.edit({ id: permission.id, action: 'delete' })).action).toBe('delete');
    expect((await policy.roles.edit({ id: role.id, description: 'Edits posts' })).description).toBe(
      'Edits posts',
    );
    expect((await policy.permissions.list()).count).toBe(1);
    expect((await policy.roles.list()).count).toBe(1);
    expect(await policy.permissions.delete({ id: permission.id ?? 0 })).toBe(true);
    expect(await policy.roles.delete({ id: role.id ?? 0 })).toBe(true);
  });
});

describe('a logged-in non-admin', () => {
  const { market, content, rewards } = apisFor('demo');

  it('may comment but not manage', async () => {
    await content.posts.createComment({ post_id: 38, text: 'Demo was here' });
    const comments = await content.posts.getComments({ post_id: 38 });
    expect(comments.list.map((c) => c.text)).toContain('Demo was here');
    await expect(market.packages.delete({ id: 1 })).rejects.toMatchObject({ status: 403 });
    await expect(rewards.list()).rejects.toMatchObject({ status: 403 });
  });
});
