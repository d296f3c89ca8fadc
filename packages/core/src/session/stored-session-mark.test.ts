// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { makeTokens } from '../../test/loopback-server';
import { createBrowserPersistence, type BrowserStorageHost } from './persistence';
import { SESSION_STORED_ATTRIBUTE, STORED_SESSION_MARK_SCRIPT } from './stored-session-mark';
import { ACCESS_TOKEN_KEY } from './tokens';

const host: BrowserStorageHost = {
  sessionStorage: window.sessionStorage,
  localStorage: window.localStorage,
  location: window.location,
  document,
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
};

/** Runs the script as a page's <head> would, and answers whether it marked <html>. */
function marks(): boolean {
  document.documentElement.removeAttribute(SESSION_STORED_ATTRIBUTE);
  new Function(STORED_SESSION_MARK_SCRIPT)();
  return document.documentElement.hasAttribute(SESSION_STORED_ATTRIBUTE);
}

afterEach(() => {
  createBrowserPersistence(host).clear({ broadcast: false });
  document.cookie = `${ACCESS_TOKEN_KEY}=; Max-Age=0; Path=/`;
});

describe('the stored-session mark, run before a page paints', () => {
  it('marks nothing for a visitor: no tokens anywhere', () => {
    expect(marks()).toBe(false);
  });

  it('marks a session the persistence kept for this tab only (rememberMe off)', () => {
    createBrowserPersistence(host).save(makeTokens(1), false);
    expect(marks()).toBe(true);
  });

  it('marks a remembered session (rememberMe on: local storage and cookies)', () => {
    createBrowserPersistence(host).save(makeTokens(1), true);
    expect(marks()).toBe(true);
  });

  it("marks a game's handed-over session", () => {
    createBrowserPersistence(host).saveHandedOver(makeTokens(1));
    expect(marks()).toBe(true);
  });

  it('marks a remembered session found in the cookies alone, as the persistence loads it', () => {
    createBrowserPersistence(host).save(makeTokens(1), true);
    window.localStorage.clear();
    expect(createBrowserPersistence(host).load()).not.toBeNull();
    expect(marks()).toBe(true);
  });

  it('marks nothing once the persistence forgot the session (a logout)', () => {
    const persistence = createBrowserPersistence(host);
    persistence.save(makeTokens(1), true);
    persistence.clear({ broadcast: true });
    expect(marks()).toBe(false);
  });

  it('reads storage that throws as holding nothing there, and still reads the cookies', () => {
    createBrowserPersistence(host).save(makeTokens(1), true);
    const sessionStorage = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    const localStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');
    const blocked = {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
      configurable: true,
    };
    Object.defineProperty(window, 'sessionStorage', blocked);
    Object.defineProperty(window, 'localStorage', blocked);
    try {
      expect(marks()).toBe(true);
    } finally {
      Object.defineProperty(window, 'sessionStorage', sessionStorage!);
      Object.defineProperty(window, 'localStorage', localStorage!);
    }
  });
});
