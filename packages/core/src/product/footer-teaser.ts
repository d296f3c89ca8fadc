import * as m from '../generated/messages';
import type { Lot } from '../schemas/lot';

/**
 * marketplace-content.md §2.6: "A teaser in the footer shows a struck-through USD 7000 and the text 'SAVE 30%
 * in package'" (the item page's footer). The struck amount is held, like every amount, in minor units and
 * written as money where it shows; the text is a message, written in the reader's language.
 */
export const FOOTER_TEASER = { struck: 700_000, currency: 'USD', text: m.product_save_in_package } as const;
/** The footer's teaser for a lot: an item's, else none. */
export const footerTeaser = (lot: Pick<Lot, 'lot_type'>): typeof FOOTER_TEASER | null =>
  lot.lot_type === 'item' ? FOOTER_TEASER : null;
