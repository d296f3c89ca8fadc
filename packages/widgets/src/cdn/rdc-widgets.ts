/**
 * The partner bundle's entry: `<script type="module" src=".../rdc-widgets.js">`. It is tiny: it
 * watches the page for rdc-* tags and loads a widget's chunk (with the shared runtime: React and
 * core, once) only when its tag first appears, so a page with one widget never downloads the
 * others. A second copy of the bundle on the page defers to the first one's registry.
 */
import { configure, pageRegistry } from '../platform/registry';
import { loadWidget } from '../platform/widget-table';
import { WIDGETS } from '../widgets';

/** Loads the shared platform and a widget's module together, then defines its element. */
const loaderOf = (row: (typeof WIDGETS)[number]) => () =>
  Promise.all([import('../platform/define'), loadWidget(row)]).then(([{ defineWidget }, widget]) =>
    defineWidget(widget),
  );

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
  for (const row of WIDGETS) registry.loaders.set(row.tag, loaderOf(row));
  discover(document, registry.loaders);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) discover(node, registry.loaders);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

export { configure };
