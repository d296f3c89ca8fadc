/**
 * The in-game view mode's pages: `/embed/{widget}`, one widget full screen in a game's web view.
 * One row per page: its address segment, its title and what it renders from the address's query
 * (validated). Adding a widget to the mode is adding a row here.
 */
import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { $profile, isProductLotType } from '@rdc/core';
import { Auth, Basket, BuyNow, CoinPacks, Comments, ProductFooter } from '@rdc/widgets';

interface EmbedPage {
  widget: string;
  title: string;
  /** The page's widget, from the query. */
  render: (query: URLSearchParams) => ReactNode;
  /** The page-wide modals it brings itself (the others are added around it). */
  provides?: readonly ('auth' | 'buy-now')[];
}

/** `?lot-id=1&lot-type=item`, when both are valid; null otherwise. */
function lotFromQuery(
  query: URLSearchParams,
): { lotId: number; lotType: 'item' | 'package' | 'subscription' } | null {
  const lotId = Number(query.get('lot-id'));
  const lotType = query.get('lot-type');
  return Number.isSafeInteger(lotId) && lotId > 0 && isProductLotType(lotType) ? { lotId, lotType } : null;
}

/** Who is signed in, on the sign-in page once the form is done (or the session was handed over). */
function SessionStatus() {
  const profile = useSyncExternalStore(
    (changed) => $profile.listen(changed),
    () => $profile.get(),
  );
  return profile.user_id === 0 ? null : <p role="status">Signed in as {profile.alias}</p>;
}

const noLot = <p role="status">No product is given (lot-id and lot-type).</p>;

export const EMBED_PAGES: readonly EmbedPage[] = [
  { widget: 'coin-packs', title: 'Coin packs', render: () => <CoinPacks /> },
  { widget: 'basket', title: 'Basket', render: () => <Basket /> },
  {
    widget: 'buy-now',
    title: 'Buy now',
    render: (query) => {
      const lot = lotFromQuery(query);
      return lot ? <BuyNow lotId={lot.lotId} lotType={lot.lotType} /> : noLot;
    },
    provides: ['buy-now'],
  },
  {
    widget: 'auth',
    title: 'Sign In',
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
    title: 'Product',
    render: (query) => {
      const lot = lotFromQuery(query);
      return lot ? <ProductFooter lotId={lot.lotId} lotType={lot.lotType} /> : noLot;
    },
  },
  {
    widget: 'comments',
    title: 'Comments',
    render: (query) => {
      const postId = Number(query.get('post-id'));
      return Number.isSafeInteger(postId) && postId > 0 ? (
        <Comments postId={postId} />
      ) : (
        <p role="status">No post is given (post-id).</p>
      );
    },
  },
];
