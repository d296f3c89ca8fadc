import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { manufactoryBreadcrumbs } from './breadcrumbs';
import { RESPONSE_IS_EMPTY } from './list-states';
import { MANUFACTORY_TABS } from './manufactory-views';
import { MARKETPLACE_NAVIGATION } from './tabs';

beforeAll(() => loadLocale('de'));

describe('the marketplace in German', () => {
  it('names the tabs and the manufactory views', () => {
    expect(MARKETPLACE_NAVIGATION.map((tab) => tab.title('de'))).toEqual([
      'Virtuelle Währung',
      'Pakete',
      'Manufaktur',
      'Abos',
      'Begrenzte Angebote',
    ]);
    expect(MANUFACTORY_TABS.map((tab) => tab.title('de'))).toEqual(['Hersteller', 'Kategorie', 'Alle']);
    expect(MARKETPLACE_NAVIGATION.map((tab) => tab.title('en'))[0]).toBe('Virtual Currency');
  });

  it("starts the breadcrumbs at Start without a manufacturer, and says an empty list's error", () => {
    expect(manufactoryBreadcrumbs({ category: 'all' }, 'de').map((crumb) => crumb.title)).toEqual(['Start']);
    expect(RESPONSE_IS_EMPTY('de')).toBe('Keine Einträge gefunden');
    expect(RESPONSE_IS_EMPTY('en')).toBe('Response is empty');
  });
});
