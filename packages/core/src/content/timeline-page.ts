import { logIgnored } from '../log-ignored';
import { lazySchema } from '../schemas/lazy-schema';
import { z } from '../schemas/zod';

/** The big block of the timeline's data (marketplace-content.md §3 "Timeline card": bigblock (year, headers, body)). */
const BigBlockSchema = lazySchema(() =>
  z.looseObject({
    year: z.optional(z.int()),
    headers: z._default(z.array(z.string()), []),
    body: z.string(),
  }),
);
export type TimelineBigBlock = z.infer<typeof BigBlockSchema>;

const TextSchema = lazySchema(() => z.string().check(z.minLength(1)));

/** The timeline page's own fields in an article's data; each is absent when missing or invalid. */
export interface TimelinePage {
  title?: string;
  /** The hero's image (the data's backgroundWrapper). */
  image?: string;
  bigblock?: TimelineBigBlock;
}

/**
 * The timeline's title, hero image and big block from an article's data (marketplace-content.md §3
 * "timeline data: title, backgroundWrapper, counterYear list, card list, bigblock"; the cards are
 * timelineCards'). A field that is there but invalid is left out and logged, never shown half and
 * never a crash: the page then shows its default for it.
 */
export function timelinePage(data: unknown): TimelinePage {
  if (typeof data !== 'object' || data === null) return {};
  const fields = data as Record<string, unknown>;
  const page: TimelinePage = {};
  const read = <T>(
    name: string,
    schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
  ): T | undefined => {
    if (fields[name] === undefined) return undefined;
    const parsed = schema.safeParse(fields[name]);
    if (parsed.success) return parsed.data;
    logIgnored(`the timeline's ${name}`, fields[name]);
    return undefined;
  };
  const title = read('title', TextSchema);
  const image = read('backgroundWrapper', TextSchema);
  const bigblock = read('bigblock', BigBlockSchema);
  if (title !== undefined) page.title = title;
  if (image !== undefined) page.image = image;
  if (bigblock !== undefined) page.bigblock = bigblock;
  return page;
}
