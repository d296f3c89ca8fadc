import { Hono } from 'hono';
import type { SandboxEnv } from '../env';
import { mediaKinds, renderSvg, type MediaKind } from '../media/svg';

/** Generated images of the demo world: GET /media/{kind}/{id}.svg, public and cacheable. */
export const mediaRoutes = new Hono<SandboxEnv>();

const isKind = (kind: string): kind is MediaKind => (mediaKinds as readonly string[]).includes(kind);

mediaRoutes.get('/media/:kind/:file', (c) => {
  const kind = c.req.param('kind');
  const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(c.req.param('file'));
  if (!isKind(kind) || !match?.[1]) return c.json({ code: 1000, message: 'no such image' }, 404);
  return c.body(renderSvg(kind, match[1]), 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400, immutable',
  });
});
