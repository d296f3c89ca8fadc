import { amountText, paidWithText, type Order } from '@rdc/core';

/** What an order took: USD from the card, RDC from the balance, the card (or the balance) that paid. */
export function OrderAmounts({ order }: { order: Order }) {
  return (
    <dl className="order__amounts">
      <div>
        <dt>Charged to card</dt>
        <dd data-amount="usd">{amountText('USD', order.usd)}</dd>
      </div>
      <div>
        <dt>From balance</dt>
        <dd data-amount="rdc">{amountText('RDC', order.rdc)}</dd>
      </div>
      {order.credited > 0 && (
        <div>
          <dt>Added to balance</dt>
          <dd data-amount="credited">{amountText('RDC', order.credited)}</dd>
        </div>
      )}
      <div>
        <dt>Paid with</dt>
        <dd data-amount="card">{paidWithText(order)}</dd>
      </div>
    </dl>
  );
}
