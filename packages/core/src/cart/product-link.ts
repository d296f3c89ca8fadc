import { isProductLotType } from '../lots/product-lots';
import type { LineIdentity } from './lines';

/**
 * "Product detail links by lot type: /marketplace/product/item/{id}, /marketplace/product/package/{id},
 * /marketplace/product/subscription/{id}. Plans and coins have no detail link."
 */
export function productLink(line: LineIdentity): string | null {
  return isProductLotType(line.lot_type)
    ? `/marketplace/product/${line.lot_type}/${encodeURIComponent(String(line.id))}`
    : null;
}
