import type { Lot, PackageItem } from '../schemas';

/**
 * The slug of an item inside a package (`/marketplace/product/package/{id}/item/{slug}`; the spec
 * does not say how a slug is made, so: the item's title in lower case, runs of anything but letters
 * and digits turned into one dash, accents dropped).
 */
export function packageItemSlug(item: Pick<PackageItem, 'title'>): string {
  return item.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents, split off by NFKD
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The item of the package the slug chooses; undefined when it is not in the package ("the user goes to /404"). */
export function packageItemBySlug(pkg: Pick<Lot, 'lot_items'>, slug: string): PackageItem | undefined {
  return pkg.lot_items.find((item) => packageItemSlug(item) === slug);
}
