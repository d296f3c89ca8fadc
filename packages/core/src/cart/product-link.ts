import type { LineIdentity } from './lines';

/**
 * "Product detail links by lot type: /marketplace/product/item/{id}, /marketplace/product/package/{id},
 * /marketplace/product/subscription/{id}. Plans and coins have no detail link."
 */
export function productLink(line: LineIdentity): string | null {
  if (line.lot_type === 'item' || line.lot_type === 'package' || line.lot_type === 'subscription') {
    return `/marketplace/product/${line.lot_type}/${encodeURIComponent(String(line.id))}`;
  }
  return null;
}
