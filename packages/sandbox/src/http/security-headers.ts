// The security headers of every response of a served site: a strict CSP on its documents, nosniff and a
// referrer policy on everything. The policy is data: one function from a path, the answer's type and
// the site's build to the headers.

export interface SiteHeaderOptions {
  /**
   * The site's Content-Security-Policy, as its build wrote it (`csp.json`): scripts and styles from
   * the site itself and the hashes of its few inline ones. Null for a build that declares none
   * (Storybook): it is then served without one, and may be framed by its own manager page.
   */
  policy: string | null;
  /** Who may frame `/embed/*` pages (a game's or a partner's page); every other page: nobody. */
  embedAncestors: readonly string[];
  /** Served over HTTPS: browsers are told to keep to it (HSTS). */
  https: boolean;
  /** Where browsers send the policy's violations (the sandbox's /api/v1/csp-report), absolute. */
  reportEndpoint?: string;
}

/** The name the policy's `report-to` gives the endpoint of `Reporting-Endpoints`. */
const CSP_REPORT_GROUP = 'rdc-csp';

/** The sandbox's default for `/embed/*`: the site itself and local pages, as a developer's partner page is. */
export const DEFAULT_EMBED_ANCESTORS = [
  "'self'",
  'http://localhost:*',
  'http://127.0.0.1:*',
  'https://localhost:*',
  'https://127.0.0.1:*',
];

/** Pages a game or a partner shows in a frame. */
const EMBEDDABLE = /^\/embed(\/|$)/;

/**
 * What a browser may show as a document of its own, whose scripts the policy governs and which a
 * page could frame: HTML, and SVG and XML, which can carry scripts when opened at their address.
 * A missing type counts as a document.
 */
const DOCUMENT_TYPE =
  /^\s*(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/i;

function isDocumentType(contentType: string | null | undefined): boolean {
  return !contentType || DOCUMENT_TYPE.test(contentType);
}

/**
 * The headers of an answer at `path`. A document (`contentType`, HTML by default) gets them all;
 * anything else (a script, a stylesheet, a font, a picture) only those that act on it: nosniff, the
 * referrer policy, HSTS. A policy, framing rules or a permissions policy on a script do nothing,
 * and were 1.9 kB on each of a page's twenty-odd script and picture answers, about a third of the
 * bytes a phone fetched for a product page.
 */
export function securityHeaders(
  path: string,
  options: SiteHeaderOptions,
  contentType: string | null = 'text/html',
): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  if (!isDocumentType(contentType)) return headers;
  headers['Permissions-Policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
  if (options.policy === null) return headers;
  const embeddable = EMBEDDABLE.test(path);
  const ancestors = embeddable ? options.embedAncestors.join(' ') : "'none'";
  // report-to for browsers with the Reporting API, report-uri for the others (Firefox); before
  // frame-ancestors, which stays last.
  const reporting = options.reportEndpoint
    ? `; report-uri ${options.reportEndpoint}; report-to ${CSP_REPORT_GROUP}`
    : '';
  if (options.reportEndpoint)
    headers['Reporting-Endpoints'] = `${CSP_REPORT_GROUP}="${options.reportEndpoint}"`;
  headers['Content-Security-Policy'] = `${options.policy}${reporting}; frame-ancestors ${ancestors}`;
  if (!embeddable) headers['X-Frame-Options'] = 'DENY';
  headers['Cross-Origin-Opener-Policy'] = embeddable ? 'unsafe-none' : 'same-origin';
  return headers;
}
