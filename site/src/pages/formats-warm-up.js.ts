// The worker that loads the page's locale data for its amounts and dates off the main thread
// (core's FORMATS_WARM_UP_WORKER_SCRIPT), at a fixed address: the layout's inline script starts it
// before any of the page's own scripts has loaded (frame/islands-after-first-paint.js).
import { FORMATS_WARM_UP_WORKER_SCRIPT } from '@rdc/core';
import type { APIRoute } from 'astro';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(FORMATS_WARM_UP_WORKER_SCRIPT, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
