import { buildManifest } from './platform/manifest';
import { loadWidget } from './platform/widget-table';
import type { WidgetModule } from './platform/widget-table';
import { WIDGETS } from './widgets';

// Every widget module, by path, so a row's manifest entry names the module its `load` imports.
const ELEMENT_MODULES = import.meta.glob<{ widget: WidgetModule<never> }>('./*/*.element.ts');

/** The source path (src/…) of the module a row loads. */
async function modulePath(row: (typeof WIDGETS)[number]): Promise<string> {
  const { widget } = await row.load();
  for (const [path, load] of Object.entries(ELEMENT_MODULES)) {
    if ((await load()).widget === widget) return `src/${path.slice('./'.length)}`;
  }
  throw new Error(`<${row.tag}>: its module is not a src/<folder>/<Name>.element.ts`);
}

/** custom-elements.json for every widget of the table, in its order (written by the build). */
export async function manifest() {
  return buildManifest(
    await Promise.all(WIDGETS.map(async (row) => ({ path: await modulePath(row), widget: await loadWidget(row) }))),
  );
}
