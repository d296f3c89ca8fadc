// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentUrl,
  getQueryParam,
  navigate,
  pushUrl,
  removeQueryParam,
  replaceUrl,
  resetNavigationHost,
  setNavigationHost,
} from './host';

afterEach(() => resetNavigationHost());

describe('navigation host (core has no router)', () => {
  it('reads and rewrites the browser address by default', () => {
    window.history.replaceState(null, '', '/basket?code=abc&x=1#top');
    expect(getQueryParam('code')).toBe('abc');
    removeQueryParam('code');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/basket?x=1#top');
    removeQueryParam('missing');
    expect(window.location.search).toBe('?x=1');
  });

  it('a host page can inject its own navigate and address', () => {
    const navigateSpy = vi.fn();
    const replaced: string[] = [];
    setNavigationHost({
      currentUrl: () => 'https://partner.example/shop?recovery_token=t1',
      navigate: navigateSpy,
      replaceUrl: (url) => replaced.push(url),
    });
    expect(currentUrl().hostname).toBe('partner.example');
    navigate('/');
    expect(navigateSpy).toHaveBeenCalledWith('/');
    removeQueryParam('recovery_token');
    expect(replaced).toEqual(['/shop']);
  });

  it('pushes a new history entry (Back returns to the previous address) or replaces the current one', async () => {
    window.history.replaceState(null, '', '/marketplace/packages');
    pushUrl('/marketplace/packages?page=1');
    expect(window.location.search).toBe('?page=1');
    replaceUrl('/marketplace/packages?page=2');
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await back;
    expect(window.location.pathname + window.location.search).toBe('/marketplace/packages');
  });
});
