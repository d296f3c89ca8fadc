import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { cardTitle } from './data-package';
import { footerTeaser } from './footer-teaser';
import { DETAIL_TABS, TABLE_COLUMNS } from './detail-tabs';
import { capabilitiesOf, DATABASE_RESET_TEXT, PRODUCT_SECTIONS, sideListEntries } from './product-page';
import { specColumns } from './spec-table';

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

  it('name the detail tabs, their table columns and the specification columns a lot leaves unnamed', () => {
    expect(DETAIL_TABS.map((tab) => tab.title('de'))).toEqual([
      'Übersicht',
      'Technische Daten',
      'Systeme',
      'Waffenhalterungen',
    ]);
    expect(TABLE_COLUMNS.map((column) => column.title('de'))).toEqual([
      'Name',
      'Typ',
      'Klasse',
      'Hersteller',
      'Anzahl',
    ]);
    expect(specColumns({}, 'de').map((column) => column.title)).toEqual([
      'Modell',
      'Abmessungen',
      'Struktur',
      'Manövrierfähigkeit',
    ]);
  });
});
