import {
  $cart,
  $isLoggedIn,
  $targetPeriod,
  addToCart,
  canAddToCart,
  failedSubjectKind,
  footerTeaser,
  formatMoney,
  formatUnits,
  isLotShown,
  isProductLotType,
  lotCatalogue,
  openBuyNow,
  periodPrice,
  subscriptionPeriodChoice,
  type Lot,
  type ProductLotType,
  type QueryState,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import * as m from '../generated/messages';
import { cartChangeDetail } from '../platform/cart-events';
import { useEmit } from '../platform/events';
import { describeError } from '../platform/describe-error';
import { useLocale } from '../platform/use-locale';
import { Status } from '../ui/Status';
import { useQueryState } from '../ui/useQueryState';

export interface ProductFooterProps {
  lotId?: number;
  lotType?: ProductLotType;
}

/**
 * The product page's footer (marketplace-content.md §2.6): the price in USD and RDC, Add to Cart,
 * Buy now for a logged-in user, and for items the teaser: a struck-through $7,000.00 and 'SAVE 30%
 * in package'. A subscription goes into the cart once ("a subscription count stays 1").
 */
export function ProductFooter({ lotId, lotType = 'item' }: ProductFooterProps) {
  const missing = useMemo<QueryState<Lot>>(
    () => ({ status: 'error', message: `No such product: ${lotType} ${lotId}` }),
    [lotType, lotId],
  );
  if (!isProductLotType(lotType) || lotId === undefined || !Number.isInteger(lotId) || lotId <= 0)
    return <ProductFooterView lot={missing} />;
  return <LoadedProductFooter lotType={lotType} lotId={lotId} />;
}

function LoadedProductFooter({ lotType, lotId }: { lotType: ProductLotType; lotId: number }) {
  const { state } = useQueryState(lotCatalogue.lots, { lotType, lotId });
  return <ProductFooterView lot={state} />;
}

function ProductFooterView({ lot }: { lot: QueryState<Lot> }) {
  const loggedIn = useStore($isLoggedIn);
  const cart = useStore($cart);
  const target = useStore($targetPeriod);
  const locale = useLocale();
  const emit = useEmit();

  useEffect(() => {
    if (lot.status === 'error')
      emit('rdc-error', {
        source: 'rdc-product-footer',
        ...describeError(lot.cause ?? new Error(lot.message)),
      });
  }, [lot, emit]);

  if (lot.status === 'loading') {
    return (
      <footer
        className="footer footer--loading"
        part="footer"
        aria-busy="true"
        aria-label={m.product_footer_loading(locale)}
      />
    );
  }
  // As the product page answers: a lot that is not there (404, or no valid id: no cause) or is
  // disabled is NoItem; any other failure (5xx, timeout, network) the Error status.
  if (lot.status === 'error') {
    const notFound = lot.cause === undefined || failedSubjectKind(lot.cause) === 'not-found';
    return <Status kind={notFound ? 'no-item' : 'error'} />;
  }
  if (lot.status !== 'loaded' || !isLotShown(lot.value)) return <Status kind="no-item" />;

  const product = lot.value;
  const teaser = footerTeaser(product);
  // A subscription is bought for the period chosen on its page, at the price shown for it.
  const choice = subscriptionPeriodChoice(product, target);
  const months = choice.period?.length;
  // A subscription already in the cart cannot be added again.
  const full = !canAddToCart(cart, product);
  const add = () => {
    if (addToCart(product, { count: 1, ...choice }).added) emit('rdc-cart-change', cartChangeDetail());
  };
  const buyNow = () => {
    // The buy-now widget opens from core's store; a host without it hears the event.
    if (emit('rdc-buy-now', { lotId: product.id, lotType: product.lot_type })) openBuyNow(product, choice);
  };

  return (
    <footer
      className="footer"
      part="footer"
      aria-label={m.product_footer_label(locale, { title: product.title })}
    >
      <div className="footer__prices" part="prices">
        {product.price.USD !== undefined && (
          <p className="footer__price" part="price-usd">
            {formatMoney(periodPrice(product.price.USD, months), 'USD', locale)}
          </p>
        )}
        {product.price.RDC !== undefined && (
          <p className="footer__price" part="price-rdc">
            {formatMoney(periodPrice(product.price.RDC, months), 'RDC', locale)}
          </p>
        )}
        {choice.period && (
          <p className="footer__period" part="period">
            {m.product_footer_for(locale, { period: formatUnits(choice.period.length, 'month', locale) })}
          </p>
        )}
        {teaser && (
          <p className="footer__teaser" part="teaser">
            <s>{formatMoney(teaser.struck, teaser.currency, locale)}</s> <span>{teaser.text(locale)}</span>
          </p>
        )}
      </div>
      <div className="footer__actions">
        <button
          type="button"
          className="rdc-button rdc-button--ghost"
          part="add-to-cart"
          disabled={full}
          onClick={add}
        >
          {full ? m.product_footer_in_cart(locale) : m.product_footer_add_to_cart(locale)}
        </button>
        {loggedIn && (
          <button type="button" className="rdc-button" part="buy-now" onClick={buyNow}>
            {m.product_footer_buy_now(locale)}
          </button>
        )}
      </div>
    </footer>
  );
}
