import { PAYLOAD_LIMITS } from '../schemas/limits';

/**
 * marketplace-content.md §4: "Product tag filter keeps only items whose tags include every selected
 * tag." The chosen tags live in the address as `?tags=Medical,New` (titles, so a shared link reads
 * as it filters), and the server applies them to the whole category, so the pages and their count
 * are the filtered list's.
 */
const TAGS_PARAMETER = 'tags';

/** The tag titles an address chooses: trimmed, without repeats (case-insensitive), bounded as the list call takes them. */
export function readTagFilter(params: URLSearchParams): string[] {
  const chosen: string[] = [];
  for (const raw of (params.get(TAGS_PARAMETER) ?? '').split(',')) {
    const title = raw.trim();
    if (title === '' || title.length > PAYLOAD_LIMITS.tagTitleLength) continue;
    if (chosen.some((other) => other.toLowerCase() === title.toLowerCase())) continue;
    chosen.push(title);
    if (chosen.length === PAYLOAD_LIMITS.filterTags) break;
  }
  return chosen;
}

/** Whether `title` is among the chosen ones (as the server matches them, case-insensitively). */
export const isTagChosen = (chosen: readonly string[], title: string): boolean =>
  chosen.some((other) => other.toLowerCase() === title.toLowerCase());

/** The choice with `title` ticked or unticked. */
export const toggleTag = (chosen: readonly string[], title: string): string[] =>
  isTagChosen(chosen, title)
    ? chosen.filter((other) => other.toLowerCase() !== title.toLowerCase())
    : [...chosen, title];

/**
 * The address `url` with the chosen tags (none: the parameter left out), as a path with its query.
 * Another choice is another list, so it starts at its first page (the per-page stays).
 */
export function withTagFilter(url: URL, chosen: readonly string[]): string {
  const params = new URLSearchParams(url.search);
  params.delete('page');
  if (chosen.length === 0) params.delete(TAGS_PARAMETER);
  else params.set(TAGS_PARAMETER, chosen.join(','));
  const query = params.toString().replace(/%2C/gi, ',');
  return `${url.pathname}${query === '' ? '' : `?${query}`}${url.hash}`;
}
