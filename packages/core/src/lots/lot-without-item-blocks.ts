import type { PackageItem } from '../schemas/lot';

/** A lot with items and packages. */
interface WithItems {
  readonly lot_items: PackageItem[];
  readonly lot_packages: PackageItem[];
}

/**
 * A lot as the browser's stores keep it: whole, except that its items and packages come without
 * their own product-page blocks (`data`: the spec tables, gallery and capabilities their own pages
 * show, about 6 kB an item in the demo catalogue). A card, a product footer, Buy now and a cart
 * line show a lot's title, picture, header, price and how many items and packages it holds, never
 * those blocks, which are most of a package's or subscription's answer: a page that carries the
 * answer, and every cart line, would otherwise carry them all. A page that shows an item's blocks
 * draws them on the server from the whole lot.
 */
export function lotWithoutItemBlocks<T extends WithItems>(lot: T): T {
  return {
    ...lot,
    lot_items: lot.lot_items.map(withoutBlocks),
    lot_packages: lot.lot_packages.map(withoutBlocks),
  };
}

const withoutBlocks = ({ data: _blocks, ...entry }: PackageItem): PackageItem => entry;
