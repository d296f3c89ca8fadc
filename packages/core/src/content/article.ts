import { z } from '../schemas/zod';
import { lazySchema } from '../schemas/lazy-schema';

/** "Ids used by links: 112 Creators Corner, 39 Timeline, 38 Welcome To The Future" (marketplace-content.md §2.1). */
export const ARTICLE_IDS = { welcome: 38, timeline: 39, creators: 112 } as const;

const ArticleSectionSchema = lazySchema(() =>
  z.looseObject({ id: z.int(), title: z.string(), body: z.string() }),
);
export type ArticleSection = z.infer<typeof ArticleSectionSchema>;

/**
 * The titled sections an article's data may carry (`{ sections: [{ id, title, body }] }`, as post
 * 38 does). Data of another shape has none; a malformed section is left out, never shown half.
 */
export function articleSections(data: unknown): ArticleSection[] {
  const sections = (data as { sections?: unknown } | null | undefined)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section) => {
    const parsed = ArticleSectionSchema.safeParse(section);
    return parsed.success ? [parsed.data] : [];
  });
}
