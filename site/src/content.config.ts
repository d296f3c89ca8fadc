// The site's own content, from files (marketplace-content.md §2.8: "static default content,
// replaced by server data when supplied"): the legal pages, the landing pages' default texts, the
// creators FAQ and role cards. Each collection has a zod schema, so a malformed file fails the build.
import { defineCollection, z } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { ROLE_ICON_NAMES } from './components/content/role-icons';

/** /EULA, /Terms-Of-Service, /Privacy-Policy: markdown, one `##` section each, and every route it answers at. */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.object({
    title: z.string().min(1),
    summary: z.string().min(1),
    routes: z.array(z.string().min(1)).min(1),
  }),
});

/**
 * The creators FAQ (marketplace-content.md §3 "FAQ block"): six questions, each a short answer and a detail
 * list.
 */
const faq = defineCollection({
  loader: file('src/content/creators/faq.json'),
  schema: z.object({
    id: z.number().int(),
    title: z.string().min(1),
    short_answer: z.string().min(1),
    details: z.array(z.object({ id: z.number().int(), title: z.string().min(1) })).min(1),
  }),
});

/**
 * The six role cards (marketplace-content.md §2.8): Artists, Musician, 3d Artist, Streamer, YouTuber, Content
 * creator.
 */
const roles = defineCollection({
  loader: file('src/content/creators/roles.json'),
  schema: z.object({
    id: z.number().int(),
    title: z.string().min(1),
    description: z.string().min(1),
    /** One of the drawn role icons (components/content/role-icons.ts). */
    icon: z.enum(ROLE_ICON_NAMES),
  }),
});

const block = z.object({ title: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) });

/** The landing pages' default texts, one entry per page. */
const pages = defineCollection({
  loader: file('src/content/pages/pages.json'),
  schema: z.discriminatedUnion('id', [
    z.object({
      id: z.literal('home'),
      hero: z.object({ title: z.string(), lead: z.string() }),
      news: z.object({ title: z.string(), empty: z.string() }),
      overview: block,
      role: block.extend({ links: z.array(z.object({ label: z.string(), href: z.string() })) }),
      register: block.extend({ action: z.string() }),
    }),
    z.object({
      id: z.literal('creators'),
      banner: z.object({ title: z.string(), lead: z.string() }),
      overview: block,
      roles: z.object({ title: z.string(), lead: z.string() }),
      stories: z.object({
        title: z.string(),
        lead: z.string(),
        authors: z.array(z.object({ id: z.number().int(), title: z.string(), description: z.string() })),
      }),
      unreal: block.extend({ requirements: z.array(z.string().min(1)).min(1), download: z.string().url() }),
      faq: z.object({ title: z.string(), hint: z.string() }),
      signUp: block,
    }),
    z.object({
      id: z.literal('timeline'),
      title: z.string(),
      paragraphs: z.array(z.string().min(1)).min(1),
      image: z.string(),
      cards: z
        .array(
          z.object({
            id: z.number().int(),
            year: z.number().int(),
            title: z.string(),
            yearComment: z.string(),
            text: z.string(),
          }),
        )
        .length(8),
      callToAction: z.object({ label: z.string(), href: z.string() }),
    }),
  ]),
});

export const collections = { legal, faq, roles, pages };
