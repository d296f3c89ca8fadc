/**
 * The in-game view mode's bridge: every rdc-* event of the page goes to the game through the
 * channel the page has (channels.ts); the game's commands come back by the same ways; nothing
 * leaves the page on its own (core's navigations and the widgets' links become `rdc-navigate`).
 */
import { closeBuyNow, $isBuyNowOpen } from '../buy-now/store';
import { setNavigationHost } from '../navigation/host';
import {
  $addCardModal,
  $authModal,
  $purchaseModal,
  closeAddCardModal,
  closeAuthModal,
  closeErrorModal,
  closePurchaseModal,
  openAuthModal,
} from '../overlays/modals';
import { $logoutReason, logout, setSession } from '../session/page-session';
import { findBridgeChannel } from './channels';
import type { BridgeChannel, BridgeWindow, ChannelOptions } from './channels';
import { bridgeMessage, parseBridgeCommand } from './messages';
import type { BridgeCommand } from './messages';

/** The events of the in-game mode itself, beside the widgets' own rdc-* events. */
export interface GameBridgeDetailMap {
  /** A modal the player closed (the game may close its web view). */
  'rdc-close': { modal: 'auth' | 'buy-now' | 'add-card' | 'purchase' };
  /** The page would have gone to `url` (a product link, Settings, Orders, home after Log Out). */
  'rdc-navigate': { url: string };
}

export interface GameBridgeOptions extends ChannelOptions {
  /** The rdc-* event types to forward (the widgets' list). */
  events: readonly string[];
  /** What `open-basket` does (the page's basket view). */
  openBasket: () => void;
  /** The window (a fake in tests). */
  win?: Window;
}

export interface GameBridge {
  readonly channel: BridgeChannel | null;
  /** Posts an event to the game (when a channel exists). */
  post(type: `rdc-${string}`, detail: unknown): void;
  /** Runs a game command (already parsed, or raw as a channel delivers it). */
  receive(data: unknown): void;
  stop(): void;
}

/** The global a game calls from its native side (evaluateJavaScript): `window.rdcBridge.receive(command)`. */
export const BRIDGE_GLOBAL = 'rdcBridge';

/** The anchor a click lands on, across shadow roots. */
function anchorOf(event: Event): HTMLAnchorElement | null {
  for (const target of event.composedPath()) {
    if (typeof HTMLAnchorElement !== 'undefined' && target instanceof HTMLAnchorElement && target.href)
      return target;
  }
  return null;
}

export function startGameBridge(options: GameBridgeOptions): GameBridge {
  const win = options.win ?? window;
  const doc = win.document;
  const channel = findBridgeChannel(win as unknown as BridgeWindow, options);
  const stops: (() => void)[] = [];

  const post = (type: `rdc-${string}`, detail: unknown) => channel?.post(bridgeMessage(type, detail));

  // Every rdc-* event the widgets dispatch (they bubble and are composed: the document hears them).
  const forward = (event: Event) =>
    post(event.type as `rdc-${string}`, (event as CustomEvent).detail ?? null);
  for (const type of options.events) {
    doc.addEventListener(type, forward);
    stops.push(() => doc.removeEventListener(type, forward));
  }

  // No leaving: core's navigations and every link become events to the game.
  const navigateTo = (url: string) =>
    post('rdc-navigate', {
      url: new URL(url, win.location.href).href,
    } satisfies GameBridgeDetailMap['rdc-navigate']);
  setNavigationHost({ navigate: navigateTo });
  const onClick = (event: Event) => {
    const anchor = anchorOf(event);
    if (!anchor || event.defaultPrevented) return;
    event.preventDefault();
    navigateTo(anchor.href);
  };
  doc.addEventListener('click', onClick);
  stops.push(() => doc.removeEventListener('click', onClick));

  // A modal the player closes is an rdc-close for the game.
  const closeOf = (modal: GameBridgeDetailMap['rdc-close']['modal']) => (open: unknown, wasOpen: unknown) => {
    if (!open && wasOpen) post('rdc-close', { modal } satisfies GameBridgeDetailMap['rdc-close']);
  };
  const watch = <T>(
    store: { get(): T; listen(listener: (value: T) => void): () => void },
    onChange: (value: T, old: T) => void,
  ) => {
    let previous = store.get();
    stops.push(
      store.listen((value) => {
        onChange(value, previous);
        previous = value;
      }),
    );
  };
  watch($authModal, closeOf('auth'));
  watch($isBuyNowOpen, closeOf('buy-now'));
  watch($addCardModal, closeOf('add-card'));
  watch($purchaseModal, closeOf('purchase'));
  // A handed-over session that ends without Log Out (a refused refresh) leaves a guest at the sign-in form.
  watch($logoutReason, (reason) => {
    if (reason === 'expired') openAuthModal('login');
  });

  const run = (command: BridgeCommand) => {
    if (command.type === 'open-basket') options.openBasket();
    else if (command.type === 'log-out') logout('user');
    else if (command.type === 'set-session') {
      // The game's session, like a handoff's: this tab's only, beside the site's remembered one.
      const tokens = { accessToken: command.session.accessToken, refreshToken: command.session.refreshToken };
      if (!setSession(tokens, { handedOver: true })) openAuthModal('login');
    } else {
      closeAuthModal();
      closeBuyNow();
      closeAddCardModal();
      closePurchaseModal();
      closeErrorModal();
    }
  };
  const receive = (data: unknown) => {
    const command = parseBridgeCommand(data);
    if (command) run(command);
  };

  // Commands: WebView2's own event; window messages from the configured parent (or from React
  // Native, which delivers them without an origin); and the global a native side calls.
  const webview = (win as unknown as { chrome?: { webview?: EventTarget } }).chrome?.webview;
  if (webview && typeof webview.addEventListener === 'function') {
    const onWebviewMessage = (event: Event) => receive((event as MessageEvent).data);
    webview.addEventListener('message', onWebviewMessage);
    stops.push(() => webview.removeEventListener('message', onWebviewMessage));
  }
  const onWindowMessage = (event: MessageEvent) => {
    const fromParent =
      channel?.name === 'iframe' && event.source === win.parent && event.origin === options.parentOrigin;
    const fromReactNative = channel?.name === 'react-native' && !event.origin;
    if (fromParent || fromReactNative) receive(event.data);
  };
  win.addEventListener('message', onWindowMessage);
  doc.addEventListener('message', onWindowMessage as EventListener);
  stops.push(() => {
    win.removeEventListener('message', onWindowMessage);
    doc.removeEventListener('message', onWindowMessage as EventListener);
  });
  const global = win as unknown as Record<string, unknown>;
  global[BRIDGE_GLOBAL] = Object.freeze({ receive });
  stops.push(() => delete global[BRIDGE_GLOBAL]);

  return {
    channel,
    post,
    receive,
    stop: () => {
      for (const stop of stops.splice(0)) stop();
    },
  };
}
