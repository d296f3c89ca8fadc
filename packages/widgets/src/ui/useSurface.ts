import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Page-wide surfaces (the auth modal, the result modals, the confirmation) that several widgets
 * can show but that must appear once: each widget able to render one claims it, and only the
 * claim with the highest priority (the earliest among equals) renders. Kept on globalThis so two
 * bundles on one page agree.
 */
interface Claim {
  priority: number;
}

interface Surfaces {
  claims: Map<string, Claim[]>;
  listeners: Set<() => void>;
}

const SURFACES = Symbol.for('rdc.widgets.surfaces');
const host = globalThis as { [SURFACES]?: Surfaces };
const surfaces: Surfaces = (host[SURFACES] ??= { claims: new Map(), listeners: new Set() });

function notify(): void {
  for (const listener of surfaces.listeners) listener();
}

function owner(surface: string): Claim | undefined {
  let best: Claim | undefined;
  for (const claim of surfaces.claims.get(surface) ?? [])
    if (!best || claim.priority > best.priority) best = claim;
  return best;
}

function subscribe(listener: () => void): () => void {
  surfaces.listeners.add(listener);
  return () => surfaces.listeners.delete(listener);
}

/** Whether this component renders `surface`: true for the one owner among the claims on the page. */
export function useSurface(surface: string, priority = 0): boolean {
  const [claim] = useState<Claim>(() => ({ priority }));
  useEffect(() => {
    surfaces.claims.set(surface, [...(surfaces.claims.get(surface) ?? []), claim]);
    notify();
    return () => {
      surfaces.claims.set(
        surface,
        (surfaces.claims.get(surface) ?? []).filter((other) => other !== claim),
      );
      notify();
    };
  }, [surface, claim]);
  return useSyncExternalStore(subscribe, () => owner(surface) === claim);
}
