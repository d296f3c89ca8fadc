// @vitest-environment jsdom
// Core's content stores against this sandbox, in-process: the home page's news, a post's comment
// tree and writing comments and answers, and the creators program sign-up.
import {
  $profile,
  configure,
  createPostComments,
  loadNews,
  logout,
  login,
  signUpCreator,
  initialCreatorSignUpValues,
} from '@rdc/core';
import { resetConfig } from '@rdc/core/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type SandboxApp } from './app';

let app: SandboxApp;
let failComments = false;

beforeAll(async () => {
  app = await createApp({ log: () => {} });
  configure({
    apiBase: 'http://sandbox.test/api/v1',
    fetch: (request: Request) =>
      failComments && new URL(request.url).pathname.endsWith('/content/posts/get-comments')
        ? Promise.resolve(new Response('{"code":5002,"message":"database error"}', { status: 500 }))
        : app.fetch(request),
  });
});
afterEach(() => {
  failComments = false;
});
afterAll(async () => {
  logout();
  resetConfig();
  await app.close();
});

describe('news cards against the sandbox', () => {
  it('"Posts page size default 5, sorted descending by publish_at": the 5 latest news, media and dev posts', async () => {
    const cards = await loadNews();
    expect(cards).toHaveLength(5);
    const times = cards.map((card) => Date.parse(card.publish_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const card of cards) expect(['news', 'media', 'dev']).toContain(card.category);
    const { rows } = await app.db.query<{ newest: Date }>(
      "SELECT max(publish_at) AS newest FROM content_post WHERE type = 'post' AND enabled",
    );
    expect(times[0]).toBe(rows[0]?.newest.getTime());
  });
});

describe("a post's comments against the sandbox", () => {
  it('loads the comments of post 38 with their answers nested (with_sub: true)', async () => {
    const comments = createPostComments(38, 'en');
    expect(comments.$status.get()).toBe('loading');
    await comments.load();
    expect(comments.$status.get()).toBe('ready');
    const tree = comments.$comments.get();
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.some((node) => node.replies.length > 0)).toBe(true);
    const { rows } = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM content_comment WHERE post_id = 38 AND parent_id IS NULL',
    );
    expect(tree).toHaveLength(rows[0]?.n ?? -1);
  });

  it('a logged-in player writes a comment and an answer: the sending flag holds until the reloaded comments arrive', async () => {
    await login({ alias: 'demo', password: 'demo1234', rememberMe: false }, 'en');
    expect($profile.get().alias).toBe('demo');
    const comments = createPostComments(112, 'en');
    await comments.load();
    const seen: boolean[] = [];
    const stop = comments.$sending.listen((sending) => seen.push(sending));
    const sent = comments.send('  A new comment from the test  ');
    expect(comments.$sending.get()).toBe(true);
    expect(await sent).toEqual({ ok: true });
    stop();
    expect(seen).toEqual([true, false]);
    const mine = comments.$comments.get().find((node) => node.text === 'A new comment from the test');
    expect(mine).toMatchObject({ alias: 'demo', replies: [] });

    expect(await comments.send('An answer', mine?.id)).toEqual({ ok: true });
    const parent = comments.$comments.get().find((node) => node.id === mine?.id);
    expect(parent?.replies.map((node) => node.text)).toEqual(['An answer']);
    logout();
  });

  it('a guest cannot write one: the failure is returned quietly and nothing is added', async () => {
    const comments = createPostComments(112, 'en');
    await comments.load();
    const before = comments.$comments.get();
    expect(await comments.send('Guest text')).toEqual({ ok: false, reason: 'failed' });
    expect(comments.$sending.get()).toBe(false);
    expect(comments.$comments.get()).toBe(before);
    expect(await comments.send('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('"Comment and content API failures: swallowed": a failed load is the error status, and a retry recovers', async () => {
    failComments = true;
    const comments = createPostComments(38, 'en');
    await comments.load();
    expect(comments.$status.get()).toBe('error');
    failComments = false;
    await comments.load();
    expect(comments.$status.get()).toBe('ready');
  });
});

describe('the creators program sign-up against the sandbox', () => {
  it('registers the account with bdate as month/day/year and signs it in', async () => {
    const result = await signUpCreator(
      {
        ...initialCreatorSignUpValues(),
        alias: 'creatornova',
        email: 'creatornova@rdc.test',
        password: 'secret12',
        portfolio: 'https://nova.example/work',
        month: 12,
        day: 31,
        year: 1999,
      },
      'en',
    );
    expect(result).toEqual({ ok: true });
    expect($profile.get().alias).toBe('creatornova');
    const { rows } = await app.db.query<Record<string, unknown>>(
      "SELECT * FROM users WHERE alias = 'creatornova'",
    );
    expect(rows[0]).toMatchObject({ portfolio: 'https://nova.example/work', bdate: '12/31/1999' });
    logout();
  });

  it("an alias already taken: the server's message", async () => {
    const result = await signUpCreator(
      {
        ...initialCreatorSignUpValues(),
        alias: 'demo',
        email: 'other@rdc.test',
        password: 'secret12',
        portfolio: 'x',
      },
      'en',
    );
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ ok: false, message: 'this alias is already taken' });
  });
});
