import { createLotReadsApi } from '../api/domains/lot-reads';
import { getDomain } from '../config';
import { logIgnored } from '../log-ignored';
import { fetchLot, isLotShown, isProductLotType } from '../lots/product-lots';
import { $buyNowProduct, closeBuyNow } from './store';

/**
 * After a payment refused because the price changed: the buy-now product is read again, keeping
 * what the player chose (currency, period), so the modal shows the price as it is now. A lot with
 * no single read (a plan, a coin pack) or no longer sold closes the modal instead.
 */
export async function refreshBuyNowProduct(): Promise<void> {
  const product = $buyNowProduct.get();
  if (!product) return;
  if (!isProductLotType(product.lot_type)) {
    closeBuyNow();
    return;
  }
  try {
    const lot = await fetchLot(getDomain(createLotReadsApi), product.lot_type, product.id);
    if ($buyNowProduct.get() !== product) return;
    if (!isLotShown(lot)) closeBuyNow();
    else $buyNowProduct.set({ ...product, price: lot.price, title: lot.title });
  } catch (error) {
    logIgnored('a buy-now product that could not be read again', error);
    closeBuyNow();
  }
}
