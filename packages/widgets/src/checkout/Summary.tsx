import {
  $additionalCurrencyNeeded,
  $currencyDropdownOpen,
  $isLoggedIn,
  $orderSummary,
  $paymentMethodBlockVisible,
  coinPackTitle,
  formatMoney,
  openTopUp,
  toggleCurrencyDropdown,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { lazyView } from '../ui/lazyView';
import { CouponRow } from './CouponRow';

// The coin packs to top up with (a Swiper slider, 26 kB) are fetched when the block first shows.
const TopUp = lazyView(() => import('./AdditionalCurrency').then((module) => module.AdditionalCurrency));

/**
 * The cart summary side panel: the RDC balance, the total in USD and RDC (core's order summary:
 * the USD charged to the card, top-up packs included, and the RDC taken from the balance), the
 * top-up packs chosen, what is still missing, the coupon row, and the currency dropdown with the
 * PAYMENT METHOD block (logged in, step 1, dropdown open, balance below the RDC total) holding the
 * additional-currency view.
 */
export function Summary() {
  const locale = useLocale();
  const summary = useStore($orderSummary);
  const loggedIn = useStore($isLoggedIn);
  const open = useStore($currencyDropdownOpen);
  const blockVisible = useStore($paymentMethodBlockVisible);
  const needed = useStore($additionalCurrencyNeeded);
  const panelId = useId();
  // Null until the player's balance is known: then neither an amount nor what it lacks is shown.
  const balance = summary.balance;
  return (
    <aside className="summary" part="summary" aria-label={m.checkout_summary_label(locale)}>
      <dl className="summary__figures">
        <div>
          <dt>{m.checkout_balance(locale)}</dt>
          <dd aria-busy={balance === null}>{formatMoney(balance, 'RDC', locale)}</dd>
        </div>
        <div>
          <dt>{m.checkout_total(locale)}</dt>
          <dd>
            <span className="summary__total">{formatMoney(summary.card, 'USD', locale)}</span>
            <span className="summary__total">{formatMoney(summary.wallet, 'RDC', locale)}</span>
          </dd>
        </div>
        {summary.topUps.map((topUp) => (
          <div key={topUp.packId}>
            <dt>
              {m.checkout_top_up_line(locale, {
                pack: coinPackTitle(topUp.pack, locale),
                count: topUp.count,
              })}
            </dt>
            <dd>{formatMoney(topUp.usd, 'USD', locale)}</dd>
          </div>
        ))}
      </dl>
      {loggedIn && summary.shortfall > 0 && (
        <p className="summary__shortfall" part="shortfall" role="status">
          {m.checkout_shortfall(locale, { amount: formatMoney(summary.shortfall, 'RDC', locale) })}{' '}
          <button type="button" className="link-button" aria-controls={panelId} onClick={openTopUp}>
            {m.checkout_top_up(locale)}
          </button>
        </p>
      )}
      <CouponRow />
      <button
        type="button"
        className="rdc-button rdc-button--ghost summary__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggleCurrencyDropdown}
      >
        {m.checkout_currency(locale)}
      </button>
      <div id={panelId} hidden={!open}>
        {blockVisible && (
          <section className="payment-method" part="payment-method" aria-labelledby={`${panelId}-title`}>
            <h3 id={`${panelId}-title`} className="payment-method__title">
              {m.checkout_payment_method(locale)}
            </h3>
            {needed && <TopUp.View />}
          </section>
        )}
        {open && balance !== null && !needed && (
          <p className="summary__note">{m.checkout_balance_covers(locale)}</p>
        )}
      </div>
    </aside>
  );
}
