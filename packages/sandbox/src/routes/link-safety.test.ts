// "Admin link templates accept javascript: and data: URLs, rendered as href in the header, footer
// and mobile menu (only the CSP stops them). Refuse them on write and never render them."
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMarketSandbox, type MarketSandbox } from '../test-support/market-sandbox';

let sandbox: MarketSandbox;
beforeAll(async () => {
  sandbox = await openMarketSandbox();
});
afterAll(() => sandbox.close());

const template = (url: string, where: 'page' | 'sub' | 'social' = 'page') => ({
  url: `nav-${Math.random().toString(36).slice(2)}`,
  page_list: {
    page_links: [
      {
        id: 1,
        title: 'Top',
        url: where === 'page' ? url : '/',
        sub_links: where === 'sub' ? [{ id: 2, title: 'Sub', url }] : [],
      },
    ],
    page_links_order: [1],
  },
  social_list: where === 'social' ? [{ id: 3, title: 'Discord', url }] : [],
});

describe('link templates take safe links only', () => {
  const unsafe = [
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ];
  for (const url of unsafe) {
    for (const where of ['page', 'sub', 'social'] as const) {
      it(`refuses ${JSON.stringify(url)} as a ${where} link (400 code 1000), on add and on edit`, async () => {
        const added = await sandbox.call('POST', '/link/template/add', template(url, where), 'admin');
        expect(added.status).toBe(400);
        expect(added.json).toMatchObject({ code: 1000 });
        expect(added.json.message).toContain('a link must be http(s), mailto or a path on the site');
        const header = (await sandbox.call('POST', '/link/template/get_by_url', { url: 'header' })).json;
        const edited = await sandbox.call(
          'POST',
          '/link/template/edit',
          { id: header.id, ...template(url, where), url: 'header' },
          'admin',
        );
        expect(edited.status).toBe(400);
      });
    }
  }

  it('takes http(s), mailto, paths, queries and fragments', async () => {
    for (const url of [
      'https://example.com/x',
      'http://example.com',
      'mailto:pilots@rdc.test',
      '/marketplace',
      'articles/39',
      '?tab=2',
      '#FAQ',
    ]) {
      expect((await sandbox.call('POST', '/link/template/add', template(url), 'admin')).status, url).toBe(
        200,
      );
    }
  });

  it("bounds a link's title and address", async () => {
    expect(
      (await sandbox.call('POST', '/link/template/add', template(`/${'x'.repeat(5000)}`), 'admin')).status,
    ).toBe(400);
  });
});
