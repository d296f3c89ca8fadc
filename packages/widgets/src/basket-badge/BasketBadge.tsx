import { $cartBadge, $cartCount, sitePath } from '@rdc/core';
import { useStore } from '@nanostores/react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface BasketBadgeProps {
  /** Where the basket is; /basket on the site, the store's absolute address on a partner page. */
  href?: string;
}

/** The header's basket link with the summed product count ("badge displays up to 99"). */
export function BasketBadge({ href = '/basket' }: BasketBadgeProps) {
  const count = useStore($cartCount);
  const badge = useStore($cartBadge);
  const label = m.basket_badge_label(useLocale(), { count });
  return (
    <a className="basket" href={sitePath(href)} part="link" aria-label={label}>
      <svg className="basket__icon" part="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      {badge && (
        <span className="basket__count" part="count" data-testid="basket-count">
          {badge}
        </span>
      )}
    </a>
  );
}
