import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { SandboxEnv } from '../env';
import { mediaKinds, renderSvg, type MediaKind } from '../media/svg';

// The slider's demo video: a 3-second, 13 kB VP8 clip of a drifting star field (recorded once from a
// canvas with Chromium's MediaRecorder), a source asset of the package. The module runs from
// src/routes (source) or dist (bundle): the package's media folder is one of these.
const VIDEO_CANDIDATES = ['../../media/slide-video.webm', '../media/slide-video.webm'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);
let video: Promise<Uint8Array> | undefined;
const demoVideo = () => {
  video ??= readFile(VIDEO_CANDIDATES.find((path) => existsSync(path)) ?? (VIDEO_CANDIDATES[0] as string));
  return video;
};

/** Generated images of the demo world: GET /media/{kind}/{id}.svg (and the video slides' clip), public and cacheable. */
export const mediaRoutes = new Hono<SandboxEnv>();

const isKind = (kind: string): kind is MediaKind => (mediaKinds as readonly string[]).includes(kind);

mediaRoutes.get('/media/:kind/:file', async (c) => {
  const kind = c.req.param('kind');
  // Video slides: GET /media/video/{id}.webm, every id the one demo clip.
  if (kind === 'video' && /^[A-Za-z0-9_-]{1,64}\.webm$/.test(c.req.param('file'))) {
    return c.body(new Uint8Array(await demoVideo()), 200, {
      'content-type': 'video/webm',
      'cache-control': 'public, max-age=86400, immutable',
    });
  }
  const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(c.req.param('file'));
  if (!isKind(kind) || !match?.[1]) return c.json({ code: 1000, message: 'no such image' }, 404);
  return c.body(renderSvg(kind, match[1]), 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400, immutable',
  });
});
