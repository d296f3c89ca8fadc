/**
 * Which way a page reaches the game that shows it. In-game browsers each expose their own object;
 * the first one present is used, in this order:
 *   webview2      window.chrome.webview.postMessage(message)              (WebView2; CEF hosts can mimic it)
 *   wkwebview     window.webkit.messageHandlers.rdc.postMessage(message)  (WKWebView, handler named "rdc")
 *   react-native  window.ReactNativeWebView.postMessage(json)             (react-native-webview: text only)
 *   android       window[androidInterface].postMessage(json)              (an Android @JavascriptInterface: text only)
 *   iframe        window.parent.postMessage(message, parentOrigin)        (only with a configured origin, never '*')
 */
import type { BridgeMessage } from './messages';

export type BridgeChannelName = 'webview2' | 'wkwebview' | 'react-native' | 'android' | 'iframe';

export interface BridgeChannel {
  readonly name: BridgeChannelName;
  post(message: BridgeMessage): void;
}

export interface ChannelOptions {
  /** The name of the Android JavaScript interface (default `RdcAndroid`). */
  androidInterface?: string;
  /** The game page's origin when the page is in its iframe; without it nothing is posted to a parent. */
  parentOrigin?: string | null;
}

export const DEFAULT_ANDROID_INTERFACE = 'RdcAndroid';

type Poster = { postMessage: (message: unknown) => void };

function poster(candidate: unknown): Poster | null {
  return typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as Poster).postMessage === 'function'
    ? (candidate as Poster)
    : null;
}

/** The browser objects looked at (a window, or a fake of one in tests). */
export type BridgeWindow = Window | Record<string, unknown>;

/** The channel to the game, or null on a page no game shows. */
export function findBridgeChannel(win: BridgeWindow, options: ChannelOptions = {}): BridgeChannel | null {
  const host = win as Record<string, unknown> & {
    chrome?: { webview?: unknown };
    webkit?: { messageHandlers?: { rdc?: unknown } };
    parent?: unknown;
  };
  const webview2 = poster(host.chrome?.webview);
  if (webview2) return { name: 'webview2', post: (message) => webview2.postMessage(message) };
  const wkwebview = poster(host.webkit?.messageHandlers?.rdc);
  if (wkwebview) return { name: 'wkwebview', post: (message) => wkwebview.postMessage(message) };
  const reactNative = poster(host.ReactNativeWebView);
  if (reactNative)
    return { name: 'react-native', post: (message) => reactNative.postMessage(JSON.stringify(message)) };
  const android = poster(host[options.androidInterface ?? DEFAULT_ANDROID_INTERFACE]);
  if (android) return { name: 'android', post: (message) => android.postMessage(JSON.stringify(message)) };
  const parent = host.parent as
    (Poster & { postMessage: (message: unknown, origin: string) => void }) | undefined;
  if (options.parentOrigin && parent && parent !== win && poster(parent)) {
    const origin = options.parentOrigin;
    return { name: 'iframe', post: (message) => parent.postMessage(message, origin) };
  }
  return null;
}

/** A parent origin as configured (`?rdc-parent-origin=`): an http(s) origin, nothing else. */
export function readParentOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}
