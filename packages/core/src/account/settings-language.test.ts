// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNavigationHost, setNavigationHost } from '../navigation/host';
import { showPageInLanguage } from './settings';

function onPage(url: string, siteLocale?: string) {
  const navigate = vi.fn();
  setNavigationHost({ currentUrl: () => url, navigate });
  if (siteLocale !== undefined) {
    const meta = Object.assign(document.createElement('meta'), {
      name: 'rdc:site-locale',
      content: siteLocale,
    });
    document.head.append(meta);
  }
  return navigate;
}

describe('choosing a language in Settings: the site shows the same page in it', () => {
  afterEach(() => {
    resetNavigationHost();
    document.head.querySelector('meta[name="rdc:site-locale"]')?.remove();
  });

  it('from the English settings to the German ones, query and anchor kept', () => {
    const navigate = onPage('http://site.test/settings?x=1#orders', 'en');
    showPageInLanguage('de');
    expect(navigate).toHaveBeenCalledWith('/de/settings?x=1#orders');
  });

  it('back to English', () => {
    const navigate = onPage('http://site.test/de/settings', 'de');
    showPageInLanguage('en');
    expect(navigate).toHaveBeenCalledWith('/settings');
  });

  it('the language the page is already in, or a partner page, stays where it is', () => {
    const same = onPage('http://site.test/de/settings', 'de');
    showPageInLanguage('de');
    expect(same).not.toHaveBeenCalled();
    document.head.querySelector('meta[name="rdc:site-locale"]')?.remove();
    const partner = onPage('http://partner.test/account');
    showPageInLanguage('de');
    expect(partner).not.toHaveBeenCalled();
  });
});
