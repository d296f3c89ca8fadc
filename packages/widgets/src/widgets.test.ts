// The widget table is the one list of widgets: the package's React exports and its elements
// entry are made from it, so a row is enough for a widget to be both.
import { describe, expect, it } from 'vitest';
import * as reactExports from './index';
import { reactExportName } from './platform/widget-table';
import { WIDGETS } from './widgets';

describe('the widget table', () => {
  it('every row is a React export of @rdc/widgets named after its tag (rdc-basket-badge → BasketBadge)', () => {
    const names = WIDGETS.map((row) => reactExportName(row.tag));
    expect(names).toEqual([
      'BasketBadge',
      'CoinPacks',
      'ProductFooter',
      'UserMenu',
      'Auth',
      'Basket',
      'BuyNow',
      'Marketplace',
      'Search',
      'Manufactory',
      'ImageSlider',
      'DetailTabs',
      'SpecTable',
      'SideList',
      'Countdown',
      'SubscriptionPeriods',
      'Comments',
      'Notifications',
      'Settings',
      'Orders',
      'Plans',
    ]);
    for (const name of names)
      expect(typeof (reactExports as Record<string, unknown>)[name], name).toBe('function');
  });

  it('importing @rdc/widgets/elements defines every tag of the table, with its declared attributes as properties', async () => {
    expect(WIDGETS.filter((row) => customElements.get(row.tag))).toEqual([]);
    await import('./elements');
    for (const row of WIDGETS) {
      const element = customElements.get(row.tag);
      expect(element, row.tag).toBeDefined();
      for (const prop of Object.keys(row.props))
        expect(
          Object.getOwnPropertyDescriptor(element?.prototype, prop)?.set,
          `${row.tag}.${prop}`,
        ).toBeDefined();
    }
  });
});
