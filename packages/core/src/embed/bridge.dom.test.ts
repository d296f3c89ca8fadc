// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTokens } from '../../test/loopback-server';
import { navigate, resetNavigationHost } from '../navigation/host';
import { $authModal, openAuthModal } from '../overlays/modals';
import { $profile, logout } from '../session/page-session';
import { startGameBridge } from './bridge';
import type { GameBridge } from './bridge';

let bridge: GameBridge | undefined;
const posted: unknown[] = [];
const openBasket = vi.fn();

function start(): GameBridge {
  (window as unknown as { chrome: unknown }).chrome = {
    webview: Object.assign(new EventTarget(), { postMessage: (message: unknown) => posted.push(message) }),
  };
  bridge = startGameBridge({ events: ['rdc-cart-change', 'rdc-purchase'], openBasket });
  return bridge;
}

afterEach(() => {
  bridge?.stop();
  delete (window as unknown as { chrome?: unknown }).chrome;
  posted.length = 0;
  openBasket.mockReset();
  resetNavigationHost();
  logout('user');
  $authModal.set(null);
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the game bridge', () => {
  it('posts every listed rdc-* event heard on the document, with its detail', () => {
    start();
    const host = document.body.appendChild(document.createElement('div'));
    host.dispatchEvent(
      new CustomEvent('rdc-purchase', {
        detail: { lots: [{ lotId: 3, lotType: 'coin', count: 1 }] },
        bubbles: true,
        composed: true,
      }),
    );
    expect(posted).toEqual([
      {
        source: 'rdc',
        version: 1,
        type: 'rdc-purchase',
        detail: { lots: [{ lotId: 3, lotType: 'coin', count: 1 }] },
      },
    ]);
  });

  it("turns core's navigations and link clicks (inside shadow roots too) into rdc-navigate, and the page stays", () => {
    start();
    navigate('/');
    const shadow = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
    const link = shadow.appendChild(document.createElement('a'));
    link.href = '/marketplace/product/item/1';
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(posted).toEqual([
      { source: 'rdc', version: 1, type: 'rdc-navigate', detail: { url: 'http://localhost:3000/' } },
      {
        source: 'rdc',
        version: 1,
        type: 'rdc-navigate',
        detail: { url: 'http://localhost:3000/marketplace/product/item/1' },
      },
    ]);
    expect(location.pathname).toBe('/');
  });

  it('posts rdc-close when a modal closes', () => {
    start();
    openAuthModal('login');
    $authModal.set(null);
    expect(posted).toEqual([{ source: 'rdc', version: 1, type: 'rdc-close', detail: { modal: 'auth' } }]);
  });

  it("runs the game's commands from WebView2 and from window.rdcBridge.receive, and ignores the rest", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    start();
    const webview = (window as unknown as { chrome: { webview: EventTarget } }).chrome.webview;
    webview.dispatchEvent(
      Object.assign(new Event('message'), { data: { source: 'rdc', version: 1, type: 'open-basket' } }),
    );
    expect(openBasket).toHaveBeenCalledTimes(1);

    const receive = (window as unknown as { rdcBridge: { receive(data: unknown): void } }).rdcBridge.receive;
    receive(JSON.stringify({ source: 'rdc', version: 1, type: 'set-session', session: makeTokens(5) }));
    expect($profile.get().user_id).toBe(5);
    openAuthModal('login');
    receive({ source: 'rdc', version: 1, type: 'close-modal' });
    expect($authModal.get()).toBeNull();
    receive({ source: 'rdc', version: 1, type: 'log-out' });
    expect($profile.get().user_id).toBe(0);
    receive({ source: 'rdc', version: 1, type: 'delete-everything' });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('a set-session command whose tokens are unusable leaves a guest at the sign-in form', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    start().receive({
      source: 'rdc',
      version: 1,
      type: 'set-session',
      session: { accessToken: 'not-a-jwt', refreshToken: 'r' },
    });
    expect($profile.get().user_id).toBe(0);
    expect($authModal.get()).toBe('login');
  });

  it('a session the server ends (not Log Out) opens the sign-in form', () => {
    start();
    bridge?.receive({ source: 'rdc', version: 1, type: 'set-session', session: makeTokens(9) });
    logout('expired');
    expect($authModal.get()).toBe('login');
  });
});
