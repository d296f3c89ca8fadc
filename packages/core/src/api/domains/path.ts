import type { Id } from '../../schemas';

/** One path segment from an id, escaped. */
export function segment(id: Id | string): string {
  return encodeURIComponent(String(id));
}
