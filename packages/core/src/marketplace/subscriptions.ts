import type { Subscription } from '../schemas/lot';

/**
 * marketplace-content.md §2.5: "A paged list showing only enabled subscriptions … Cards are grouped
 * in chunks of 5; within a chunk they are sorted by the count of items plus packages, ascending."
 */
export const SUBSCRIPTION_CHUNK = 5;

const contentCount = (subscription: Pick<Subscription, 'lot_items' | 'lot_packages'>) =>
  subscription.lot_items.length + subscription.lot_packages.length;

export function subscriptionChunks<T extends Pick<Subscription, 'enabled' | 'lot_items' | 'lot_packages'>>(
  subscriptions: readonly T[],
): T[][] {
  const enabled = subscriptions.filter((subscription) => subscription.enabled);
  const chunks: T[][] = [];
  for (let start = 0; start < enabled.length; start += SUBSCRIPTION_CHUNK) {
    // A stable sort keeps the server's order between cards with the same count.
    chunks.push(
      enabled.slice(start, start + SUBSCRIPTION_CHUNK).sort((a, b) => contentCount(a) - contentCount(b)),
    );
  }
  return chunks;
}

/**
 * marketplace-content.md §9: "Subscription card slots by width: [10,10,10,10,10] below 700 px;
 * [10,10,10,10,15] below 1300 px; otherwise [5,5,5,10,15]." Card n of a chunk takes slot n as its relative
 * width in the chunk's row (the spec gives the numbers, not their unit). Each band is the media
 * query of the viewport widths it holds at: a stylesheet applies them, so a chunk drawn on a
 * server, which knows no viewport, is laid out as the browser will lay it out. A band ends just
 * below its bound (699.98 px: the largest width under 700 a browser rounds to).
 */
export const SUBSCRIPTION_SLOTS_BY_WIDTH: readonly {
  readonly media: string;
  readonly slots: readonly [number, number, number, number, number];
}[] = [
  { media: '(max-width: 699.98px)', slots: [10, 10, 10, 10, 10] },
  { media: '(min-width: 700px) and (max-width: 1299.98px)', slots: [10, 10, 10, 10, 15] },
  { media: '(min-width: 1300px)', slots: [5, 5, 5, 10, 15] },
];
