import type { LotReadsApi } from '../api/domains/lot-reads';
import { formatMoney } from '../format/money';
import { sumMinor } from '../money/money';
import type { Currency } from '../schemas/common';
import type { Item, Lot, PackageItem } from '../schemas/lot';

/** An item of a package, with the price the item is sold at on its own (absent when it is not on sale). */
export interface CompositionEntry {
  item: PackageItem;
  price: Item['price'] | undefined;
}

/**
 * A package's composition with each item's own price, read from the item's lot (a package entry
 * carries no price). An item that cannot be read (gone, disabled, a failed call) is listed without
 * a price: the package page still shows what is in it, and no saving is claimed.
 */
export function fetchPackageComposition(
  market: Pick<LotReadsApi, 'items'>,
  pkg: Pick<Lot, 'lot_items'>,
): Promise<CompositionEntry[]> {
  return Promise.all(
    pkg.lot_items.map(async (item) => {
      const lot = await market.items.get(item.id).catch(() => undefined);
      return { item, price: lot?.enabled === false ? undefined : lot?.price };
    }),
  );
}

/**
 * What a player saves buying the package rather than its items one by one, in USD: the sum of
 * the items' USD prices minus the package's. Null unless every item has a USD price, the package
 * has one, and the difference is positive (a saving in another currency, or a mix, is not claimed).
 */
export function packageSaving(
  pkg: Pick<Lot, 'price'>,
  composition: readonly CompositionEntry[],
): { currency: 'USD'; amount: number } | null {
  const packagePrice = pkg.price.USD;
  const itemPrices = composition.map((entry) => entry.price?.USD);
  if (packagePrice === undefined || itemPrices.length === 0) return null;
  if (itemPrices.some((price) => price === undefined)) return null;
  const amount = sumMinor(itemPrices as number[]) - packagePrice;
  return amount > 0 ? { currency: 'USD', amount } : null;
}

/** The saving as the package page shows it: "Save $12.34". */
export const savingLabel = (saving: { currency: Currency; amount: number }, locale: string): string =>
  `Save ${formatMoney(saving.amount, saving.currency, locale)}`;
