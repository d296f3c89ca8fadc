// Link templates: the header and footer navigation (page_list) and social links (social_list).
import { Hono } from 'hono';
import { UrlPayloadSchema } from '@rdc/core/schemas';
import { linkTemplateResource } from '../content/content-resources';
import { addHandler, deleteHandler, editHandler, listHandler } from '../crud/handlers';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';

export const linkTemplateRoutes = new Hono<SandboxEnv>();

linkTemplateRoutes.post('/link/template/add', addHandler(linkTemplateResource));
linkTemplateRoutes.post('/link/template/edit', editHandler(linkTemplateResource));
linkTemplateRoutes.post('/link/template/delete', deleteHandler(linkTemplateResource));
linkTemplateRoutes.post('/link/template/list', listHandler(linkTemplateResource, { admin: true }));

/** Public: every visitor's header and footer are built from it. */
linkTemplateRoutes.post('/link/template/get_by_url', async (c) => {
  const { url } = await readBody(c, UrlPayloadSchema);
  const { rows } = await c.var.sandbox.db.query(
    'SELECT id, title, url, page_list, social_list FROM link_template WHERE url = $1',
    [url],
  );
  if (rows.length === 0) throw new ApiProblem(404, 1000, `no link template at ${url}`);
  return c.json(rows[0]);
});
