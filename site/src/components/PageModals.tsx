// The page-wide widgets of every page (BaseLayout): the auth modal, the buy-now checkout and the
// notifications. The buy-now checkout is mounted the first time a product's Buy now asks for it
// (the React exports load their code when mounted), not at page start: most visits never open it,
// so no page pays for its start (the result modals, the card dialog's shell) or runs it first; its
// modal, the cards and the payment come later still, when a product is opened. Once mounted it stays.
// The auth widget is mounted at once: it serves Sign In, a ?recovery_token= or ?code= in the
// address, and outranks the basket's and buy-now's own sign-in modal, which it would take over
// while the player typed in it if it arrived later. Its start is the page duties alone (1.7 kB on
// the partner bundle); its dialogs are fetched when first opened.
import { $buyNowProduct } from '@rdc/core';
// The frame's behaviours (the header's menus, the mobile menu, the auth buttons, the home slider)
// start with this island: held, like every island, until the page's first paint (the <head>'s
// inline script), and on every page of the layout.
import '../frame/frame';
import { Auth, BuyNow, Notifications } from '@rdc/widgets';
import { useEffect, useState } from 'react';

/** True from the first time a product is put in the buy-now checkout, then for good. */
function useBuyNowWanted(): boolean {
  const [wanted, setWanted] = useState(() => $buyNowProduct.get() !== null);
  useEffect(() => {
    if (wanted) return;
    return $buyNowProduct.subscribe((product) => {
      if (product !== null) setWanted(true);
    });
  }, [wanted]);
  return wanted;
}

export default function PageModals() {
  const wantsBuyNow = useBuyNowWanted();
  return (
    <>
      <Auth />
      {wantsBuyNow && <BuyNow />}
      <Notifications />
    </>
  );
}
