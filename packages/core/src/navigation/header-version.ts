/**
 * The header's versions (marketplace-content.md §2.7): "Header version names: marketplace,
 * home_page, product_page, basket, settings_page, coming_soon, default_transparent, default,
 * compact_outline; an unknown version falls back to default."
 */
export const HEADER_VERSIONS = [
  'marketplace',
  'home_page',
  'product_page',
  'basket',
  'settings_page',
  'coming_soon',
  'default_transparent',
  'default',
  'compact_outline',
] as const;

export type HeaderVersion = (typeof HEADER_VERSIONS)[number];

export function headerVersionOf(name: string | null | undefined): HeaderVersion {
  return HEADER_VERSIONS.find((version) => version === name) ?? 'default';
}

/**
 * The navigation below the header bar: "default, home_page and product_page use the main tabs;
 * default_transparent and compact_outline use a skewed menu with a logo; marketplace uses tabs that
 * switch the marketplace tab". The spec names none for basket and settings_page (they keep the bar
 * alone); "coming_soon shows only the logo".
 */
export type HeaderDownNavigation = 'main-tabs' | 'skewed-menu' | 'marketplace-tabs' | 'none';

export function headerDownNavigationOf(version: HeaderVersion): HeaderDownNavigation {
  switch (version) {
    case 'default':
    case 'home_page':
    case 'product_page':
      return 'main-tabs';
    case 'default_transparent':
    case 'compact_outline':
      return 'skewed-menu';
    case 'marketplace':
      return 'marketplace-tabs';
    default:
      return 'none';
  }
}

/** "coming_soon shows only the logo". */
export const showsOnlyLogo = (version: HeaderVersion): boolean => version === 'coming_soon';

/** "The home preview slider is hidden on the basket page, and no preview is shown for basket or settings_page." */
export const showsHomePreview = (version: HeaderVersion): boolean =>
  version !== 'basket' && version !== 'settings_page';

/**
 * "The active tab follows the route": the link whose address is the page's, or the closest section
 * above it (/marketplace/packages is under /marketplace). Anchors and '#' never match; '/' only itself.
 */
export function isActiveLink(linkUrl: string, pathname: string): boolean {
  const path = linkUrl.split('#')[0]?.split('?')[0] ?? '';
  if (path === '' || !path.startsWith('/')) return false;
  const here = pathname.replace(/\/+$/, '') || '/';
  const target = path.replace(/\/+$/, '') || '/';
  if (target === '/') return here === '/';
  return (
    here.toLowerCase() === target.toLowerCase() || here.toLowerCase().startsWith(`${target.toLowerCase()}/`)
  );
}
