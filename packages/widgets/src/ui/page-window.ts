// Which page numbers the navigator shows: presentation, not a rule of the spec, so it stays out of
// core (and out of the partner runtime chunk every widget loads).

/** A gap between page numbers a navigator leaves out. */
export const PAGE_GAP = 'gap';

/**
 * The zero-based pages a page navigator shows for `pageCount` pages: the first, the last, and
 * `around` pages either side of the current one, with a gap where pages are left out
 * (page 5 of 20 → 0, gap, 4, 5, 6, gap, 19). A gap that would hide a single page shows it instead.
 */
export function pageWindow(page: number, pageCount: number, around = 1): (number | typeof PAGE_GAP)[] {
  const shown = new Set<number>([0, pageCount - 1]);
  for (let near = page - around; near <= page + around; near++)
    if (near >= 0 && near < pageCount) shown.add(near);
  const sorted = [...shown].filter((entry) => entry >= 0).sort((a, b) => a - b);
  const out: (number | typeof PAGE_GAP)[] = [];
  for (const entry of sorted) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && entry - previous === 2) out.push(previous + 1);
    else if (typeof previous === 'number' && entry - previous > 2) out.push(PAGE_GAP);
    out.push(entry);
  }
  return out;
}
