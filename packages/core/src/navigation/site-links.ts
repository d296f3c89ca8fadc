import { atom } from 'nanostores';
import type { Api } from '../api/api';
import { getApi } from '../api/page-api';
import { logIgnored } from '../log-ignored';
import type { LinkTemplate, PageLink, PageList } from '../schemas/link';
import { isSafeLinkUrl } from '../schemas/safe-link';

/**
 * The site's header and footer navigation (marketplace-content.md §2.7): "main navigation built
 * from a server-supplied list of page links with sub-links and their order, or a built-in default".
 */
export interface NavLink {
  title: string;
  url: string;
  subLinks: readonly NavLink[];
}

const link = (title: string, url: string, subLinks: readonly NavLink[] = []): NavLink => ({
  title,
  url,
  subLinks,
});

/** "Games; Creators Corner with five sub-links; Community with three placeholder sub-links". */
export const DEFAULT_HEADER_LINKS: readonly NavLink[] = [
  link('Games', '/welcome-to-the-future'),
  link('Creators Corner', '/creator-corners', [
    link('Overview', '/creator-corners#Overview'),
    link('Creators', '/creator-corners#Creators'),
    link('Unreal Engine Template', '/creator-corners#UnrealEngineTemplate'),
    link('FAQ', '/creator-corners#FAQ'),
    link('Sign Up', '/creator-corners#SignUp'),
  ]),
  // Three placeholders: the spec names none; each leads to a page that exists.
  link('Community', '/', [
    link('News', '/'),
    link('Timeline', '/articles/39'),
    link('Welcome To The Future', '/articles/38'),
  ]),
  link('Marketplace', '/marketplace'),
];

/** "Footer: page links (defaults if none supplied)". */
export const DEFAULT_FOOTER_LINKS: readonly NavLink[] = [
  link('EULA', '/EULA'),
  link('Terms of Service', '/Terms-Of-Service'),
  link('Privacy Policy', '/Privacy-Policy'),
  link('Marketplace', '/marketplace'),
];

/** "social links (Twitter, Facebook, Discord, Instagram, YouTube, RSS, all '#')". */
export const SOCIAL_LINKS: readonly NavLink[] = [
  'Twitter',
  'Facebook',
  'Discord',
  'Instagram',
  'YouTube',
  'RSS',
].map((title) => link(title, '#'));

/** "a copyright line with year 2022". */
export const COPYRIGHT_YEAR = 2022;

/** The link templates' addresses (get_by_url): one for the header, one for the footer. */
const LINK_TEMPLATE_URLS = { header: 'header', footer: 'footer' } as const;

/**
 * "Only enabled links are shown, sorted by the stored order list", sub-links likewise. Links the
 * order list does not name keep their stored place after the ordered ones. A link whose address is
 * not safe (`javascript:`, `data:`, … stored before the server refused them) is never shown.
 */
export function orderedEnabledLinks(links: readonly PageLink[], order: readonly number[]): NavLink[] {
  const rank = (id: number) => {
    const at = order.indexOf(id);
    return at === -1 ? order.length : at;
  };
  return links
    .map((pageLink, stored) => ({ pageLink, stored }))
    .filter(({ pageLink }) => pageLink.enabled && isSafeLinkUrl(pageLink.url))
    .sort((a, b) => rank(a.pageLink.id) - rank(b.pageLink.id) || a.stored - b.stored)
    .map(({ pageLink }) =>
      link(pageLink.title, pageLink.url, orderedEnabledLinks(pageLink.sub_links, pageLink.sub_links_order)),
    );
}

/** A template's page list, or the default when the server supplies no link at all (or no template). */
export function linksOf(
  pageList: PageList | null | undefined,
  defaults: readonly NavLink[],
): readonly NavLink[] {
  if (!pageList || pageList.page_links.length === 0) return defaults;
  return orderedEnabledLinks(pageList.page_links, pageList.page_links_order);
}

export interface SiteNavigation {
  header: readonly NavLink[];
  footer: readonly NavLink[];
}

const DEFAULT_SITE_NAVIGATION: SiteNavigation = {
  header: DEFAULT_HEADER_LINKS,
  footer: DEFAULT_FOOTER_LINKS,
};

async function templateAt(api: Api, url: string): Promise<LinkTemplate | null> {
  try {
    return await api.linkTemplate.getByUrl({ url });
  } catch (error) {
    // "the built-in default when the server supplies none or fails"
    logIgnored(`the ${url} link template`, error);
    return null;
  }
}

/** Both link templates, each falling back to its default on its own; never throws. */
export async function loadSiteNavigation(api: Api = getApi()): Promise<SiteNavigation> {
  const [header, footer] = await Promise.all([
    templateAt(api, LINK_TEMPLATE_URLS.header),
    templateAt(api, LINK_TEMPLATE_URLS.footer),
  ]);
  return {
    header: linksOf(header?.page_list, DEFAULT_HEADER_LINKS),
    footer: linksOf(footer?.page_list, DEFAULT_FOOTER_LINKS),
  };
}

/** The navigation a page shows; a static page starts with the defaults and refreshes it once loaded. */
export const $siteNavigation = atom<SiteNavigation>(DEFAULT_SITE_NAVIGATION);

export async function refreshSiteNavigation(): Promise<SiteNavigation> {
  const navigation = await loadSiteNavigation();
  $siteNavigation.set(navigation);
  return navigation;
}
