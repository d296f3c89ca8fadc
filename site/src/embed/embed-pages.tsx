/**
 * The in-game view mode's pages: `/embed/{widget}`, one widget full screen in a game's web view.
 * One row per page: its address segment, its title and what it renders from the address's query
 * (validated). Adding a widget to the mode is adding a row here.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
// The in-game pages have no German address (a game's web view opens /embed/{widget}): English.
import { $profile, DEFAULT_LOCALE, isProductLotType, routeId, type ProductLotType } from '@rdc/core';
import { Auth, Basket, BuyNow, Comments, ProductFooter } from '@rdc/widgets';
import * as m from '../generated/messages';

interface EmbedPage {
  widget: string;
  title: string;
  /**
   * The page's widget, from the query. None for a page whose widget its own island brings, loaded
   * to take over the first screen its server drew (pages/embed/coin-packs.astro).
   */
  render?: (query: URLSearchParams) => ReactNode;
  /** The page-wide modals it brings itself (the others are added around it). */
  provides?: readonly ('auth' | 'buy-now')[];
}

/** `?lot-id=1&lot-type=item`, when both are valid (core's id and lot-type rules); null otherwise. */
function lotFromQuery(query: URLSearchParams): { lotId: number; lotType: ProductLotType } | null {
  const lotId = routeId(query.get('lot-id') ?? undefined);
  const lotType = query.get('lot-type');
  return lotId !== undefined && isProductLotType(lotType) ? { lotId, lotType } : null;
}

/** Who is signed in, on the sign-in page once the form is done (or the session was handed over). */
function SessionStatus() {
  const profile = useStore($profile);
  return profile.user_id === 0 ? null : (
    <p role="status">{m.embed_signed_in_as(DEFAULT_LOCALE, { alias: profile.alias })}</p>
  );
}

const noLot = <p role="status">{m.embed_no_lot(DEFAULT_LOCALE)}</p>;

export const EMBED_PAGES: readonly EmbedPage[] = [
  { widget: 'coin-packs', title: m.embed_title_coin_packs(DEFAULT_LOCALE) },
  { widget: 'basket', title: m.embed_title_basket(DEFAULT_LOCALE), render: () => <Basket /> },
  {
    widget: 'buy-now',
    title: m.embed_title_buy_now(DEFAULT_LOCALE),
    render: (query) => {
      const lot = lotFromQuery(query);
      return lot ? <BuyNow lotId={lot.lotId} lotType={lot.lotType} /> : noLot;
    },
    provides: ['buy-now'],
  },
  {
    widget: 'auth',
    title: m.embed_title_auth(DEFAULT_LOCALE),
    render: () => (
      <>
        <SessionStatus />
        <Auth />
      </>
    ),
    provides: ['auth'],
  },
  {
    widget: 'product-footer',
    title: m.embed_title_product(DEFAULT_LOCALE),
    render: (query) => {
      const lot = lotFromQuery(query);
      return lot ? <ProductFooter lotId={lot.lotId} lotType={lot.lotType} /> : noLot;
    },
  },
  {
    widget: 'comments',
    title: m.embed_title_comments(DEFAULT_LOCALE),
    render: (query) => {
      const postId = routeId(query.get('post-id') ?? undefined);
      return postId !== undefined ? (
        <Comments postId={postId} />
      ) : (
        <p role="status">{m.embed_no_post(DEFAULT_LOCALE)}</p>
      );
    },
  },
];
