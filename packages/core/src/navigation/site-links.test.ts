import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../api/api';
import { createClient } from '../api/client';
import { createMemoryTokenStore } from '../api/token-store';
import { PageLinkSchema } from '../schemas/link';
import {
  defaultFooterLinks,
  defaultHeaderLinks,
  linksOf,
  loadSiteNavigation,
  orderedEnabledLinks,
} from './site-links';

const page = (id: number, title: string, extra: object = {}) =>
  PageLinkSchema.parse({ id, title, url: `/${title.toLowerCase()}`, ...extra });

afterEach(() => vi.restoreAllMocks());

describe('site navigation from the link templates (marketplace-content.md §2.7)', () => {
  it('"Only enabled links are shown, sorted by the stored order list", sub-links likewise', () => {
    const links = [
      page(1, 'Games'),
      page(2, 'Hidden', { enabled: false }),
      page(3, 'Community', {
        sub_links: [page(31, 'News'), page(32, 'Forum', { enabled: false }), page(33, 'Events')],
        sub_links_order: [33, 31],
      }),
      page(4, 'Unordered'),
    ];
    const ordered = orderedEnabledLinks(links, [3, 2, 1]);
    expect(ordered.map((link) => link.title)).toEqual(['Community', 'Games', 'Unordered']);
    expect(ordered[0]?.subLinks.map((link) => link.title)).toEqual(['Events', 'News']);
  });

  it('never renders a javascript:, data: or vbscript: link stored in a template, at any level', () => {
    const links = [
      page(1, 'Games'),
      page(2, 'Evil', { url: 'javascript:alert(document.cookie)' }),
      page(3, 'Community', {
        sub_links: [
          page(31, 'News'),
          page(32, 'Data', { url: 'data:text/html,<script>alert(1)</script>' }),
          page(33, 'Vb', { url: ' VBScript:x' }),
        ],
      }),
    ];
    const shown = orderedEnabledLinks(links, []);
    expect(shown.map((link) => link.url)).toEqual(['/games', '/community']);
    expect(shown[1]?.subLinks.map((link) => link.url)).toEqual(['/news']);
  });

  it('"or a built-in default (Games; Creators Corner with five sub-links; Community with three placeholder sub-links)" when the server supplies none', () => {
    const defaults = defaultHeaderLinks('en');
    expect(linksOf(null, defaults)).toBe(defaults);
    expect(linksOf({ page_links: [], page_links_order: [] }, defaults)).toBe(defaults);
    expect(defaults.map((link) => [link.title, link.subLinks.length])).toEqual([
      ['Games', 0],
      ['Creators Corner', 5],
      ['Community', 3],
      ['Marketplace', 0],
    ]);
  });

  it('a server that fails gives the defaults of both templates, never an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Nothing listens on port 9 (discard): every call is a network failure.
    const api = createApi(
      createClient({ baseUrl: 'http://127.0.0.1:9/api/v1', tokens: createMemoryTokenStore() }),
    );
    await expect(loadSiteNavigation('en', api.linkTemplate)).resolves.toEqual({
      header: defaultHeaderLinks('en'),
      footer: defaultFooterLinks('en'),
    });
  });
});
