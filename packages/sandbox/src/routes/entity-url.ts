// Entity URLs: which entity a public URL shows (market:item, content:post, unknown), or not-found.
import { Hono } from 'hono';
import { EntityUrlUpdatePayloadSchema } from '@rdc/core/schemas';
import { requireAdmin } from '../auth/guard';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';
import { listEntityUrls, resolveEntityUrl, updateEntityUrl } from '../content/entity-urls';

export const entityUrlRoutes = new Hono<SandboxEnv>();

entityUrlRoutes.put('/entity-url/update', async (c) => {
  await requireAdmin(c);
  const payload = await readBody(c, EntityUrlUpdatePayloadSchema);
  return c.json(await updateEntityUrl(c.var.sandbox.db, payload));
});

entityUrlRoutes.get('/entity-url/list', async (c) => {
  await requireAdmin(c);
  const list = await listEntityUrls(c.var.sandbox.db);
  return c.json({ count: list.length, list });
});

/** GET /entity-url{url}, without credentials: the url follows the prefix ('/entity-url/articles/38'). */
entityUrlRoutes.get('/entity-url/*', async (c) => {
  const raw = c.req.path.slice(c.req.path.indexOf('/entity-url') + '/entity-url'.length);
  let url: string;
  try {
    url = decodeURIComponent(raw);
  } catch {
    throw new ApiProblem(400, 1000, 'the url is not validly encoded');
  }
  return c.json(await resolveEntityUrl(c.var.sandbox.db, url));
});
