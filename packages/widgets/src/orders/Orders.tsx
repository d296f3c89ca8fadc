import {
  $hasMoreOrders,
  $isLoggedIn,
  $orders,
  $receipt,
  ERROR_MODAL_TEXT,
  formatCount,
  loadOrders,
  loadTickets,
  openAuthModal,
  showMoreOrders,
  sitePath,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { lazyView } from '../ui/lazyView';
import { Status } from '../ui/Status';
import { OrderCard } from './OrderCard';
import { Tickets } from './Tickets';

// A receipt is opened on some visits only: its dialog is fetched when first asked for.
const Receipt = lazyView(() => import('./ReceiptModal').then((module) => module.ReceiptModal), {
  placeholder: () => null,
});

export interface OrdersProps {
  /** Where "No orders yet" sends the player. Default /marketplace. */
  marketplaceHref?: string;
  /**
   * A page that already asks the visitor to sign in (the settings above the orders on /settings)
   * leaves the orders' own Sing In out, so the page has one. Default false.
   */
  hideSignIn?: boolean;
}

/**
 * The player's orders, the target of the profile popup's orders link (on /settings): newest first,
 * ten at a time, each with its date, lines, USD charged, RDC debited and the card used, a receipt
 * and "Report a problem"; under them the player's support tickets. A visitor is asked to sign in.
 */
export function Orders({ marketplaceHref = '/marketplace', hideSignIn = false }: OrdersProps) {
  const loggedIn = useStore($isLoggedIn);
  const locale = useLocale();
  return (
    <section className="orders" part="orders" aria-labelledby="orders-title">
      <h2 id="orders-title" className="orders__title">
        {m.orders_title(locale)}
      </h2>
      {loggedIn ? (
        <SignedInOrders marketplaceHref={marketplaceHref} />
      ) : (
        <div className="rdc-status" part="sign-in-prompt">
          <p>{m.orders_sign_in_prompt(locale)}</p>
          {!hideSignIn && (
            <button type="button" className="rdc-button" onClick={() => openAuthModal('login')}>
              {m.orders_sign_in(locale)}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function SignedInOrders({ marketplaceHref }: { marketplaceHref: string }) {
  const state = useStore($orders);
  const hasMore = useStore($hasMoreOrders);
  const receiptOpen = useStore($receipt).status !== 'closed';
  const locale = useLocale();

  useEffect(() => {
    void loadOrders();
    void loadTickets();
  }, []);

  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <p className="orders__loading" role="status">
        {m.orders_loading(locale)}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <Status kind="error">
        <p>{ERROR_MODAL_TEXT(locale)}</p>
        <button type="button" className="rdc-button rdc-button--ghost" onClick={() => void loadOrders()}>
          {m.ui_retry(locale)}
        </button>
      </Status>
    );
  }
  return (
    <>
      {state.orders.length === 0 ? (
        <Status kind="no-item" title={m.orders_empty(locale)}>
          <p>
            <a href={sitePath(marketplaceHref)}>{m.orders_find_something(locale)}</a>
          </p>
        </Status>
      ) : (
        <ol
          className="orders__list"
          aria-label={m.orders_list_label(locale, {
            count: state.count,
            countText: formatCount(state.count, locale),
          })}
        >
          {state.orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ol>
      )}
      {hasMore && (
        <div className="orders__more">
          <button
            type="button"
            className="rdc-button rdc-button--ghost"
            disabled={state.loadingMore}
            onClick={() => void showMoreOrders()}
          >
            {state.loadingMore ? m.orders_loading_more(locale) : m.orders_show_more(locale)}
          </button>
          {state.moreFailed && (
            <p className="orders__error" role="alert">
              {ERROR_MODAL_TEXT(locale)}
            </p>
          )}
        </div>
      )}
      <Tickets />
      {receiptOpen && <Receipt.View />}
    </>
  );
}
