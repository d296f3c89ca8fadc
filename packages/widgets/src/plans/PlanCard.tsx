import { useStore } from '@nanostores/react';
import {
  $cart,
  addPlanToCart,
  buyPlanNow,
  canAddToCart,
  choosePlanPeriod,
  formatUnits,
  planOffer,
} from '@rdc/core';
import type { Plan } from '@rdc/core/schemas';
import { useId } from 'react';
import * as m from '../generated/messages';
import { cartChangeDetail } from '../platform/cart-events';
import { useEmit } from '../platform/events';
import { useLocale } from '../platform/use-locale';
import { FallbackImage } from '../ui/FallbackImage';

export interface PlanCardProps {
  plan: Plan;
  /** The period this card has chosen; none is the plan's first. */
  chosenPeriodId: number | undefined;
  /** Buy now is for a logged-in player (marketplace-content.md §7: "logged-in user (… Buy now buttons)"). */
  canBuyNow: boolean;
  /** In the list's first screen: its image loads at once (FallbackImage). */
  priority?: boolean;
}

/** One plan: image, title, description, its periods, the price and expiry for the chosen one, Add to Cart and Buy now. */
export function PlanCard({ plan, chosenPeriodId, canBuyNow, priority }: PlanCardProps) {
  const id = useId();
  const cart = useStore($cart);
  const emit = useEmit();
  const locale = useLocale();
  const offer = planOffer(plan, chosenPeriodId, locale);
  const canAdd = canAddToCart(cart, plan);

  const add = () => {
    if (addPlanToCart(plan).added) emit('rdc-cart-change', cartChangeDetail());
  };
  const buyNow = () => {
    // The buy-now widget opens from core's store; a host without it hears the event.
    if (emit('rdc-buy-now', { lotId: plan.id, lotType: 'plan' })) buyPlanNow(plan);
  };

  return (
    <article className="plan" part="plan" aria-labelledby={`${id}-title`}>
      <FallbackImage
        className="plan__image"
        src={plan.image_url}
        alt=""
        width={320}
        height={180}
        priority={priority}
      />
      <h2 className="plan__title" id={`${id}-title`}>
        {plan.title}
      </h2>
      {plan.header && <p className="plan__header">{plan.header}</p>}
      {plan.description && <p className="plan__description">{plan.description}</p>}
      {plan.periods.length > 0 && (
        <fieldset className="plan__periods" part="periods">
          <legend className="plan__legend">{m.plans_period(locale)}</legend>
          {plan.periods.map((period) => (
            <label key={period.id} className="plan__period" part="period">
              <input
                type="radio"
                name={`${id}-period`}
                value={period.id}
                checked={offer.period?.id === period.id}
                onChange={() => choosePlanPeriod(plan.id, period.id)}
              />
              {formatUnits(period.length, 'month', locale)}
            </label>
          ))}
        </fieldset>
      )}
      <div className="plan__offer" part="offer" aria-live="polite">
        <p className="plan__prices" part="prices">
          {offer.prices.map((price) => (
            <span key={price.currency} className="plan__price" part={`price-${price.currency.toLowerCase()}`}>
              {price.text}
            </span>
          ))}
          {offer.period && (
            <span className="plan__for">
              {' '}
              {m.plans_for(locale, { period: formatUnits(offer.period.length, 'month', locale) })}
            </span>
          )}
        </p>
        <p className="plan__expiry" part="expiry">
          <time dateTime={offer.expiryDay}>{m.plans_expires(locale, { date: offer.expiryText })}</time>
        </p>
      </div>
      <div className="plan__actions">
        <button
          type="button"
          className="rdc-button rdc-button--ghost"
          part="add-to-cart"
          disabled={!canAdd}
          aria-label={
            canAdd
              ? m.plans_add_to_cart_of(locale, { title: plan.title })
              : m.plans_in_cart_of(locale, { title: plan.title })
          }
          onClick={add}
        >
          {canAdd ? m.plans_add_to_cart(locale) : m.plans_in_cart(locale)}
        </button>
        {canBuyNow && (
          <button
            type="button"
            className="rdc-button"
            part="buy-now"
            aria-label={m.plans_buy_now_of(locale, { title: plan.title })}
            onClick={buyNow}
          >
            {m.plans_buy_now(locale)}
          </button>
        )}
      </div>
    </article>
  );
}
