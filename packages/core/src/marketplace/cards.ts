import type { Category, Manufacturer } from '../schemas/market';
import { categoryPath } from './category-tree';
import { ALL_CATEGORIES } from './manufactory-filter';
import { manufactoryHref } from './manufactory-views';

/**
 * marketplace-content.md §2.3: "A card shows its image, or its title when the image is missing or is only a
 * slash."
 */
export function manufacturerImage(manufacturer: Pick<Manufacturer, 'image_url'>): string | null {
  const url = manufacturer.image_url?.trim() ?? '';
  return url === '' || url === '/' ? null : url;
}

/**
 * marketplace-content.md §2.3: "It links to the category view with the path parameter holding manufacturerId,
 * manufacturerTitle and category."
 */
export const manufacturerHref = (manufacturer: Pick<Manufacturer, 'id' | 'title'>): string =>
  manufactoryHref('category', {
    category: ALL_CATEGORIES,
    manufacturerId: manufacturer.id,
    manufacturerTitle: manufacturer.title,
  });

/**
 * marketplace-content.md §2.3: "A card links to the product view with the category path set to the card's
 * virtual_path followed by its virtual_name", keeping the manufacturer the view was opened for. A category
 * without both fields has no link (null).
 */
export function categoryHref(
  category: Category,
  owner: { manufacturerId?: number; manufacturerTitle?: string } = {},
): string | null {
  const path = categoryPath(category);
  return path === null ? null : manufactoryHref('product', { ...owner, category: path });
}
