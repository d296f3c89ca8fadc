import { formatAmount } from '../money/money';
import type { CardBrand, Currency } from '../schemas/common';
import type { Order, OrderLineView } from './order';

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
  other: 'Card',
};

/** An amount with its currency, as the basket shows one: "USD 12.99", "RDC 2319.90". */
export function amountText(currency: Currency, minor: number): string {
  return `${currency} ${formatAmount(minor)}`;
}

/** How the order was paid: "Visa ending in 4242", or the balance when no USD was charged. */
export function paidWithText(order: Order): string {
  return order.card
    ? `${BRAND_NAMES[order.card.brand]} ending in ${order.card.last4}`
    : 'Paid from RDC balance';
}

/** A line's quantity and period: "× 2", "× 1 · 12 months". */
export function lineDetailText(line: OrderLineView): string {
  const period = line.months === null ? '' : ` · ${line.months} ${line.months === 1 ? 'month' : 'months'}`;
  return `× ${line.count}${period}`;
}

/** When the order was paid, in the player's own time: "26 Nov 2026, 10:00". */
export function orderDateText(order: Order): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(order.createdAt),
  );
}
