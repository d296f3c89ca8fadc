// Entity URLs. Stored ones answer their type and entity; the storefront's own product and
// article routes resolve when their entity exists; anything else is not-found.
import type { PGlite } from '@electric-sql/pglite';
import type { EntityUrl, EntityUrlUpdatePayload } from '@rdc/core/schemas';
import { ApiProblem } from '../http/problem';

/** One canonical form: leading slash, no trailing slash, no query. */
function canonicalUrl(url: string): string {
  const path = url.trim().split(/[?#]/)[0] ?? '';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

const routePatterns: { pattern: RegExp; type: 'market:item' | 'content:post'; table: string }[] = [
  { pattern: /^\/marketplace\/product\/item\/(\d+)$/, type: 'market:item', table: 'market_item' },
  { pattern: /^\/articles\/(\d+)$/, type: 'content:post', table: 'content_post' },
];

export async function resolveEntityUrl(db: PGlite, rawUrl: string): Promise<EntityUrl> {
  const url = canonicalUrl(rawUrl);
  const { rows } = await db.query<{ type: EntityUrl['type']; entity_id: number | null }>(
    'SELECT type, entity_id FROM entity_url WHERE url = $1',
    [url],
  );
  const stored = rows[0];
  if (stored) return { url, type: stored.type, entity_id: stored.entity_id };
  for (const route of routePatterns) {
    const id = Number(route.pattern.exec(url)?.[1]);
    if (!Number.isSafeInteger(id)) continue;
    const { rows: found } = await db.query(`SELECT id FROM ${route.table} WHERE id = $1`, [id]);
    return found.length
      ? { url, type: route.type, entity_id: id }
      : { url, type: 'not-found', entity_id: null };
  }
  return { url, type: 'not-found', entity_id: null };
}

const tableOfType: Record<string, string | undefined> = {
  'market:item': 'market_item',
  'content:post': 'content_post',
};

/** Creates or replaces the entry of `url`; an item or post type must name an existing entity. */
export async function updateEntityUrl(db: PGlite, payload: EntityUrlUpdatePayload): Promise<EntityUrl> {
  const url = canonicalUrl(payload.url);
  const table = tableOfType[payload.type];
  if (payload.type === 'not-found')
    throw new ApiProblem(400, 1000, "type: 'not-found' is an answer, not something to store");
  if (table) {
    if (payload.entity_id === undefined)
      throw new ApiProblem(400, 1000, `entity_id: required for ${payload.type}`);
    const { rows } = await db.query(`SELECT id FROM ${table} WHERE id = $1`, [payload.entity_id]);
    if (rows.length === 0)
      throw new ApiProblem(400, 1000, `entity_id: no ${payload.type} ${payload.entity_id}`);
  }
  const entityId = table ? (payload.entity_id as number) : null;
  await db.query(
    `INSERT INTO entity_url (url, type, entity_id) VALUES ($1, $2, $3)
     ON CONFLICT (url) DO UPDATE SET type = EXCLUDED.type, entity_id = EXCLUDED.entity_id`,
    [url, payload.type, entityId],
  );
  return { url, type: payload.type, entity_id: entityId };
}

/** Every stored entity URL, by url. */
export async function listEntityUrls(db: PGlite): Promise<EntityUrl[]> {
  const { rows } = await db.query<EntityUrl>('SELECT url, type, entity_id FROM entity_url ORDER BY url ASC');
  return rows;
}
