import { IdSchema } from './common';
import { z } from './zod';
import { lazySchema } from './lazy-schema';
import { TEXT_LIMITS } from './limits';
import { isSafeLinkUrl } from './safe-link';

/** A header/footer page link with its sub-links and their order. */
export const PageLinkSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.string(),
    url: z.string(),
    enabled: z._default(z.boolean(), true),
    get sub_links() {
      return z._default(z.array(PageLinkSchema), []);
    },
    sub_links_order: z._default(z.array(IdSchema), []),
  }),
);
export type PageLink = z.infer<typeof PageLinkSchema>;

/** The outer page list: page_links and page_links_order. */
export const PageListSchema = lazySchema(() =>
  z.looseObject({
    page_links: z._default(z.array(PageLinkSchema), []),
    page_links_order: z._default(z.array(IdSchema), []),
  }),
);
export type PageList = z.infer<typeof PageListSchema>;

export const SocialLinkSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.string(),
    url: z.string(),
    image_url: z.optional(z.string()),
    enabled: z._default(z.boolean(), true),
  }),
);
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** Link template: page_list and social_list (plus id and url for get_by_url). */
export const LinkTemplateSchema = lazySchema(() =>
  z.looseObject({
    id: z.optional(IdSchema),
    url: z.optional(z.string()),
    page_list: z._default(PageListSchema, { page_links: [], page_links_order: [] }),
    social_list: z._default(z.array(SocialLinkSchema), []),
  }),
);
export type LinkTemplate = z.infer<typeof LinkTemplateSchema>;

/** An address a link template may store: see isSafeLinkUrl (no `javascript:`, `data:`, …). */
const LinkUrlPayloadSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.maxLength(TEXT_LIMITS.linkUrlLength),
      z.refine(isSafeLinkUrl, 'a link must be http(s), mailto or a path on the site'),
    ),
);
const LinkTitlePayloadSchema = lazySchema(() => z.string().check(z.maxLength(TEXT_LIMITS.linkTitleLength)));
const LinkOrderPayloadSchema = lazySchema(() =>
  z.array(IdSchema).check(z.maxLength(TEXT_LIMITS.linksPerList)),
);

/** A page link as an admin writes it: as read, with every address safe and every text bounded. */
const PageLinkPayloadSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: LinkTitlePayloadSchema,
    url: LinkUrlPayloadSchema,
    enabled: z._default(z.boolean(), true),
    get sub_links() {
      return z._default(z.array(PageLinkPayloadSchema).check(z.maxLength(TEXT_LIMITS.linksPerList)), []);
    },
    sub_links_order: z._default(LinkOrderPayloadSchema, []),
  }),
);

const SocialLinkPayloadSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: LinkTitlePayloadSchema,
    url: LinkUrlPayloadSchema,
    image_url: z.optional(LinkUrlPayloadSchema),
    enabled: z._default(z.boolean(), true),
  }),
);

/** POST /link/template/add: template data (shape beyond the lists not shown; extras pass). */
export const LinkTemplateAddPayloadSchema = lazySchema(() =>
  z.looseObject({
    url: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.linkUrlLength)),
    page_list: z.optional(
      z.looseObject({
        page_links: z._default(
          z.array(PageLinkPayloadSchema).check(z.maxLength(TEXT_LIMITS.linksPerList)),
          [],
        ),
        page_links_order: z._default(LinkOrderPayloadSchema, []),
      }),
    ),
    social_list: z.optional(z.array(SocialLinkPayloadSchema).check(z.maxLength(TEXT_LIMITS.linksPerList))),
  }),
);
export type LinkTemplateAddPayload = z.input<typeof LinkTemplateAddPayloadSchema>;
export const LinkTemplateEditPayloadSchema = lazySchema(() =>
  z.extend(z.partial(LinkTemplateAddPayloadSchema), { id: IdSchema }),
);
export type LinkTemplateEditPayload = z.input<typeof LinkTemplateEditPayloadSchema>;
