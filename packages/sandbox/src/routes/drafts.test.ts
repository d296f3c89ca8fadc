// "Drafts are public. As admin, /post/add with enabled: false gives id 113; without a token
// /post/get_by_id {id: 113} answers 200 with the text, /articles/113 renders it, comments on it are
// accepted, and /page/list lists disabled pages. A post whose publish_at is in the future is on the
// home page at once. Only admin calls see disabled or unpublished posts and pages; the public gets 404."
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMarketSandbox, type MarketSandbox } from '../test-support/market-sandbox';

let sandbox: MarketSandbox;
let draftId: number;
let scheduledId: number;
beforeAll(async () => {
  sandbox = await openMarketSandbox();
  const add = (body: object) =>
    sandbox.call('POST', '/post/add', { caption: 'Secret', text: 'not yet', ...body }, 'admin');
  draftId = (await add({ caption: 'Draft', enabled: false })).json.id;
  scheduledId = (
    await add({ caption: 'Scheduled', publish_at: new Date(Date.now() + 7 * 86_400_000).toISOString() })
  ).json.id;
});
afterAll(() => sandbox.close());

describe("drafts and scheduled posts are an admin's only", () => {
  it('the public gets 404 for a disabled post and for one whose publish_at is still to come; an admin reads both', async () => {
    for (const id of [draftId, scheduledId]) {
      const publicRead = await sandbox.call('POST', '/post/get_by_id', { id });
      expect(publicRead.status).toBe(404);
      expect(publicRead.json).toEqual({ code: 1000, message: `post ${id} not found` });
      expect((await sandbox.call('POST', '/post/get_by_id', { id }, 'demo')).status).toBe(404);
      expect((await sandbox.call('POST', '/post/get_by_id', { id }, 'admin')).status).toBe(200);
    }
  });

  it('the post list (home page news, timeline) never holds them, whoever asks', async () => {
    for (const who of ['guest', 'demo', 'admin'] as const) {
      const { json } = await sandbox.call('POST', '/post/list', { sort: 'latest', limit: 100 }, who);
      const ids = (json.list as { id: number }[]).map((post) => post.id);
      expect(ids).not.toContain(draftId);
      expect(ids).not.toContain(scheduledId);
    }
  });

  it('comments on a hidden post are refused (404) and cannot be read', async () => {
    const written = await sandbox.call(
      'POST',
      '/content/posts/creare-comment',
      { post_id: draftId, text: 'first!' },
      'demo',
    );
    expect(written.status).toBe(404);
    expect((await sandbox.call('POST', '/content/posts/get-comments', { post_id: scheduledId })).status).toBe(
      404,
    );
  });

  it('/page/list hides disabled pages from the public, not from an admin', async () => {
    const page = (
      await sandbox.call(
        'POST',
        '/page/add',
        { title: 'Hidden page', url: '/hidden', enabled: false, data: '{}' },
        'admin',
      )
    ).json;
    const idsFor = async (who: 'guest' | 'admin') =>
      ((await sandbox.call('POST', '/page/list', { limit: 1000 }, who)).json.list as { id: number }[]).map(
        (p) => p.id,
      );
    expect(await idsFor('guest')).not.toContain(page.id);
    expect(await idsFor('admin')).toContain(page.id);
  });
});
