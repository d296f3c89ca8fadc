import { configureStripe, configure as configureCore, setSession } from '@rdc/core';
import { watchAuthRequests } from './auth-host';
import type { ConfigureOptions, WidgetsRegistry } from './registry';

let booted = false;

/**
 * The page's widget registry (see registry.ts), read through its global key rather than by
 * importing registry.ts: that module belongs to the partner entry, and an import from the
 * runtime would pull it into the runtime chunk.
 */
function pageRegistry(): WidgetsRegistry {
  const host = globalThis as { [key: symbol]: WidgetsRegistry | undefined };
  const key = Symbol.for('rdc.widgets.registry');
  host[key] ??= { owner: 'runtime', config: {}, loaders: new Map() };
  return host[key];
}

/**
 * Runs once per runtime, before the first widget renders: whatever the page gave `configure()`
 * before the runtime loaded reaches core now, and later calls go straight to it. (Core itself
 * reads `<meta name="rdc:api-base">` when nothing was configured.) From then on, a sign-in asked
 * for on a page without `<rdc-auth>` gets one (auth-host.ts).
 */
export function bootPage(): void {
  if (booted) return;
  booted = true;
  const registry = pageRegistry();
  const { session, ...rest } = registry.config;
  if (Object.keys(registry.config).length > 0) applyConfig(registry.config);
  // A session given before the runtime loaded is started once; the registry forgets its tokens.
  if (session !== undefined) registry.config = rest;
  registry.applyConfig = applyConfig;
  watchAuthRequests();
}

function applyConfig({ stripe, session, ...client }: ConfigureOptions): void {
  if (Object.keys(client).length > 0) configureCore(client);
  if (stripe !== undefined) configureStripe(stripe);
  if (session !== undefined) setSession(session);
}
