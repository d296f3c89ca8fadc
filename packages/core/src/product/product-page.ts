import { productLink } from '../cart/product-link';
import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { packageItemSlug } from '../lots/package-items';
import type { Lot, PackageItem } from '../schemas/lot';

/**
 * marketplace-content.md §2.6: "Gallery/tab order: gallery, tech specification, capabilities": the item
 * page's sections, their anchors and headings.
 */
export const PRODUCT_SECTIONS = [
  { id: 'gallery', title: m.product_gallery },
  { id: 'tech-specification', title: m.product_tech_specification },
  { id: 'capabilities', title: m.product_capabilities },
] as const;

/** marketplace-content.md §9: "Package side list scroll step 80 px." */
export const SIDE_LIST_STEP_PX = 80;

/** marketplace-content.md §9: "Package item detail text says 'Database Reset: YES'." */
export const DATABASE_RESET_TEXT = m.product_database_reset;

/** marketplace-content.md §2.1: "/AISubscription: Target of a Get Started button". */
export const GET_STARTED_HREF = '/AISubscription';

/** The page of an item inside a package: `/marketplace/product/package/{id}/item/{slug}`. */
export function packageItemLink(pkg: Pick<Lot, 'id'>, item: Pick<PackageItem, 'title'>): string {
  return `${productLink({ id: pkg.id, lot_type: 'package' })}/item/${packageItemSlug(item)}`;
}

export interface SideListEntry {
  id: number;
  title: string;
  href: string;
  /** The item the address's slug chose ("The selected item follows the slug in the url"). */
  current: boolean;
  /** "each item expands to anchors for gallery, tech specification, capabilities". */
  anchors: { href: string; title: string }[];
}

/** The package-item page's side list: every item of the package, the one the slug names marked. */
export function sideListEntries(
  pkg: Pick<Lot, 'id' | 'lot_items'>,
  slug: string,
  locale: Locale,
): SideListEntry[] {
  return pkg.lot_items.map((item) => {
    const href = packageItemLink(pkg, item);
    return {
      id: item.id,
      title: item.title,
      href,
      current: packageItemSlug(item) === slug,
      anchors: PRODUCT_SECTIONS.map((section) => ({
        href: `${href}#${section.id}`,
        title: section.title(locale),
      })),
    };
  });
}

/** The capabilities block of a lot or package item: its name (default "Capabilities") and list. */
export function capabilitiesOf(
  lot: Pick<Lot | PackageItem, 'data'>,
  locale: Locale,
): { title: string; list: string[] } {
  const block = lot.data?.block_capabilities;
  return {
    title: block?.name_block.trim() || m.product_capabilities(locale),
    list: (block?.list_capabilities ?? []).filter((entry) => entry.trim() !== ''),
  };
}
