// Which API calls change what a cached page shows: an admin's add, edit, delete or toggle of a lot,
// a category, a manufacturer, a slide, a post, a page, a link template or an entity's address.
// A player's own calls (a basket, a payment, a comment) change no page's HTML and keep the copies.
// The sandbox's fault rules change what the pages' own API calls answer, so they drop them too.
import type { MiddlewareHandler } from 'hono';

const SUBJECTS =
  /^\/api\/v1\/(?:market\/(?!shopping_cart\/)|post\/|page\/|content\/posts\/categories\/|link\/template\/|entity-url\/)/;
const WRITE = /\/(?:add|edit|delete|toggle|create|update)(?:\/|$)/;

/** The sandbox's fault rules: a new or removed rule changes what every page's API calls answer. */
const FAULT_RULES = /^\/api\/v1\/__sandbox\/faults(?:\/|$)/;

function changesCachedPages(method: string, path: string, status: number): boolean {
  if (status < 200 || status >= 300 || method === 'GET' || method === 'HEAD') return false;
  if (FAULT_RULES.test(path)) return true;
  return (
    SUBJECTS.test(path) && (WRITE.test(path) || method === 'PUT' || method === 'PATCH' || method === 'DELETE')
  );
}

/**
 * For the API app itself: after a call that changes a page's subject, tells `changed`. On the app,
 * not on one server in front of it, so a change through any server that serves the same sandbox
 * (the site's own /api/v1, a separate API origin) reaches every site's kept pages.
 */
export function announceSubjectChanges(changed: () => void): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (changesCachedPages(c.req.method, c.req.path, c.res.status)) changed();
  };
}
