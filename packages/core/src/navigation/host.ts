/**
 * Core has no router: the host page tells it how to read the address and how to go somewhere.
 * The defaults use `window.location` and `history` when a window exists, and do nothing elsewhere.
 */
export interface NavigationHost {
  /** The current address, absolute. */
  currentUrl(): string;
  /** Go to another page (or route). */
  navigate(url: string): void;
  /** Change the address without a new page (e.g. to drop a used query parameter). */
  replaceUrl(url: string): void;
  /** Change the address as a new history entry without a new page (Back returns to the old one). */
  pushUrl(url: string): void;
}

const FALLBACK_URL = 'http://localhost/';

const browserHost: NavigationHost = {
  currentUrl: () => (typeof window === 'undefined' ? FALLBACK_URL : window.location.href),
  navigate: (url) => {
    if (typeof window !== 'undefined') window.location.assign(url);
  },
  replaceUrl: (url) => {
    if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', url);
  },
  pushUrl: (url) => {
    if (typeof window !== 'undefined') window.history.pushState(null, '', url);
  },
};

let host: NavigationHost = browserHost;

/** Sets how core navigates (an SPA router, an in-game web view bridge); parts left out keep the default. */
export function setNavigationHost(custom: Partial<NavigationHost>): void {
  host = { ...browserHost, ...custom };
}

export function resetNavigationHost(): void {
  host = browserHost;
}

export function navigate(url: string): void {
  host.navigate(url);
}

export function currentUrl(): URL {
  return new URL(host.currentUrl());
}

export function getQueryParam(name: string): string | null {
  return currentUrl().searchParams.get(name);
}

/** Changes the address as a new history entry (a list's page: Back shows the previous one). */
export function pushUrl(url: string): void {
  host.pushUrl(url);
}

/** Replaces the address without a history entry (a corrected list position). */
export function replaceUrl(url: string): void {
  host.replaceUrl(url);
}

/** Drops a query parameter from the address, keeping the rest. */
export function removeQueryParam(name: string): void {
  const url = currentUrl();
  if (!url.searchParams.has(name)) return;
  url.searchParams.delete(name);
  host.replaceUrl(`${url.pathname}${url.search}${url.hash}`);
}
