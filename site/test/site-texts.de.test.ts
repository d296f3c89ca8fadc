// The site's texts in German: the components rendered with the locale the middleware writes for a
// German address (/de/…), and its catalogue loaded.
import { loadLocale } from '@rdc/core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as m from '../src/generated/messages';
import OfferShelf from '../src/components/OfferShelf.astro';
import SiteFooter from '../src/components/SiteFooter.astro';
import { renderComponent, shownText } from './render';

const german = { locale: 'de' };

beforeAll(() => loadLocale('de'));

describe('the site in German', () => {
  it('writes the plurals and the texts with inputs', () => {
    expect(m.search_results_page_status('de', { page: 2, count: 1 })).toBe('Seite 2: 1 Ergebnis');
    expect(m.search_results_page_status('de', { page: 2, count: 12 })).toBe('Seite 2: 12 Ergebnisse');
    expect(m.search_results_page_status('en', { page: 1, count: 1 })).toBe('Page 1: 1 result');
    expect(m.search_results_page_status('en', { page: 1, count: 12 })).toBe('Page 1: 12 results');
    expect(m.search_results_nothing('de', { text: 'Nova' })).toBe(
      'Nichts passt zu „Nova“. Versuch es mit einem anderen Wort oder stöbere im Marktplatz.',
    );
    expect(m.menu_all_of('de', { title: 'Creators Corner' })).toBe('Alles zu Creators Corner');
    expect(m.product_bought_as_priced('de', { title: 'Flotte', price: '12,50 $' })).toBe(
      'Teil von Flotte – du kaufst das ganze Paket für 12,50 $.',
    );
    expect(m.manufactory_page_title_of('de', { view: 'Produkte', manufacturer: 'Aurora' })).toBe(
      'Manufaktur: Produkte von Aurora',
    );
    expect(m.home_preview_slide('de', { index: 2, count: 5 })).toBe('2 von 5');
    expect(m.layout_title('de', { title: 'Warenkorb' })).toBe('Warenkorb | RDC');
    expect(m.embed_signed_in_as('de', { alias: 'demo' })).toBe('Angemeldet als demo');
  });

  it('the footer', async () => {
    const doc = await renderComponent(SiteFooter, { links: [], pathname: '/' }, german);
    expect(shownText(doc.querySelector('.copyright'))).toBe('© 2022 RDC. Alle Rechte vorbehalten.');
    expect(doc.querySelector('nav#footer-links')?.getAttribute('aria-label')).toBe('Fußzeile');
    expect(doc.querySelector('[data-footer-burger]')?.getAttribute('aria-label')).toBe('Fußzeilenmenü');
  });

  it('the shelf of limited time offers, its end date and price written the German way', async () => {
    const offer = {
      id: 7,
      title: 'Nova',
      image_url: '',
      price: { USD: 1250 },
      time_limited: '2030-03-14T00:00:00Z',
    };
    const doc = await renderComponent(OfferShelf, { offers: [offer] }, german);
    expect(shownText(doc.querySelector('h2'))).toBe('Zeitlich begrenzte Angebote');
    expect(shownText(doc.querySelector('.offers__all'))).toBe('Alle Angebote ansehen');
    expect(shownText(doc.querySelector('.offer__end'))).toBe('Endet am 14.03.2030');
    expect(shownText(doc.querySelector('.offer__prices'))).toBe('12,50 $');
    // Its links stay in German.
    expect(doc.querySelector('.offers__all')?.getAttribute('href')).toBe('/de/marketplace/limitedTimeOffers');
    expect(doc.querySelector('a.offer')?.getAttribute('href')).toBe('/de/marketplace/product/package/7');
  });
});
