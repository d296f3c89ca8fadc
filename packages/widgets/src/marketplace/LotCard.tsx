import { formatMoney, productLink, type Lot, sitePath } from '@rdc/core';
import type { ReactNode } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { FallbackImage } from '../ui/FallbackImage';

export interface LotCardProps {
  lot: Lot;
  /** Prefix of the detail link (an origin on a partner page). */
  siteBase: string;
  /** Whether Add to Cart would change the cart (a subscription already in it would not). */
  canAdd: boolean;
  onAdd: (lot: Lot) => void;
  /** Lines under the title that only this kind of lot has. */
  children?: ReactNode;
  /** In the list's first screen: its image loads at once (FallbackImage). */
  priority?: boolean;
}

/** A package or subscription card: image, title linking to its page, prices and Add to Cart. */
export function LotCard({ lot, siteBase, canAdd, onAdd, children, priority }: LotCardProps) {
  const link = productLink(lot);
  const locale = useLocale();
  return (
    <article className="lot-card" part="card">
      <FallbackImage
        className="lot-card__image"
        src={lot.image_url}
        alt=""
        width={320}
        height={180}
        priority={priority}
      />
      <h2 className="lot-card__title">
        {link ? <a href={sitePath(`${siteBase}${link}`)}>{lot.title}</a> : lot.title}
      </h2>
      {lot.header && <p className="lot-card__header">{lot.header}</p>}
      {children}
      <p className="lot-card__prices" part="prices">
        {lot.price.USD !== undefined && <span>{formatMoney(lot.price.USD, 'USD', locale)}</span>}
        {lot.price.RDC !== undefined && <span>{formatMoney(lot.price.RDC, 'RDC', locale)}</span>}
      </p>
      <button
        type="button"
        className="rdc-button lot-card__add"
        part="add-to-cart"
        disabled={!canAdd}
        aria-label={
          canAdd
            ? m.marketplace_add_to_cart_of(locale, { title: lot.title })
            : m.marketplace_in_cart_of(locale, { title: lot.title })
        }
        onClick={() => onAdd(lot)}
      >
        {canAdd ? m.marketplace_add_to_cart(locale) : m.marketplace_in_cart(locale)}
      </button>
    </article>
  );
}
