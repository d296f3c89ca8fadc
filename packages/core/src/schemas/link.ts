import { IdSchema } from './common';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

/** A header/footer page link with its sub-links and their order. */
export const PageLinkSchema = lazySchema(() => z.looseObject({
  id: IdSchema,
  title: z.string(),
  url: z.string(),
  enabled: z._default(z.boolean(), true),
  get sub_links() {
    return z._default(z.array(PageLinkSchema), []);
  },
  sub_links_order: z._default(z.array(IdSchema), []),
}));
export type PageLink = z.infer<typeof PageLinkSchema>;

/** The outer page list: page_links and page_links_order. */
export const PageListSchema = lazySchema(() => z.looseObject({
  page_links: z._default(z.array(PageLinkSchema), []),
  page_links_order: z._default(z.array(IdSchema), []),
}));
export type PageList = z.infer<typeof PageListSchema>;

export const SocialLinkSchema = lazySchema(() => z.looseObject({
  id: IdSchema,
  title: z.string(),
  url: z.string(),
  image_url: z.optional(z.string()),
  enabled: z._default(z.boolean(), true),
}));
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** Link template: page_list and social_list (plus id and url for get_by_url). */
export const LinkTemplateSchema = lazySchema(() => z.looseObject({
  id: z.optional(IdSchema),
  url: z.optional(z.string()),
  page_list: z._default(PageListSchema, { page_links: [], page_links_order: [] }),
  social_list: z._default(z.array(SocialLinkSchema), []),
}));
export type LinkTemplate = z.infer<typeof LinkTemplateSchema>;

/** POST /link/template/add: template data (shape beyond the lists not shown; extras pass). */
export const LinkTemplateAddPayloadSchema = lazySchema(() => z.looseObject({
  url: z.string().check(z.minLength(1)),
  page_list: z.optional(PageListSchema),
  social_list: z.optional(z.array(SocialLinkSchema)),
}));
export type LinkTemplateAddPayload = z.input<typeof LinkTemplateAddPayloadSchema>;
export const LinkTemplateEditPayloadSchema = lazySchema(() => z.extend(z.partial(LinkTemplateAddPayloadSchema), { id: IdSchema }));
export type LinkTemplateEditPayload = z.input<typeof LinkTemplateEditPayloadSchema>;
