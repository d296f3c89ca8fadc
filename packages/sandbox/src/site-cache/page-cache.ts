// The sandbox's own copy of the pages whose HTML is the same for every visitor, kept by the rules
// their Cache-Control gives a shared cache: fresh for a few seconds, then served stale while one
// render replaces it. An admin change drops every copy (`clear`), and a render that began before
// the drop is not kept, so no page older than the change is served after it.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

interface PageCacheRules {
  /** Seconds a copy is served as it is. */
  freshSeconds: number;
  /** Seconds after that a copy is still served while a new render replaces it. */
  staleSeconds: number;
  /** Copies kept at most (the oldest go first); 0 keeps none: every request renders. */
  maxEntries: number;
  /** A page larger than this is served but not kept. */
  maxBodyBytes: number;
}

export const PAGE_CACHE_RULES: PageCacheRules = {
  freshSeconds: 10,
  staleSeconds: 30,
  maxEntries: 500,
  maxBodyBytes: 1_000_000,
};

/**
 * What the pages tell browsers and shared caches: a browser asks again every time (a 304 when the
 * page is unchanged), a shared cache (a CDN) keeps the page for `freshSeconds` and serves it stale
 * for `staleSeconds` more while it asks again.
 */
export function pageCacheControl(rules: PageCacheRules = PAGE_CACHE_RULES): string {
  return `public, max-age=0, s-maxage=${rules.freshSeconds}, stale-while-revalidate=${rules.staleSeconds}`;
}

export interface CachedPage {
  html: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** Weak: the same page gzip-compressed or not is the same page. */
  etag: string;
  storedAt: number;
  /**
   * Every answer's headers, built once when the page is kept: a hit then only picks one of them
   * (`headers` given to `cachedPage`, plus the ETag, Vary, and for a body its type and length).
   */
  answers: {
    notModified: Record<string, string>;
    plain: Record<string, string>;
    gzip: Record<string, string>;
  };
}

/**
 * A page as the renderer produced it, with its validator, its compressed bytes and the headers of
 * its answers (`headers`: those every answer carries, the Cache-Control and security headers).
 */
export function cachedPage(
  html: Buffer,
  contentType: string,
  storedAt: number,
  headers: Record<string, string> = {},
): CachedPage {
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  // Copied once into plain byte arrays: each answer then sends these bytes as they are.
  const plainBytes = new Uint8Array(html);
  const gzipped = new Uint8Array(gzipSync(html));
  const notModified = { ...headers, ETag: etag, Vary: 'Accept-Encoding' };
  const plain = {
    ...notModified,
    'Content-Type': contentType,
    'Content-Length': String(plainBytes.byteLength),
  };
  const gzip = { ...plain, 'Content-Encoding': 'gzip', 'Content-Length': String(gzipped.byteLength) };
  return { html: plainBytes, gzipped, contentType, etag, storedAt, answers: { notModified, plain, gzip } };
}

const GZIP = /\bgzip\b/i;

/** The answer to a GET of a kept page: 304 when the request names its ETag, else its bytes, gzip if accepted. */
export function answerWithPage(
  page: CachedPage,
  ifNoneMatch: string | null | undefined,
  acceptEncoding: string | null | undefined,
): Response {
  if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etag))
    return new Response(null, { status: 304, headers: page.answers.notModified });
  return acceptEncoding && GZIP.test(acceptEncoding)
    ? new Response(page.gzipped, { status: 200, headers: page.answers.gzip })
    : new Response(page.html, { status: 200, headers: page.answers.plain });
}

/** True when `ifNoneMatch` (the request's header) names `etag`, or is `*`. */
function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

type Lookup = { page: CachedPage; state: 'fresh' | 'stale' } | undefined;

export function createPageCache(rules: PageCacheRules = PAGE_CACHE_RULES, now: () => number = Date.now) {
  const pages = new Map<string, CachedPage>();
  let generation = 0;
  return {
    rules,
    now,
    lookup(key: string): Lookup {
      const page = pages.get(key);
      if (!page) return undefined;
      const age = (now() - page.storedAt) / 1000;
      if (age < rules.freshSeconds) return { page, state: 'fresh' };
      if (age < rules.freshSeconds + rules.staleSeconds) return { page, state: 'stale' };
      pages.delete(key);
      return undefined;
    },
    /** The mark a render takes as it starts; `store` keeps its page only if nothing was dropped since. */
    generation: () => generation,
    store(key: string, page: CachedPage, startedAt: number): boolean {
      if (startedAt !== generation || rules.maxEntries === 0 || page.html.byteLength > rules.maxBodyBytes)
        return false;
      pages.delete(key);
      pages.set(key, page);
      while (pages.size > rules.maxEntries) pages.delete(pages.keys().next().value as string);
      return true;
    },
    clear(): void {
      generation += 1;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** SANDBOX_PAGE_CACHE=off: no copies, every page rendered per request as before (the bench compares both). */
export function pageCacheFromEnv(value: string | undefined): PageCache {
  return createPageCache(
    value?.trim().toLowerCase() === 'off' ? { ...PAGE_CACHE_RULES, maxEntries: 0 } : PAGE_CACHE_RULES,
  );
}
