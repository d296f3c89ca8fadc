import { coinPackTitle, formatMoney, type OrderSummary } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
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
  const locale = useLocale();
  return (
    <dl className="charge" part="charge" id={id}>
      {summary.topUps.map((topUp) => (
        <div key={topUp.packId} className="charge__row">
          <dt>
            {m.checkout_top_up_line(locale, { pack: coinPackTitle(topUp.pack, locale), count: topUp.count })}
          </dt>
          <dd>{formatMoney(topUp.usd, 'USD', locale)}</dd>
        </div>
      ))}
      <div className="charge__row charge__row--total">
        <dt>{m.checkout_charged_card(locale)}</dt>
        <dd>
          {summary.card > 0 ? formatMoney(summary.card, 'USD', locale) : m.checkout_no_card_charged(locale)}
        </dd>
      </div>
      {summary.wallet > 0 && (
        <div className="charge__row charge__row--total">
          <dt>{summary.card > 0 ? m.checkout_from_balance(locale) : m.checkout_balance_pays(locale)}</dt>
          <dd>{formatMoney(summary.wallet, 'RDC', locale)}</dd>
        </div>
      )}
      {showBalanceAfter && (
        <div className="charge__row">
          <dt>{m.checkout_balance_after(locale)}</dt>
          {/* Null while the balance it is counted from is not known. */}
          <dd aria-busy={summary.balanceAfter === null}>
            {formatMoney(summary.balanceAfter, 'RDC', locale)}
          </dd>
        </div>
      )}
    </dl>
  );
}
