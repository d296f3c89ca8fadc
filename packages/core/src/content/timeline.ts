import { z } from '../schemas/zod';
import { lazySchema } from '../schemas/lazy-schema';

/**
 * A timeline card (marketplace-content.md §3): id, title, yearComment, year, url (image), text, placement and
 * rotation.
 */
const TimelineCardSchema = lazySchema(() =>
  z.looseObject({
    id: z.int(),
    title: z.string(),
    yearComment: z._default(z.string(), ''),
    year: z.int(),
    url: z.optional(z.string()),
    text: z._default(z.string(), ''),
    placement: z.optional(z.string()),
    rotation: z.optional(z.number()),
  }),
);
export type TimelineCard = z.infer<typeof TimelineCardSchema>;

/**
 * The dated cards an article's data carries (`{ list: [...] }`, as post 39 does), by year; a
 * malformed card is left out, never shown half. Data without cards gives none (the page then
 * shows its default content).
 */
export function timelineCards(data: unknown): TimelineCard[] {
  const list = (data as { list?: unknown } | null | undefined)?.list;
  if (!Array.isArray(list)) return [];
  return list
    .flatMap((card) => {
      const parsed = TimelineCardSchema.safeParse(card);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => a.year - b.year);
}
