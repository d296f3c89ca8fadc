import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommentSchema,
  EntityUrlSchema,
  LinkTemplateSchema,
  NewsCardSchema,
  PageListAnswerSchema,
  PageSchema,
  PostCategorySchema,
  PostSchema,
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
const PostList = listOf(PostSchema);
const CommentList = listOf(CommentSchema);

describe('posts', () => {
  it('"Posts page size default 5": /post/list without a limit answers five posts', async () => {
    const posts = PostList.parse((await post('/post/list', {})).json);
    expect(posts.list).toHaveLength(5);
    expect(posts.count).toBeGreaterThan(30);
  });

  it('"\'latest\' means descending" by publish_at, "otherwise ascending"', async () => {
    const latest = PostList.parse((await post('/post/list', { sort: 'latest', limit: 10 })).json).list.map(
      (p) => p.publish_at,
    );
    const oldest = PostList.parse((await post('/post/list', { sort: 'oldest', limit: 10 })).json).list.map(
      (p) => p.publish_at,
    );
    expect(latest).toEqual([...latest].sort().reverse());
    expect(oldest).toEqual([...oldest].sort());
    expect(latest[0]).not.toBe(oldest[0]);
  });

  it('pages with offset', async () => {
    const first = PostList.parse(
      (await post('/post/list', { sort: 'latest', offset: 0, limit: 3 })).json,
    ).list;
    const next = PostList.parse(
      (await post('/post/list', { sort: 'latest', offset: 3, limit: 3 })).json,
    ).list;
    expect(new Set([...first, ...next].map((p) => p.id)).size).toBe(6);
    expect(Date.parse(first.at(-1)?.publish_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(next[0]?.publish_at ?? ''),
    );
  });

  it.each(['news', 'media', 'dev'])('lists the %s category by category_id, as news cards', async (slug) => {
    const categories = listOf(PostCategorySchema).parse(
      (await post('/content/posts/categories/list', { search: slug })).json,
    ).list;
    const category = categories.find((c) => c.slug === slug);
    expect(category).toBeDefined();
    const posts = listOf(NewsCardSchema).parse(
      (await post('/post/list', { category_id: category?.id, limit: 50 })).json,
    );
    expect(posts.count).toBeGreaterThan(0);
    for (const card of posts.list) {
      expect(card.category).toBe(slug);
      expect(card.meta?.image_url).toMatch(/^\/api\/v1\/media\/post\//);
    }
  });

  it.each([
    [38, 'Welcome To The Future'],
    [39, 'Timeline'],
    [112, 'Creators Corner'],
  ])('get_by_id %i answers "%s"', async (id, caption) => {
    const { status, json } = await post('/post/get_by_id', { id });
    expect(status).toBe(200);
    expect(PostSchema.parse(json)).toMatchObject({ id, caption });
  });

  it('the timeline article carries its cards and big block', async () => {
    const timeline = PostSchema.parse((await post('/post/get_by_id', { id: 39 })).json) as {
      data?: { list?: unknown[]; bigblock?: unknown };
    };
    expect(timeline.data?.list?.length).toBeGreaterThan(0);
    expect(timeline.data?.bigblock).toMatchObject({ year: expect.any(Number) });
  });

  it('answers 404 for a post that does not exist', async () => {
    expect((await post('/post/get_by_id', { id: 5000 })).status).toBe(404);
  });
});

describe('comments', () => {
  it('get-comments with with_sub: true answers comments with their sub-comments nested', async () => {
    const { status, json } = await post('/content/posts/get-comments', { post_id: 38, with_sub: true });
    expect(status).toBe(200);
    const comments = CommentList.parse(json);
    expect(comments.count).toBeGreaterThan(0);
    const withAnswers = comments.list.filter((c) => c.sub_comments.length > 0);
    expect(withAnswers.length).toBeGreaterThan(0);
    for (const comment of comments.list) {
      expect(comment.post_id).toBe(38);
      for (const sub of comment.sub_comments)
        expect(sub).toMatchObject({ post_id: 38, parent_id: comment.id });
    }
  });

  it('with_sub: false answers only the top-level comments', async () => {
    const comments = CommentList.parse(
      (await post('/content/posts/get-comments', { post_id: 38, with_sub: false })).json,
    );
    expect(
      comments.list.every(
        (c) => c.sub_comments.length === 0 && (c as { parent_id?: unknown }).parent_id === null,
      ),
    ).toBe(true);
  });

  it('creare-comment (spelt so) refuses a visitor with 401', async () => {
    expect((await post('/content/posts/creare-comment', { post_id: 39, text: 'hello' })).status).toBe(401);
  });

  it("creare-comment adds a logged-in user's comment and an answer to it; get-comments then shows them nested", async () => {
    const created = await sandbox.call(
      'POST',
      '/content/posts/creare-comment',
      { post_id: 39, text: 'First flight today!' },
      'demo',
    );
    expect(created.status).toBe(200);
    const comment = CommentSchema.parse(created.json);
    expect(comment).toMatchObject({ post_id: 39, text: 'First flight today!', alias: 'demo' });
    const answer = await sandbox.call(
      'POST',
      '/content/posts/creare-comment',
      { post_id: 39, text: 'Congrats', parent_id: comment.id },
      'admin',
    );
    expect(answer.status).toBe(200);
    const comments = CommentList.parse(
      (await post('/content/posts/get-comments', { post_id: 39, with_sub: true })).json,
    );
    const mine = comments.list.find((c) => c.id === comment.id);
    expect(mine?.sub_comments.map((s) => s.text)).toEqual(['Congrats']);
  });

  it('refuses an answer to a comment of another post, and a comment on a missing post', async () => {
    const other = CommentList.parse((await post('/content/posts/get-comments', { post_id: 38 })).json)
      .list[0];
    const wrongParent = await sandbox.call(
      'POST',
      '/content/posts/creare-comment',
      { post_id: 112, text: 'x', parent_id: other?.id },
      'demo',
    );
    expect(wrongParent.status).toBe(400);
    expect(wrongParent.json).toMatchObject({ code: 1000 });
    const noPost = await sandbox.call(
      'POST',
      '/content/posts/creare-comment',
      { post_id: 99999, text: 'x' },
      'demo',
    );
    expect(noPost.status).toBe(404);
  });
});

describe('post categories', () => {
  it('list takes limit, offset, sort and search', async () => {
    const all = listOf(PostCategorySchema).parse((await post('/content/posts/categories/list', {})).json);
    expect(all.count).toBe(4);
    const page = listOf(PostCategorySchema).parse(
      (await post('/content/posts/categories/list', { limit: 2, offset: 1, sort: 'asc' })).json,
    );
    const titles = all.list.map((c) => c.title ?? '').sort();
    expect(page.list.map((c) => c.title)).toEqual(titles.slice(1, 3));
    const desc = listOf(PostCategorySchema).parse(
      (await post('/content/posts/categories/list', { sort: 'desc' })).json,
    );
    expect(desc.list.map((c) => c.title)).toEqual([...titles].reverse());
    const search = listOf(PostCategorySchema).parse(
      (await post('/content/posts/categories/list', { search: 'med' })).json,
    );
    expect(search.list.map((c) => c.title)).toEqual(['Media']);
  });
});

describe('pages', () => {
  it('"/page/list returns count and list with data parsed" from the stored JSON string', async () => {
    const { json } = await post('/page/list', {});
    const raw = listOf(PageSchema).parse(json);
    expect(typeof raw.list[0]?.data).toBe('string');
    const parsed = PageListAnswerSchema.parse(json);
    expect(parsed.count).toBe(3);
    expect(parsed.list[0]?.data).toMatchObject({ title: 'EULA', sections: expect.any(Array) });
  });

  it('stores the data of /page/add verbatim as a JSON string', async () => {
    const data = JSON.stringify({ blocks: [{ type: 'hero', title: 'Hi' }], n: 1 });
    const added = await sandbox.call(
      'POST',
      '/page/add',
      { title: 'Landing', url: '/landing', data },
      'admin',
    );
    expect(added.status).toBe(200);
    const page = PageSchema.parse(added.json);
    expect(page.data).toBe(data);
    const { rows } = await sandbox.db.query<{ data: string }>('SELECT data FROM content_page WHERE id = $1', [
      page.id,
    ]);
    expect(rows[0]?.data).toBe(data);
  });

  it('refuses page data that is not a JSON string', async () => {
    const response = await sandbox.call('POST', '/page/add', { title: 'Bad', data: '{not json' }, 'admin');
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 1000 });
    const objectData = await sandbox.call('POST', '/page/add', { title: 'Bad', data: { a: 1 } }, 'admin');
    expect(objectData.status).toBe(400);
  });
});

describe('link templates', () => {
  it('get_by_url answers page_list and social_list for the header, without credentials', async () => {
    const { status, json } = await post('/link/template/get_by_url', { url: 'header' });
    expect(status).toBe(200);
    const header = LinkTemplateSchema.parse(json);
    expect(header.page_list.page_links.map((l) => l.title)).toEqual([
      'Games',
      'Creators Corner',
      'Community',
      'Marketplace',
    ]);
    const creators = header.page_list.page_links.find((l) => l.title === 'Creators Corner');
    expect(creators?.sub_links).toHaveLength(5);
    expect(creators?.sub_links_order).toEqual(creators?.sub_links.map((l) => l.id));
  });

  it('the footer has social links with images served by the sandbox', async () => {
    const footer = LinkTemplateSchema.parse(
      (await post('/link/template/get_by_url', { url: 'footer' })).json,
    );
    expect(footer.social_list.length).toBeGreaterThan(0);
    for (const social of footer.social_list) expect(social.image_url).toMatch(/^\/api\/v1\/media\/social\//);
  });

  it('answers 404 for an unknown url', async () => {
    expect((await post('/link/template/get_by_url', { url: 'sidebar' })).status).toBe(404);
  });
});

describe('entity URLs: types market:item, content:post, unknown, not-found', () => {
  it.each([
    ['/welcome-to-the-future', 'content:post', 38],
    ['/articles/112', 'content:post', 112],
    ['/marketplace/product/item/12', 'market:item', 12],
    ['/marketplace/featured', 'market:item', 1],
    ['/forum', 'unknown', null],
    ['/no/such/page', 'not-found', null],
    ['/marketplace/product/item/99999', 'not-found', null],
  ])('GET /entity-url%s is %s without credentials', async (url, type, entityId) => {
    const { status, json } = await sandbox.call('GET', `/entity-url${url}`);
    expect(status).toBe(200);
    expect(EntityUrlSchema.parse(json)).toMatchObject({ type, entity_id: entityId });
  });

  it('PUT entity-url/update stores a url that GET then resolves; list shows it (admin)', async () => {
    const updated = await sandbox.call(
      'PUT',
      '/entity-url/update',
      { url: '/ships/vanguard', type: 'market:item', entity_id: 3 },
      'admin',
    );
    expect(updated.status).toBe(200);
    expect(
      EntityUrlSchema.parse((await sandbox.call('GET', '/entity-url/ships/vanguard')).json),
    ).toMatchObject({ type: 'market:item', entity_id: 3 });
    const list = listOf(EntityUrlSchema).parse(
      (await sandbox.call('GET', '/entity-url/list', undefined, 'admin')).json,
    );
    expect(list.list.map((entry) => entry.url)).toContain('/ships/vanguard');
  });

  it('update refuses an entity that does not exist', async () => {
    const response = await sandbox.call(
      'PUT',
      '/entity-url/update',
      { url: '/x', type: 'content:post', entity_id: 424242 },
      'admin',
    );
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 1000 });
  });
});
