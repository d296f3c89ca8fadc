import { describe, expect, it } from 'vitest';
import { marketplaceHref, marketplaceViewOfPath, matchMarketplaceView, readMarketplaceAddress } from './tabs';

describe('marketplace tabs (marketplace-content.md §2.2)', () => {
  it.each([
    ['packages', 'packages'],
    ['PACKAGES', 'packages'],
    ['  Manufactory ', 'manufactory'],
    ['Virtual-Currency', 'virtual-currency'],
    ['subscriptions', 'subscriptions'],
    ['limitedtimeoffers', 'limitedTimeOffers'],
  ])(
    '"matched from the url case-insensitively and ignoring surrounding spaces": %j → %s',
    (segment, view) => {
      expect(matchMarketplaceView(segment)).toBe(view);
    },
  );

  it('/marketplace opens the default tab, "virtual-currency in the header navigation"', () => {
    expect(matchMarketplaceView('')).toBe('virtual-currency');
    expect(matchMarketplaceView(undefined)).toBe('virtual-currency');
  });

  it('an unknown tab is no view (the page answers 404)', () => {
    expect(matchMarketplaceView('weapons')).toBeNull();
    expect(matchMarketplaceView('packages/x')).toBeNull();
  });

  it('/marketplace/{tab}: its view at its own spelling, moved to it from another, an unknown one not found', () => {
    expect(readMarketplaceAddress('packages')).toEqual({ kind: 'view', view: 'packages' });
    expect(readMarketplaceAddress(' Packages ')).toEqual({ kind: 'moved', href: '/marketplace/packages' });
    expect(readMarketplaceAddress('limitedtimeoffers')).toEqual({
      kind: 'moved',
      href: '/marketplace/limitedTimeOffers',
    });
    expect(readMarketplaceAddress(' ')).toEqual({ kind: 'moved', href: '/marketplace/virtual-currency' });
    expect(readMarketplaceAddress('weapons')).toEqual({ kind: 'not-found' });
  });

  it('each view has its address', () => {
    expect(marketplaceHref('manufactory')).toBe('/marketplace/manufactory');
  });

  it.each([
    ['/marketplace', 'virtual-currency'],
    ['/marketplace/', 'virtual-currency'],
    ['/Marketplace/PACKAGES', 'packages'],
    ['/marketplace/manufactory/category/1', 'manufactory'],
    ['/marketplace/limitedTimeOffers', 'limitedTimeOffers'],
    ['/marketplace/product/item/3', null],
    ['/marketplace/weapons', null],
    ['/basket', null],
  ])('the tab bar follows the route: %s shows %s', (pathname, view) => {
    expect(marketplaceViewOfPath(pathname)).toBe(view);
  });
});
