import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { cardTitle } from './data-package';
import { footerTeaser } from './footer-teaser';
import { capabilitiesOf, DATABASE_RESET_TEXT, PRODUCT_SECTIONS, sideListEntries } from './product-page';

beforeAll(() => loadLocale('de'));

describe('the product page’s texts in German', () => {
  it('name the sections, a data package, the capabilities and the database reset', () => {
    expect(PRODUCT_SECTIONS.map((section) => section.title('de'))).toEqual([
      'Galerie',
      'Technische Daten',
      'Fähigkeiten',
    ]);
    expect(cardTitle({ category_id: -1, title: 'Survey Scanner' }, 'de')).toBe('Datenpaket');
    expect(capabilitiesOf({ data: null }, 'de').title).toBe('Fähigkeiten');
    expect(DATABASE_RESET_TEXT('de')).toBe('Datenbank-Reset: JA');
    expect(footerTeaser({ lot_type: 'item' })?.text('de')).toBe('30 % SPAREN im Paket');
    const [entry] = sideListEntries(
      { id: 4, lot_items: [{ id: 7, title: 'Nova Drive' }] as never },
      'nova-drive',
      'de',
    );
    expect(entry?.anchors.map((anchor) => anchor.title)).toEqual([
      'Galerie',
      'Technische Daten',
      'Fähigkeiten',
    ]);
  });
});
