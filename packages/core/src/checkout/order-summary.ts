import { coinPackRdc } from '../coin-packs/amount';
import { linePeriod } from '../cart/line-period';
import { lineKey } from '../cart/lines';
import { lineCost, lineCurrency } from '../cart/totals';
import type { CartProduct } from '../schemas/cart';
import type { Currency } from '../schemas/common';
import type { CoinPack } from '../schemas/lot';
import type { Period } from '../schemas/lot';
import type { AdditionalCurrencyLine } from './additional-currency';

/*
 * The one order summary: what a payment takes, computed once from what the player chose, and read
 * by every place that shows money before or after Place order (the basket's summary and payment
 * step, buy now, the purchase result). The sandbox prices a payment by the same rules, and a
 * property test holds the two equal. All amounts are minor units.
 */

/** One product line as it will be paid. */
export interface OrderLine {
  key: string;
  title: string;
  lotType: CartProduct['lot_type'];
  count: number;
  currency: Currency;
  /** The chosen period of a plan or subscription; its length multiplies the price. */
  period: Period | null;
  /** The line's cost in its currency. */
  total: number;
  /** RDC the line adds to the wallet (a coin pack). */
  credit: number;
}

/** A coin pack chosen to top the balance up: charged to the card in USD, added to the wallet in RDC. */
export interface OrderTopUp {
  packId: number;
  /** The pack, named where it is shown in the reader's language (coinPackTitle). */
  pack: Pick<CoinPack, 'count' | 'title'>;
  count: number;
  usd: number;
  rdc: number;
}

export interface OrderSummary {
  lines: OrderLine[];
  topUps: OrderTopUp[];
  /** USD charged to the card: the USD lines, the coin packs and the top-up packs. */
  card: number;
  /** RDC taken from the wallet: the RDC lines. */
  wallet: number;
  /** RDC added to the wallet before the RDC lines are taken: coin packs and top-ups. */
  credit: number;
  /** The balance before the payment; null while a signed-in player's is not known yet. */
  balance: number | null;
  /**
   * The balance after it: balance + credit − wallet (never below 0 when the payment can go); null
   * while the balance is not known, since an amount counted from it would be no one's.
   */
  balanceAfter: number | null;
  /**
   * RDC still missing to pay the RDC lines; 0 when the balance (with the credit) covers them, and
   * while the balance is not known: nothing is said to be short of a balance not known yet.
   */
  shortfall: number;
}

export interface OrderChoice {
  lines: readonly CartProduct[];
  topUps?: readonly AdditionalCurrencyLine<Pick<CoinPack, 'id' | 'count' | 'price' | 'title'>>[];
  /** The RDC balance the payment starts from; null while it is not known (see $knownBalance). */
  balance: number | null;
}

/** Coin packs are bought in USD only; any other line in the currency the player chose. */
function paidIn(line: CartProduct): Currency {
  return line.lot_type === 'coin' ? 'USD' : (lineCurrency(line) as Currency);
}

function orderLine(line: CartProduct): OrderLine {
  const period = linePeriod(line);
  const currency = paidIn(line);
  return {
    key: lineKey(line),
    title: line.title,
    lotType: line.lot_type,
    count: line.count,
    currency,
    period,
    total: lineCost(line, currency, period?.length),
    credit: line.lot_type === 'coin' ? (line.pack_rdc ?? 0) * line.count : 0,
  };
}

function orderTopUp(choice: NonNullable<OrderChoice['topUps']>[number]): OrderTopUp {
  const { pack, lot_count } = choice;
  return {
    packId: pack.id,
    pack,
    count: lot_count,
    usd: (typeof pack.price.USD === 'number' ? pack.price.USD : 0) * lot_count,
    rdc: coinPackRdc(pack) * lot_count,
  };
}

const sum = <T>(list: readonly T[], amount: (entry: T) => number) =>
  list.reduce((total, entry) => total + amount(entry), 0);

/** The order summary of a cart (or of the one buy-now product) with the chosen top-ups. */
export function orderSummary({ lines, topUps = [], balance }: OrderChoice): OrderSummary {
  const orderLines = lines.map(orderLine);
  const orderTopUps = topUps.map(orderTopUp);
  const card =
    sum(orderLines, (line) => (line.currency === 'USD' ? line.total : 0)) +
    sum(orderTopUps, (pack) => pack.usd);
  const wallet = sum(orderLines, (line) => (line.currency === 'RDC' ? line.total : 0));
  const credit = sum(orderLines, (line) => line.credit) + sum(orderTopUps, (pack) => pack.rdc);
  const after = balance === null ? null : balance + credit - wallet;
  return {
    lines: orderLines,
    topUps: orderTopUps,
    card,
    wallet,
    credit,
    balance,
    balanceAfter: after === null ? null : Math.max(after, 0),
    shortfall: Math.max(-(after ?? 0), 0),
  };
}

/** What the player agrees to, sent with the payment so that the server takes that or nothing. */
export function expectedCharge(summary: Pick<OrderSummary, 'card' | 'wallet'>): { USD: number; RDC: number } {
  return { USD: summary.card, RDC: summary.wallet };
}
