import { describe, expect, it } from 'vitest';
import {
  HEADER_VERSIONS,
  headerDownNavigationOf,
  headerVersionOf,
  isActiveLink,
  showsHomePreview,
  showsOnlyLogo,
} from './header-version';
import { headerScrollState, searchVariantOffset } from './scroll';

describe('header versions (marketplace-content.md §2.7)', () => {
  it('"Header version names: marketplace, home_page, product_page, basket, settings_page, coming_soon, default_transparent, default, compact_outline; an unknown version falls back to default"', () => {
    expect(HEADER_VERSIONS).toHaveLength(9);
    for (const version of HEADER_VERSIONS) expect(headerVersionOf(version)).toBe(version);
    expect(headerVersionOf('fancy')).toBe('default');
    expect(headerVersionOf(undefined)).toBe('default');
    expect(headerVersionOf('Marketplace')).toBe('default');
  });

  it('"default, home_page and product_page use the main tabs; default_transparent and compact_outline use a skewed menu with a logo; marketplace uses tabs that switch the marketplace tab"', () => {
    expect(
      ['default', 'home_page', 'product_page'].map((v) => headerDownNavigationOf(headerVersionOf(v))),
    ).toEqual(['main-tabs', 'main-tabs', 'main-tabs']);
    expect(headerDownNavigationOf('default_transparent')).toBe('skewed-menu');
    expect(headerDownNavigationOf('compact_outline')).toBe('skewed-menu');
    expect(headerDownNavigationOf('marketplace')).toBe('marketplace-tabs');
    expect(headerDownNavigationOf('coming_soon')).toBe('none');
  });

  it('"coming_soon shows only the logo"; "no preview is shown for basket or settings_page"', () => {
    expect(HEADER_VERSIONS.filter(showsOnlyLogo)).toEqual(['coming_soon']);
    expect(HEADER_VERSIONS.filter((version) => !showsHomePreview(version))).toEqual([
      'basket',
      'settings_page',
    ]);
  });

  it('"The active tab follows the route"', () => {
    expect(isActiveLink('/marketplace', '/marketplace/packages')).toBe(true);
    expect(isActiveLink('/marketplace/packages', '/marketplace/Packages/')).toBe(true);
    expect(isActiveLink('/marketplace/packages', '/marketplace/virtual-currency')).toBe(false);
    expect(isActiveLink('/', '/basket')).toBe(false);
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('#', '/')).toBe(false);
    expect(isActiveLink('/creator-corners#FAQ', '/creator-corners')).toBe(true);
  });
});

describe('header scroll (marketplace-content.md §4)', () => {
  it('"at or below 500 px width once the bar reaches 56 px from top; above 500 px when it reaches 100 px"', () => {
    expect(searchVariantOffset(360)).toBe(56);
    expect(searchVariantOffset(500)).toBe(56);
    expect(searchVariantOffset(501)).toBe(100);
    expect(headerScrollState(55, 500).compactSearch).toBe(false);
    expect(headerScrollState(56, 500).compactSearch).toBe(true);
    expect(headerScrollState(99, 1440).compactSearch).toBe(false);
    expect(headerScrollState(100, 1440).compactSearch).toBe(true);
  });

  it('"The header and footer scroll threshold is 195 px"', () => {
    expect(headerScrollState(194, 1440).pastFrameThreshold).toBe(false);
    expect(headerScrollState(195, 360).pastFrameThreshold).toBe(true);
  });
});
