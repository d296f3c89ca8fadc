import { z } from '../schemas/zod';
import { lazySchema } from '../schemas/lazy-schema';

/** An FAQ question (marketplace-content.md §3 "FAQ block"): title, short_answer, details (id, title). */
const FaqQuestionSchema = lazySchema(() =>
  z.looseObject({
    id: z.int(),
    title: z.string(),
    short_answer: z.string(),
    details: z._default(z.array(z.looseObject({ id: z.int(), title: z.string() })), []),
  }),
);
export type FaqQuestion = z.infer<typeof FaqQuestionSchema>;

/** A creator's story card (marketplace-content.md §3 "Creator card"): id, title, description, bg. */
const CreatorCardSchema = lazySchema(() =>
  z.looseObject({
    id: z.int(),
    title: z.string(),
    description: z._default(z.string(), ''),
    bg: z.optional(z.string()),
  }),
);
export type CreatorCard = z.infer<typeof CreatorCardSchema>;

function validItems<T>(
  list: unknown,
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
): T[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * What the Creators Corner's server data supplies (post 112: `faq.questions`, `creators.authors`):
 * "static default content, replaced by server data when supplied" (marketplace-content.md §2.8). Malformed
 * entries are left out; a part with no valid entry is undefined, so the page keeps its default.
 */
export function creatorsPageData(data: unknown): {
  faq: FaqQuestion[] | undefined;
  stories: CreatorCard[] | undefined;
} {
  const page = (data ?? {}) as { faq?: { questions?: unknown }; creators?: { authors?: unknown } };
  const faq = validItems(page.faq?.questions, FaqQuestionSchema);
  const stories = validItems(page.creators?.authors, CreatorCardSchema);
  return { faq: faq.length > 0 ? faq : undefined, stories: stories.length > 0 ? stories : undefined };
}
