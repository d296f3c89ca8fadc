import { describe, expect, it } from 'vitest';
import { bridgeMessage } from './messages';
import { findBridgeChannel, readParentOrigin } from './channels';

const message = bridgeMessage('rdc-login', { alias: 'demo', userId: 2 });

function recorder() {
  const posted: unknown[][] = [];
  return { posted, postMessage: (...args: unknown[]) => posted.push(args) };
}

describe('the channel to the game', () => {
  it('WebView2 (chrome.webview) and WKWebView (webkit.messageHandlers.rdc) get the message as an object', () => {
    const webview = recorder();
    findBridgeChannel({ chrome: { webview } })?.post(message);
    expect(webview.posted).toEqual([[message]]);
    const handler = recorder();
    const channel = findBridgeChannel({ webkit: { messageHandlers: { rdc: handler } } });
    expect(channel?.name).toBe('wkwebview');
    channel?.post(message);
    expect(handler.posted).toEqual([[message]]);
  });

  it('React Native and the Android interface (default RdcAndroid, or a configured name) get JSON text', () => {
    const native = recorder();
    findBridgeChannel({ ReactNativeWebView: native })?.post(message);
    expect(native.posted).toEqual([[JSON.stringify(message)]]);
    const android = recorder();
    expect(findBridgeChannel({ RdcAndroid: android })?.name).toBe('android');
    const named = recorder();
    findBridgeChannel({ GameShop: named }, { androidInterface: 'GameShop' })?.post(message);
    expect(named.posted).toEqual([[JSON.stringify(message)]]);
  });

  it('a parent frame only with a configured origin, which the message is addressed to', () => {
    const parent = recorder();
    const win: Record<string, unknown> = { parent };
    expect(findBridgeChannel(win)).toBeNull();
    findBridgeChannel(win, { parentOrigin: 'https://game.example' })?.post(message);
    expect(parent.posted).toEqual([[message, 'https://game.example']]);
    // A top-level page is its own parent: nothing to post to.
    const top: Record<string, unknown> = recorder();
    top.parent = top;
    expect(findBridgeChannel(top, { parentOrigin: 'https://game.example' })).toBeNull();
  });

  it('uses the first channel present, in the documented order, and none on a plain page', () => {
    expect(findBridgeChannel({ chrome: { webview: recorder() }, ReactNativeWebView: recorder() })?.name).toBe(
      'webview2',
    );
    expect(findBridgeChannel({ ReactNativeWebView: recorder(), RdcAndroid: recorder() })?.name).toBe(
      'react-native',
    );
    expect(findBridgeChannel({ chrome: {}, webkit: { messageHandlers: {} } })).toBeNull();
  });

  it('takes a parent origin only as an http(s) origin', () => {
    expect(readParentOrigin('https://game.example')).toBe('https://game.example');
    expect(readParentOrigin('http://127.0.0.1:5174')).toBe('http://127.0.0.1:5174');
    expect(readParentOrigin('*')).toBeNull();
    expect(readParentOrigin('https://game.example/path')).toBeNull();
    expect(readParentOrigin('javascript:alert(1)')).toBeNull();
    expect(readParentOrigin(null)).toBeNull();
  });
});
