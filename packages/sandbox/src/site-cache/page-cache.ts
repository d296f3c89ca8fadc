// The sandbox's own copy of the pages whose HTML is the same for every visitor, kept by the rules
// their Cache-Control gives a shared cache: fresh for a few seconds, then served stale while one
// render replaces it. An admin change drops every copy (`clear`), and a render that began before
// the drop is not kept, so no page older than the change is served after it.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chosenCoding } from '../http/content-coding';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/**
 * A kept page is compressed once and sent many times, so it takes brotli's quality 10: a product
 * page 11.9 kB against 12.8 at the streamed pages' 5 and 13.6 with gzip, in about 30 ms off the
 * main thread (11 doubles that for 3 % more).
 */
const KEPT_BROTLI_QUALITY = 10;

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
  brotli: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** Weak: the same page compressed or not is the same page. */
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
    br: Record<string, string>;
  };
}

/**
 * A page as the renderer produced it, with its validator, its compressed bytes and the headers of
 * its answers (`headers`: those every answer carries, the Cache-Control and security headers).
 */
export async function cachedPage(
  html: Buffer,
  contentType: string,
  storedAt: number,
  headers: Record<string, string> = {},
): Promise<CachedPage> {
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  // Copied once into plain byte arrays: each answer then sends these bytes as they are.
  const plainBytes = new Uint8Array(html);
  const [gzipOutput, brotliOutput] = await Promise.all([
    gzipAsync(html),
    brotliAsync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.byteLength,
      },
    }),
  ]);
  const gzipped = new Uint8Array(gzipOutput);
  const brotli = new Uint8Array(brotliOutput);
  const notModified = { ...headers, ETag: etag, Vary: 'Accept-Encoding' };
  const plain = {
    ...notModified,
    'Content-Type': contentType,
    'Content-Length': String(plainBytes.byteLength),
  };
  const gzip = { ...plain, 'Content-Encoding': 'gzip', 'Content-Length': String(gzipped.byteLength) };
  const br = { ...plain, 'Content-Encoding': 'br', 'Content-Length': String(brotli.byteLength) };
  return {
    html: plainBytes,
    gzipped,
    brotli,
    contentType,
    etag,
    storedAt,
    answers: { notModified, plain, gzip, br },
  };
}

/** The answer to a GET of a kept page: 304 when the request names its ETag, else its bytes, compressed as the browser takes them. */
export function answerWithPage(
  page: CachedPage,
  ifNoneMatch: string | null | undefined,
  acceptEncoding: string | string[] | null | undefined,
): Response {
  if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etag))
    return new Response(null, { status: 304, headers: page.answers.notModified });
  const coding = chosenCoding(acceptEncoding);
  if (coding === 'br') return new Response(page.brotli, { status: 200, headers: page.answers.br });
  if (coding === 'gzip') return new Response(page.gzipped, { status: 200, headers: page.answers.gzip });
  return new Response(page.html, { status: 200, headers: page.answers.plain });
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
