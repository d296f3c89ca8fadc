/**
 * The page-wide registry of the widgets. Loading the partner bundle twice, or two copies of it
 * from two script tags, must define each element once and keep one state: the first copy to run
 * puts its registry on globalThis, and a later copy hands everything to it instead of loading
 * its own runtime (a second React, a second cart).
 *
 * This module imports nothing at run time, so the partner entry that uses it stays a few hundred bytes.
 */
import type { PageConfig, StripePaymentMethodFactory, Tokens } from '@rdc/core';

/**
 * What a page may set: `apiBase`, e.g. https://store.example.com/api/v1 (default: same-origin
 * /api/v1), `stripe`: the page's own Stripe.js payment-method maker for the add-card form
 * (null gives the sandbox stand-in back), and `session`: a game's tokens, to start the page signed
 * in (unusable tokens leave a guest; the session then refreshes and logs out like any other).
 */
export type ConfigureOptions = Pick<PageConfig, 'apiBase' | 'timeoutMs'> & {
  stripe?: StripePaymentMethodFactory | null;
  session?: Tokens;
};

export interface WidgetsRegistry {
  /** Which copy owns the page (its bundle URL, for diagnostics). */
  readonly owner: string;
  /** Options given to `configure()` before or after the runtime loaded; the latest call wins. */
  config: ConfigureOptions;
  /** Set by the runtime once loaded: applies options to the core client. */
  applyConfig?: (options: ConfigureOptions) => void;
  /** The bundle URL of the copy whose autoloader watches the page; later copies leave it be. */
  autoloader?: string;
  /** The tags this registry can load on demand, and how. */
  readonly loaders: Map<string, () => Promise<unknown>>;
}

const REGISTRY_KEY = 'rdc.widgets.registry';
const REGISTRY = Symbol.for(REGISTRY_KEY);

type RegistryHost = { [REGISTRY]?: WidgetsRegistry };

/** The registry of this page, made by the first caller. */
export function pageRegistry(owner: string): WidgetsRegistry {
  const host = globalThis as RegistryHost;
  host[REGISTRY] ??= { owner, config: {}, loaders: new Map() };
  return host[REGISTRY];
}

/** Sets the options for every widget on the page, whichever copy of the bundle is running. */
export function configure(options: ConfigureOptions): void {
  const registry = pageRegistry('configure');
  // Once the runtime runs, options go straight to it: a session is started once, never replayed
  // by a later call (its tokens may have been refreshed since). Before, they wait for it.
  if (registry.applyConfig) {
    const { session: _session, ...rest } = options;
    registry.config = { ...registry.config, ...rest };
    registry.applyConfig(options);
  } else registry.config = { ...registry.config, ...options };
}
