import {
  $additionalCurrencyNeeded,
  $balanceText,
  $currencyDropdownOpen,
  $isLoggedIn,
  $orderSummary,
  $paymentMethodBlockVisible,
  formatAmount,
  openTopUp,
  toggleCurrencyDropdown,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
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
  const balance = useStore($balanceText);
  const summary = useStore($orderSummary);
  const loggedIn = useStore($isLoggedIn);
  const open = useStore($currencyDropdownOpen);
  const blockVisible = useStore($paymentMethodBlockVisible);
  const needed = useStore($additionalCurrencyNeeded);
  const panelId = useId();
  return (
    <aside className="summary" part="summary" aria-label="Cart summary">
      <dl className="summary__figures">
        <div>
          <dt>RDC balance</dt>
          <dd>{balance} RDC</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            <span className="summary__total">USD {formatAmount(summary.card)}</span>
            <span className="summary__total">RDC {formatAmount(summary.wallet)}</span>
          </dd>
        </div>
        {summary.topUps.map((topUp) => (
          <div key={topUp.packId}>
            <dt>
              Top-up {topUp.title} × {topUp.count}
            </dt>
            <dd>USD {formatAmount(topUp.usd)}</dd>
          </div>
        ))}
      </dl>
      {loggedIn && summary.shortfall > 0 && (
        <p className="summary__shortfall" part="shortfall" role="status">
          Not enough RDC: {formatAmount(summary.shortfall)} RDC more are needed.{' '}
          <button type="button" className="link-button" aria-controls={panelId} onClick={openTopUp}>
            Top up
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
        Currency
      </button>
      <div id={panelId} hidden={!open}>
        {blockVisible && (
          <section className="payment-method" part="payment-method" aria-labelledby={`${panelId}-title`}>
            <h3 id={`${panelId}-title`} className="payment-method__title">
              PAYMENT METHOD
            </h3>
            {needed && <TopUp.View />}
          </section>
        )}
        {open && !needed && <p className="summary__note">Your RDC balance covers the RDC total.</p>}
      </div>
    </aside>
  );
}
