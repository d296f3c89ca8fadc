// Which API calls change what a cached page shows: an admin's add, edit, delete or toggle of a lot,
// a category, a manufacturer, a slide, a post, a page, a link template or an entity's address.
// A player's own calls (a basket, a payment, a comment) change no page's HTML and keep the copies.
// The sandbox's fault rules change what the pages' own API calls answer, so they drop them too.

const SUBJECTS = /^\/api\/v1\/(?:market\/(?!shopping_cart\/)|post\/|page\/|content\/posts\/categories\/|link\/template\/|entity-url\/)/;
const WRITE = /\/(?:add|edit|delete|toggle|create|update)(?:\/|$)/;

/** The sandbox's fault rules: a new or removed rule changes what every page's API calls answer. */
const FAULT_RULES = /^\/api\/v1\/__sandbox\/faults(?:\/|$)/;

export function changesCachedPages(method: string, path: string, status: number): boolean {
  if (status < 200 || status >= 300 || method === 'GET' || method === 'HEAD') return false;
  if (FAULT_RULES.test(path)) return true;
  return SUBJECTS.test(path) && (WRITE.test(path) || method === 'PUT' || method === 'PATCH' || method === 'DELETE');
}
