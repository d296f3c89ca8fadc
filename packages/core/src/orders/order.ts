import { logIgnored } from '../log-ignored';
import { LOT_TYPES, type CardBrand, type Currency, type LotType } from '../schemas/common';
import { OrderLineSchema, type OrderLine, type Transaction } from '../schemas/transactions';

/** One line of an order as the Orders view shows it. */
export interface OrderLineView {
  lotType: LotType;
  title: string;
  count: number;
  /** The currency the line was paid in. */
  currency: Currency;
  /** The period chosen, in months (plans and subscriptions), when the server says. */
  months: number | null;
  /** What the line cost in its currency (minor units), when the server says. */
  total: number | null;
}

/** A payment of the player, as the Orders view shows it. Amounts in minor units. */
export interface Order {
  id: number;
  /** When it was paid (ISO text, as the server wrote it). */
  createdAt: string;
  status: string;
  lines: OrderLineView[];
  /** Charged to the card, USD. */
  usd: number;
  /** Taken from the wallet, RDC. */
  rdc: number;
  /** Added to the wallet by coin packs, RDC. */
  credited: number;
  /** The wallet's balance after the payment, RDC, when the server says. */
  balanceAfter: number | null;
  /** The card charged; null when no USD was charged (the balance paid it all). */
  card: { brand: CardBrand; last4: string } | null;
}

/** The period's length in months: the one the line carries, else the lot's period of that id. */
function monthsOf(line: OrderLine): number | null {
  if (line.period) return line.period.length;
  if (line.period_id === undefined) return null;
  return line.product.periods?.find((period) => period.id === line.period_id)?.length ?? null;
}

/**
 * The order of a payment: its lines in lot type order (item, package, subscription, coin, plan).
 * A line that cannot be read is left out and logged; the amounts are the ones the server recorded.
 */
export function orderOf(transaction: Transaction): Order {
  const lines: OrderLineView[] = [];
  for (const lotType of LOT_TYPES) {
    for (const entry of transaction.products[lotType]) {
      const parsed = OrderLineSchema.safeParse(entry);
      if (!parsed.success) {
        logIgnored(`an unreadable line of order ${transaction.id}`, entry);
        continue;
      }
      const line = parsed.data;
      lines.push({
        lotType,
        title: line.product.title,
        count: line.count,
        currency: line.currency,
        months: monthsOf(line),
        total: line.total ?? null,
      });
    }
  }
  const usd = transaction.amount.USD;
  return {
    id: transaction.id,
    createdAt: transaction.created_at,
    status: transaction.status,
    lines,
    usd,
    rdc: transaction.amount.RDC,
    credited: transaction.credited_rdc,
    balanceAfter: transaction.balance_after ?? null,
    card:
      usd > 0 && transaction.card ? { brand: transaction.card.brand, last4: transaction.card.last4 } : null,
  };
}
