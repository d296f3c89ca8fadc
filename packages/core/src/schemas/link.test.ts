import { describe, expect, it } from 'vitest';
import { LinkTemplateAddPayloadSchema, LinkTemplateSchema, PageLinkSchema } from './link';

describe('link template', () => {
  it('reads page_list (page_links, page_links_order) with nested sub_links, and social_list', () => {
    const template = LinkTemplateSchema.parse({
      page_list: {
        page_links: [
          {
            id: 1,
            title: 'Creators Corner',
            url: '/creator-corners',
            enabled: true,
            sub_links: [{ id: 2, title: 'FAQ', url: '/creator-corners#FAQ', enabled: false }],
            sub_links_order: [2],
          },
        ],
        page_links_order: [1],
      },
      social_list: [{ id: 1, title: 'Discord', url: '#', image_url: '/d.svg', enabled: true }],
    });
    expect(template.page_list.page_links[0]?.sub_links[0]).toMatchObject({
      title: 'FAQ',
      enabled: false,
      sub_links: [],
    });
    expect(template.social_list[0]?.title).toBe('Discord');
  });

  it('an empty template gives empty lists', () => {
    expect(LinkTemplateSchema.parse({})).toEqual({
      page_list: { page_links: [], page_links_order: [] },
      social_list: [],
    });
  });

  it('a link needs id, title and url; enabled defaults to true', () => {
    expect(PageLinkSchema.parse({ id: 1, title: 'Games', url: '/welcome-to-the-future' }).enabled).toBe(true);
    expect(PageLinkSchema.safeParse({ id: 1, title: 'Games' }).success).toBe(false);
    expect(LinkTemplateAddPayloadSchema.safeParse({ url: '' }).success).toBe(false);
  });
});
