// The pseudo-locale audit: on a page read in en-XA (scripts/pseudo-locale.mjs: every catalogue
// text accented, about 40% longer and wrapped in ⟦…⟧), every text a reader meets must come from a
// catalogue, from the server or from Intl, and every catalogue text must fit its box.
//
// What counts as accounted for, in a visible text node and in an element's aria-label, title,
// alt, placeholder and a button-like input's value:
//   - catalogue text: whatever stands between the markers, the message's inputs included; a
//     message split over several text nodes (a link inside a sentence) is followed across the
//     inline nodes of one block;
//   - server data: a run outside the markers equal to or contained in a string of an `/api/v1`
//     JSON response the page received (or in `data`, what the page itself handed the widgets), as
//     whole words and in any case (a name capitalised, an avatar's one-letter initial);
//   - Intl's writing: digits, separators, currency symbols and codes, and Intl's English words
//     (month and weekday names, day periods, the units of formatUnits, region and language names).
// The rest of a run outside the markers, after the server strings and Intl's words are taken
// out, must hold no letter: "⟦Ɓüý⟧ RDC 100" and "⟦Ɓý⟧ Anna" (Anna from the server) pass,
// "Buy ⟦RDC⟧" does not.
//
// What counts as not fitting, for catalogue text (server data, unbounded, may be cut on purpose:
// a title clamped to two lines): text clipped by an element that hides its overflow (its
// scrollWidth past its clientWidth, or its scrollHeight past its clientHeight, with overflow
// hidden or clip), and text reaching out of its own box or its box's parent horizontally. Skipped
// as deliberate: a scroller (overflow auto or scroll: the reader scrolls to the rest), a slider
// (scroll-snap, or a transform moving its track), and a visually hidden element (1 px or less, the
// screen-reader-only pattern).
import type { Page, Response } from '@playwright/test';
import { expect } from '@playwright/test';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from '../../scripts/pseudo-locale.mjs';

export interface PseudoAuditOptions {
  /** Where to look: a selector of the root elements (default: the whole page). */
  roots?: string;
  /** Strings the page handed the widgets itself (a JSON attribute): read as server data. */
  data?: string[];
  /**
   * A language whose marked blocks are left out (`lang="en"`: the site's texts that exist only in
   * English, articles and legal pages, marked so on purpose); a block inside one that declares
   * another language again is read.
   */
  skipLang?: string;
}

export interface PseudoAudit {
  /** Every offender on the page as it is now, once it has settled. */
  offenders(options?: PseudoAuditOptions): Promise<string[]>;
  /** Fails, naming each offender, unless there is none. */
  expectClean(state: string, options?: PseudoAuditOptions): Promise<void>;
}

/** Every string value in a JSON value, keys left out. */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (/\p{L}/u.test(value)) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
}

/**
 * Starts listening to the page's `/api/v1` responses: call before the page is opened, so that
 * every response the widgets read is heard.
 */
export function pseudoAudit(page: Page): PseudoAudit {
  const server = new Set<string>();
  const reading: Promise<void>[] = [];
  let inFlight = 0;
  const isApi = (url: string) => new URL(url).pathname.includes('/api/v1/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight++;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfailed', (request) => {
    if (isApi(request.url())) done();
  });
  page.on('response', (response: Response) => {
    if (!isApi(response.url())) return;
    reading.push(
      response
        .json()
        .then((body: unknown) => stringsOf(body, server))
        .catch(() => undefined)
        .finally(done),
    );
  });

  async function settled(): Promise<void> {
    // What a reader waits for: the calls answered, nothing busy, the fonts in, the page still.
    await expect.poll(() => inFlight, { message: 'the /api/v1 calls answered' }).toBe(0);
    await Promise.all(reading);
    await page.waitForFunction(() => {
      const busy = (root: Document | ShadowRoot): boolean =>
        root.querySelector('[aria-busy="true"]') !== null ||
        [...root.querySelectorAll('*')].some((element) => element.shadowRoot && busy(element.shadowRoot));
      return !busy(document);
    });
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise<void>((resolve) => {
        const quietFor = 300;
        let timer = setTimeout(finish, quietFor);
        const deadline = setTimeout(finish, 5_000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(finish, quietFor);
        });
        const observe = (root: Document | ShadowRoot) => {
          observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
          for (const element of root.querySelectorAll('*'))
            if (element.shadowRoot) observe(element.shadowRoot);
        };
        observe(document);
        function finish() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(deadline);
          resolve();
        }
      });
    });
  }

  async function offenders(options: PseudoAuditOptions = {}): Promise<string[]> {
    await settled();
    return page.evaluate(inspect, {
      roots: options.roots ?? ':root',
      skipLang: options.skipLang ?? null,
      server: [...server, ...(options.data ?? [])],
      markers: [PSEUDO_OPEN, PSEUDO_CLOSE] as [string, string],
    });
  }

  return {
    offenders,
    async expectClean(state, options) {
      expect(await offenders(options), `pseudo-locale audit: ${state}`).toEqual([]);
    },
  };
}

/** Runs in the page: the offenders under the roots, one line each. */
function inspect({
  roots,
  skipLang,
  server,
  markers: [OPEN, CLOSE],
}: {
  roots: string;
  skipLang: string | null;
  server: string[];
  markers: [string, string];
}): string[] {
  const LETTER = /\p{L}/u;
  const problems: string[] = [];

  // Intl's English words, as core's formatters write them for en and en-XA.
  const intlWords = new Set<string>(['AM', 'PM', 'USD', 'RDC']);
  const year = 2027;
  for (let month = 0; month < 12; month++)
    for (const style of ['long', 'short'] as const)
      intlWords.add(
        new Intl.DateTimeFormat('en', { month: style, timeZone: 'UTC' }).format(Date.UTC(year, month, 15)),
      );
  for (let day = 0; day < 7; day++)
    for (const style of ['long', 'short'] as const)
      intlWords.add(
        new Intl.DateTimeFormat('en', { weekday: style, timeZone: 'UTC' }).format(Date.UTC(year, 0, 3 + day)),
      );
  for (const unit of ['day', 'week', 'month'])
    for (const count of [1, 2])
      intlWords.add(
        new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: 'long' })
          .format(count)
          .replace(/^\d+\s/, ''),
      );
  const regions = new Intl.DisplayNames(['en'], { type: 'region' });
  const A = 'A'.charCodeAt(0);
  for (let first = 0; first < 26; first++)
    for (let second = 0; second < 26; second++) {
      const code = String.fromCharCode(A + first, A + second);
      try {
        const name = regions.of(code);
        if (name && name !== code) intlWords.add(name);
      } catch {
        // Not a region code.
      }
    }
  for (const code of ['en', 'de', 'fr', 'es', 'it', 'pl', 'pt', 'ru', 'ja', 'zh', 'ko'])
    intlWords.add(new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  /** A whole word or phrase: not part of a longer word. */
  const phrase = (text: string, flags = 'giu') => new RegExp(`(?<!\\p{L})${escape(text)}(?!\\p{L})`, flags);
  const intlPhrases = [...intlWords].sort((a, b) => b.length - a.length).map((word) => phrase(word));
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
  // Server data may be shown in another case (an initial, a capitalised name): compared without it.
  const folded = (text: string) => normal(text).toLowerCase();
  const serverTexts = [...new Set(server.map(folded))].filter(Boolean).sort((a, b) => b.length - a.length);

  /**
   * Whether a run outside the markers is server data or Intl's writing: a whole part of one
   * server string, or nothing with a letter left once the server strings and Intl's words are out.
   */
  function accounted(run: string): boolean {
    let rest = folded(run);
    if (!LETTER.test(rest)) return true;
    const whole = phrase(rest, 'iu');
    if (serverTexts.some((text) => whole.test(text))) return true;
    // An avatar's initial: one letter, the first of a server string.
    if (/^\p{L}$/u.test(rest) && serverTexts.some((text) => text.startsWith(rest))) return true;
    for (const text of serverTexts) if (rest.includes(text)) rest = rest.replace(phrase(text), ' ');
    for (const pattern of intlPhrases) rest = rest.replace(pattern, ' ');
    return !LETTER.test(rest);
  }

  /** The runs of a text outside the markers, `depth` the markers open before it; the depth after. */
  function outside(text: string, depth: number): { runs: string[]; depth: number; catalogue: boolean } {
    const runs: string[] = [];
    let run = '';
    let catalogue = depth > 0;
    for (const character of text) {
      if (character === OPEN) {
        depth++;
        catalogue = true;
      } else if (character === CLOSE) depth = Math.max(0, depth - 1);
      else if (depth === 0) run += character;
      else continue;
      if (depth > 0 && run) {
        runs.push(run);
        run = '';
      }
    }
    if (run) runs.push(run);
    return { runs, depth, catalogue };
  }

  const parentOf = (node: Node): Element | null =>
    node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host as Element | undefined) ?? null;

  function describe(element: Element): string {
    const path: string[] = [];
    for (
      let at: Element | null = element;
      at && at.localName !== 'body' && path.length < 4;
      at = parentOf(at)
    ) {
      const part = at.getAttribute('part');
      const role = at.getAttribute('role');
      path.unshift(
        `${at.localName}${part ? `[part="${part}"]` : role ? `[role="${role}"]` : at.classList[0] ? `.${at.classList[0]}` : ''}`,
      );
      if (at.localName.startsWith('rdc-')) break;
    }
    return path.join(' > ');
  }

  const hidden = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width <= 1 || box.height <= 1;
  };
  const visible = (element: Element): boolean =>
    element.localName === 'option'
      ? !!element.closest('select')?.checkVisibility()
      : element.checkVisibility({ visibilityProperty: true });

  /** A container the reader scrolls or slides on purpose. */
  function scrolls(element: Element): boolean {
    const style = getComputedStyle(element);
    return (
      /auto|scroll/.test(style.overflowX + style.overflowY) ||
      style.scrollSnapType !== 'none' ||
      [...element.children].some(
        (child) => getComputedStyle(child).transform !== 'none' && child.scrollWidth > element.clientWidth,
      )
    );
  }

  /** The nearest ancestor with a box of its own (not inline, not contents). */
  function boxOf(node: Node): Element | null {
    let at = parentOf(node);
    while (at) {
      const display = getComputedStyle(at).display;
      if (display !== 'inline' && display !== 'contents') return at;
      at = parentOf(at);
    }
    return null;
  }

  /**
   * The box a text flows in, where a message split around its input is followed: a visually
   * hidden part (the words around an amount, heard and not seen) flows in its parent's.
   */
  function flowOf(node: Node): Element | null {
    let box = boxOf(node);
    while (box && hidden(box) && parentOf(box)) box = boxOf(box);
    return box;
  }

  /** Whether an element or one of its ancestors is visually hidden (the screen-reader-only pattern). */
  function visuallyHidden(element: Element | null): boolean {
    for (let at = element; at; at = parentOf(at))
      if (hidden(at) && getComputedStyle(at).display !== 'contents') return true;
    return false;
  }

  const textRects = (node: Text) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].filter((rect) => rect.width > 0);
  };

  // The text nodes under the roots, in the order they render, grouped by the box they flow in.
  const flows = new Map<Element, Text[]>();
  const elements: Element[] = [];
  const walk = (node: Node, inside: boolean, skipped: boolean) => {
    if (node instanceof Element) {
      if (['script', 'style', 'template', 'noscript'].includes(node.localName)) return;
      inside ||= node.matches(roots);
      const lang = node.getAttribute('lang');
      if (lang !== null && skipLang !== null) skipped = lang === skipLang;
      if (inside && !skipped) elements.push(node);
      if (node.shadowRoot) for (const child of node.shadowRoot.childNodes) walk(child, inside, skipped);
    }
    if (node instanceof Text && inside && !skipped && node.data.trim()) {
      const flow = flowOf(node);
      if (flow) flows.set(flow, [...(flows.get(flow) ?? []), node]);
    }
    for (const child of node.childNodes) walk(child, inside, skipped);
  };
  walk(document.documentElement, false, false);

  const catalogueTexts: Text[] = [];
  for (const [box, texts] of flows) {
    let depth = 0;
    for (const text of texts) {
      const result = outside(text.data, depth);
      depth = result.depth;
      const parent = parentOf(text);
      if (!parent || !visible(parent)) continue;
      if (result.catalogue) catalogueTexts.push(text);
      for (const run of result.runs)
        if (!accounted(run)) problems.push(`text not from a catalogue: ${describe(parent)} "${normal(run)}"`);
    }
    if (depth > 0)
      problems.push(`catalogue text cut before its end: ${describe(box)} "${normal(box.textContent ?? '')}"`);
  }

  for (const element of elements) {
    if (!visible(element)) continue;
    const named = ['aria-label', 'title', 'alt', 'placeholder'];
    if (element.matches('input:is([type="button"], [type="submit"], [type="reset"])')) named.push('value');
    for (const name of named) {
      const value = element.getAttribute(name);
      if (!value) continue;
      const result = outside(value, 0);
      if (result.depth > 0) problems.push(`${name} cut before its end: ${describe(element)} "${value}"`);
      for (const run of result.runs)
        if (!accounted(run))
          problems.push(`${name} not from a catalogue: ${describe(element)} "${normal(run)}"`);
    }
  }

  // Catalogue text that does not fit.
  const reported = new Set<Element>();
  const clippedAt = (text: Text): Element | null => {
    for (let at = parentOf(text); at; at = parentOf(at)) {
      if (scrolls(at)) return null;
      const style = getComputedStyle(at);
      const clipsX = /hidden|clip/.test(style.overflowX) && at.scrollWidth > at.clientWidth + 1;
      const clipsY = /hidden|clip/.test(style.overflowY) && at.scrollHeight > at.clientHeight + 1;
      if (clipsX || clipsY) {
        const box = at.getBoundingClientRect();
        const outsideBox = textRects(text).some(
          (rect) =>
            rect.left < box.left + at.clientLeft - 1 ||
            rect.right > box.left + at.clientLeft + at.clientWidth + 1 ||
            rect.top < box.top + at.clientTop - 1 ||
            rect.bottom > box.top + at.clientTop + at.clientHeight + 1,
        );
        if (outsideBox) return at;
      }
      if (at.matches(roots)) return null;
    }
    return null;
  };
  for (const text of catalogueTexts) {
    const box = boxOf(text);
    if (!box || visuallyHidden(box)) continue;
    const clipped = clippedAt(text);
    if (clipped && !reported.has(clipped)) {
      reported.add(clipped);
      problems.push(`text clipped: ${describe(clipped)} "${normal(text.data)}"`);
      continue;
    }
    const rects = textRects(text);
    for (const [container, what] of [
      [box, 'its box'],
      [parentOf(box), "its box's parent"],
    ] as const) {
      if (!container || scrolls(container) || reported.has(container)) continue;
      const edge = container.getBoundingClientRect();
      if (rects.some((rect) => rect.left < edge.left - 1 || rect.right > edge.right + 1)) {
        reported.add(container);
        problems.push(`text wider than ${what}: ${describe(container)} "${normal(text.data)}"`);
        break;
      }
    }
  }
  return problems;
}
