import { IdSchema } from './common';
import { z } from './zod';

/** A header/footer page link with its sub-links and their order. */
export const PageLinkSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  url: z.string(),
  enabled: z.boolean().default(true),
  get sub_links() {
    return z.array(PageLinkSchema).default([]);
  },
  sub_links_order: z.array(IdSchema).default([]),
});
export type PageLink = z.infer<typeof PageLinkSchema>;

/** The outer page list: page_links and page_links_order. */
export const PageListSchema = z.looseObject({
  page_links: z.array(PageLinkSchema).default([]),
  page_links_order: z.array(IdSchema).default([]),
});
export type PageList = z.infer<typeof PageListSchema>;

export const SocialLinkSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  url: z.string(),
  image_url: z.string().optional(),
  enabled: z.boolean().default(true),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** Link template: page_list and social_list (plus id and url for get_by_url). */
export const LinkTemplateSchema = z.looseObject({
  id: IdSchema.optional(),
  url: z.string().optional(),
  page_list: PageListSchema.default({ page_links: [], page_links_order: [] }),
  social_list: z.array(SocialLinkSchema).default([]),
});
export type LinkTemplate = z.infer<typeof LinkTemplateSchema>;

/** POST /link/template/add: template data (shape beyond the lists not shown; extras pass). */
export const LinkTemplateAddPayloadSchema = z.looseObject({
  url: z.string().min(1),
  page_list: PageListSchema.optional(),
  social_list: z.array(SocialLinkSchema).optional(),
});
export type LinkTemplateAddPayload = z.input<typeof LinkTemplateAddPayloadSchema>;
export const LinkTemplateEditPayloadSchema = LinkTemplateAddPayloadSchema.partial().extend({ id: IdSchema });
export type LinkTemplateEditPayload = z.input<typeof LinkTemplateEditPayloadSchema>;
