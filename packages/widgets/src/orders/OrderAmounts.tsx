import { formatMoney, paidWithText, type Order } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

/** What an order took: USD from the card, RDC from the balance, the card (or the balance) that paid. */
export function OrderAmounts({ order }: { order: Order }) {
  const locale = useLocale();
  return (
    <dl className="order__amounts">
      <div>
        <dt>{m.orders_charged_card(locale)}</dt>
        <dd data-amount="usd">{formatMoney(order.usd, 'USD', locale)}</dd>
      </div>
      <div>
        <dt>{m.orders_from_balance(locale)}</dt>
        <dd data-amount="rdc">{formatMoney(order.rdc, 'RDC', locale)}</dd>
      </div>
      {order.credited > 0 && (
        <div>
          <dt>{m.orders_credited(locale)}</dt>
          <dd data-amount="credited">{formatMoney(order.credited, 'RDC', locale)}</dd>
        </div>
      )}
      <div>
        <dt>{m.orders_paid_with(locale)}</dt>
        <dd data-amount="card">{paidWithText(order, locale)}</dd>
      </div>
    </dl>
  );
}
