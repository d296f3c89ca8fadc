import { atom } from 'nanostores';
import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { createLinkTemplateApi, type LinkTemplateApi } from '../api/domains/link-template';
import { getDomain } from '../config';
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
export function defaultHeaderLinks(locale: Locale): readonly NavLink[] {
  return [
    link(m.navigation_games(locale), '/welcome-to-the-future'),
    link(m.navigation_creators_corner(locale), '/creator-corners', [
      link(m.navigation_overview(locale), '/creator-corners#Overview'),
      link(m.navigation_creators(locale), '/creator-corners#Creators'),
      link(m.navigation_unreal_engine_template(locale), '/creator-corners#UnrealEngineTemplate'),
      link(m.navigation_faq(locale), '/creator-corners#FAQ'),
      link(m.navigation_sign_up(locale), '/creator-corners#SignUp'),
    ]),
    // Three placeholders: the spec names none; each leads to a page that exists.
    link(m.navigation_community(locale), '/', [
      link(m.navigation_news(locale), '/'),
      link(m.navigation_timeline(locale), '/articles/39'),
      link(m.navigation_welcome_to_the_future(locale), '/articles/38'),
    ]),
    link(m.navigation_marketplace(locale), '/marketplace'),
  ];
}

/** "Footer: page links (defaults if none supplied)". */
export function defaultFooterLinks(locale: Locale): readonly NavLink[] {
  return [
    link(m.navigation_eula(locale), '/EULA'),
    link(m.navigation_terms_of_service(locale), '/Terms-Of-Service'),
    link(m.navigation_privacy_policy(locale), '/Privacy-Policy'),
    link(m.navigation_marketplace(locale), '/marketplace'),
  ];
}

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

async function templateAt(templates: LinkTemplateApi, url: string): Promise<LinkTemplate | null> {
  try {
    return await templates.getByUrl({ url });
  } catch (error) {
    // "the built-in default when the server supplies none or fails"
    logIgnored(`the ${url} link template`, error);
    return null;
  }
}

/**
 * Both link templates, each falling back to its default (in `locale`) on its own; never throws.
 * It takes the link templates' calls alone, so that a page asking for its navigation does not
 * build (and carry the code of) every other domain of the API.
 */
export async function loadSiteNavigation(
  locale: Locale,
  templates: LinkTemplateApi = getDomain(createLinkTemplateApi),
): Promise<SiteNavigation> {
  const [header, footer] = await Promise.all([
    templateAt(templates, LINK_TEMPLATE_URLS.header),
    templateAt(templates, LINK_TEMPLATE_URLS.footer),
  ]);
  return {
    header: linksOf(header?.page_list, defaultHeaderLinks(locale)),
    footer: linksOf(footer?.page_list, defaultFooterLinks(locale)),
  };
}

/**
 * The navigation loaded in the browser; null until then (a static page starts with the defaults,
 * written into it in its own language).
 */
export const $siteNavigation = atom<SiteNavigation | null>(null);

export async function refreshSiteNavigation(locale: Locale): Promise<SiteNavigation> {
  const navigation = await loadSiteNavigation(locale);
  $siteNavigation.set(navigation);
  return navigation;
}
