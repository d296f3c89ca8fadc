import { formatMoment } from '../format/dates';
import { formatUnits } from '../format/counts';
import type { CardBrand } from '../schemas/common';
import type { Order, OrderLineView } from './order';

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
  other: 'Card',
};

/** How the order was paid: "Visa ending in 4242", or the balance when no USD was charged. */
export function paidWithText(order: Order): string {
  return order.card
    ? `${BRAND_NAMES[order.card.brand]} ending in ${order.card.last4}`
    : 'Paid from RDC balance';
}

/** A line's quantity and period: "× 2", "× 1 · 12 months". */
export function lineDetailText(line: OrderLineView, locale: string): string {
  const period = line.months === null ? '' : ` · ${formatUnits(line.months, 'month', locale)}`;
  return `× ${line.count}${period}`;
}

/** When the order was paid, in the player's own time: "Nov 26, 2026, 10:00 AM". */
export function orderDateText(order: Order, locale: string): string {
  return formatMoment(new Date(order.createdAt), locale);
}
