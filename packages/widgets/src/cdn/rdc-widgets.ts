/**
 * The partner bundle's entry: `<script type="module" src=".../rdc-widgets.js">`. It is tiny: it
 * watches the page for rdc-* tags and loads a widget's chunk (with the shared runtime: React and
 * core, once) only when its tag first appears, so a page with one widget never downloads the
 * others. A second copy of the bundle on the page defers to the first one's registry.
 */
import type { WidgetDefinition } from '../platform/define-widget';
import { configure, pageRegistry } from '../platform/registry';

type Definition = WidgetDefinition<object>;


const isDefinition = (value: unknown): value is Definition =>
  typeof value === 'object' && value !== null && typeof (value as { tag?: unknown }).tag === 'string' && 'component' in value;

/** Loads the shared platform and a widget's module together, then defines the widgets it exports. */
const load = (widget: () => Promise<Record<string, unknown>>) => () =>
  Promise.all([import('../platform/define'), widget()]).then(([{ defineWidget }, module]) => {
    for (const value of Object.values(module)) if (isDefinition(value)) defineWidget(value);
  });

const LOADERS: Record<string, () => Promise<unknown>> = {
  'rdc-basket-badge': load(() => import('../basket-badge/BasketBadge.element')),
  'rdc-coin-packs': load(() => import('../coin-packs/CoinPacks.element')),
  'rdc-product-footer': load(() => import('../product-footer/ProductFooter.element')),
  'rdc-user-menu': load(() => import('../user-menu/UserMenu.element')),
  'rdc-auth': load(() => import('../auth/Auth.element')),
  'rdc-basket': load(() => import('../basket/Basket.element')),
  'rdc-buy-now': load(() => import('../buy-now/BuyNow.element')),
};

const requested = new Set<string>();

function request(tag: string, loaders: Map<string, () => Promise<unknown>>): void {
  const loader = loaders.get(tag);
  if (!loader || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  loader().catch((error: unknown) => {
    requested.delete(tag); // a later appearance may try again
    console.error(`[rdc] could not load <${tag}>`, error);
  });
}

/** Loads every rdc-* element under `root` that is not defined yet. */
function discover(root: ParentNode, loaders: Map<string, () => Promise<unknown>>): void {
  if (root instanceof Element && root.localName.startsWith('rdc-')) request(root.localName, loaders);
  for (const element of root.querySelectorAll(':not(:defined)')) {
    if (element.localName.startsWith('rdc-')) request(element.localName, loaders);
  }
}

const registry = pageRegistry(import.meta.url);
if (!registry.autoloader) {
  registry.autoloader = import.meta.url;
  for (const [tag, loader] of Object.entries(LOADERS)) registry.loaders.set(tag, loader);
  discover(document, registry.loaders);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) discover(node, registry.loaders);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

export { configure };
