// A partner page holding only <rdc-basket>, with a coin pack of the sandbox in the visitor's stored
// cart: the page has no product to add, so the cart is the one a partner's own "add" would have
// stored.
import type { Page } from '@playwright/test';
import { partnerUrl } from './fixtures';

export interface CoinPackLot {
  id: number;
  title?: string;
  count: number;
  price: { USD: number };
}

/** The sandbox's first coin pack. */
export async function firstCoinPack(page: Page): Promise<CoinPackLot> {
  const api = process.env.RDC_E2E_API ?? '';
  const response = await page.request.post(`${api}/market/coins_package/list`, { data: {} });
  const pack = ((await response.json()) as { list: CoinPackLot[] }).list[0];
  if (!pack) throw new Error('the sandbox has no coin pack');
  return pack;
}

/**
 * Opens the basket-only partner page (`params` as partnerUrl takes them) with `pack` stored as the
 * cart's one line, titled `title`. The line is stored before the page's first script runs, once a
 * tab: written into a page already running, it could be overwritten by the page's own cart (a
 * signed-in player's server cart arriving after it), and a reload would lose it.
 */
export async function openBasketWithPack(
  page: Page,
  pack: CoinPackLot,
  title: string,
  params: Record<string, string> = {},
): Promise<void> {
  const url = partnerUrl({ only: 'rdc-basket', ...params });
  await page.addInitScript(
    ({ origin, line }) => {
      if (location.origin !== origin || sessionStorage.getItem('rdc-e2e-cart-stored')) return;
      sessionStorage.setItem('rdc-e2e-cart-stored', '1');
      localStorage.setItem('rdc:cart', JSON.stringify({ owner: 0, lines: [line] }));
    },
    {
      origin: new URL(url).origin,
      line: {
        id: pack.id,
        lot_type: 'coin',
        title,
        description: '',
        price: pack.price,
        count: 1,
        selectCurrency: 'USD',
      },
    },
  );
  await page.goto(url);
}
