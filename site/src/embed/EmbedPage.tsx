import { useEffect, type ReactNode } from 'react';
import { $isLoggedIn, openAuthModal } from '@rdc/core';
import { Auth, BuyNow, Notifications } from '@rdc/widgets';
import { EMBED_PAGES } from './embed-pages';
import HandedOverIdentity from './HandedOverIdentity';

interface EmbedPageProps {
  widget: string;
  /**
   * The page's widget when its island brings it (loaded, to take over the first screen the server
   * drew); otherwise the table's row renders it from the address's query.
   */
  children?: ReactNode;
}

/**
 * The one island of an /embed/{widget} page: its widget, the page-wide modals it does not bring,
 * and the notifications, so every action a player takes in the game's view is answered on screen
 * (Add to Cart, a line removed, a change the server did not take).
 */
export default function EmbedPage({ widget, children }: EmbedPageProps) {
  const page = EMBED_PAGES.find((candidate) => candidate.widget === widget);
  useEffect(() => {
    // The sign-in page opens its form for a guest.
    if (page?.provides?.includes('auth') && !$isLoggedIn.get()) openAuthModal('login');
  }, [page]);
  if (!page) return null;
  return (
    <>
      {!page.provides?.includes('auth') && <HandedOverIdentity />}
      {children ?? page.render?.(new URLSearchParams(location.search))}
      {!page.provides?.includes('auth') && <Auth />}
      {!page.provides?.includes('buy-now') && <BuyNow />}
      <Notifications />
    </>
  );
}
