// The shadow stylesheets of the widgets the site draws on its server (server/first-screens.ts), as
// the server writes them, built once with the site: the csp-policy integration adds each one's hash
// to the Content-Security-Policy and removes this file from the build.
import type { APIRoute } from 'astro';
import { FIRST_SCREEN_WIDGETS, firstScreenWidget } from '../server/first-screens';

export const prerender = true;

export const GET: APIRoute = async () => {
  const styles = await Promise.all(
    FIRST_SCREEN_WIDGETS.map(async (tag) => (await firstScreenWidget(tag)).css),
  );
  return new Response(JSON.stringify(styles), { headers: { 'Content-Type': 'application/json' } });
};
