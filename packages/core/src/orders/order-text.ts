import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { formatMoment } from '../format/dates';
import { formatUnits } from '../format/counts';
import type { CardBrand } from '../schemas/common';
import type { Order, OrderLineView } from './order';

/** The card networks' own names; a card of another network is a "Card". */
const BRAND_NAMES: Record<Exclude<CardBrand, 'other'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
};

/** How the order was paid: "Visa ending in 4242", or the balance when no USD was charged. */
export function paidWithText(order: Order, locale: Locale): string {
  if (!order.card) return m.orders_paid_from_balance(locale);
  const { brand, last4 } = order.card;
  return m.orders_paid_with_card(locale, {
    brand: brand === 'other' ? m.orders_card(locale) : BRAND_NAMES[brand],
    last4,
  });
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
