import { useEffect, useState, type ComponentType } from 'react';
import type { CountdownProps } from '../countdown/Countdown';

/**
 * The offers' countdown, a chunk of its own fetched when the limited time offers list first shows
 * (alongside its first page). Its line is kept on the card (`.lot-card__offer-end`), so nothing
 * moves when it arrives. A marker, not a view: if its code cannot be fetched the cards stay as
 * they are (logged), with no Retry (lazyView's) to carry into the marketplace's start.
 */
export function useOfferCountdown(wanted: boolean): ComponentType<CountdownProps> | null {
  const [marker, setMarker] = useState<ComponentType<CountdownProps> | null>(null);
  useEffect(() => {
    if (!wanted || marker) return;
    let live = true;
    import('./OfferCountdown').then(
      (module) => live && setMarker(() => module.OfferCountdown),
      (error: unknown) => console.warn("[rdc] the offers' countdown could not be loaded", error),
    );
    return () => {
      live = false;
    };
  }, [wanted, marker]);
  return marker;
}
