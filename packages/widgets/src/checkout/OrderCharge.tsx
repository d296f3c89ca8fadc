import { formatAmount, type OrderSummary } from '@rdc/core';
import { usePartStyles } from '../platform/use-part-styles';
import css from './OrderCharge.css?inline';

const STYLES = [css];

export interface OrderChargeProps {
  summary: OrderSummary;
  /** For the Place order button's aria-describedby. */
  id?: string;
  /** Show the balance after the payment (not in the result, where the balance is the one after). */
  showBalanceAfter?: boolean;
}

/**
 * What a payment takes, as core's order summary says: the top-up packs as their own USD lines, the
 * USD charged to the card (or that no card is charged), the RDC taken from the balance, and the
 * balance after. The basket's payment step, Buy now and the purchase result show it; none adds
 * money up itself.
 */
export function OrderCharge({ summary, id, showBalanceAfter = true }: OrderChargeProps) {
  usePartStyles(STYLES);
  return (
    <dl className="charge" part="charge" id={id}>
      {summary.topUps.map((topUp) => (
        <div key={topUp.packId} className="charge__row">
          <dt>
            Top-up {topUp.title} × {topUp.count}
          </dt>
          <dd>USD {formatAmount(topUp.usd)}</dd>
        </div>
      ))}
      <div className="charge__row charge__row--total">
        <dt>Charged to your card</dt>
        <dd>{summary.card > 0 ? `USD ${formatAmount(summary.card)}` : 'Nothing: no card is charged'}</dd>
      </div>
      {summary.wallet > 0 && (
        <div className="charge__row charge__row--total">
          <dt>{summary.card > 0 ? 'From your RDC balance' : 'Your RDC balance pays'}</dt>
          <dd>RDC {formatAmount(summary.wallet)}</dd>
        </div>
      )}
      {showBalanceAfter && (
        <div className="charge__row">
          <dt>RDC balance after</dt>
          <dd>{formatAmount(summary.balanceAfter)} RDC</dd>
        </div>
      )}
    </dl>
  );
}
