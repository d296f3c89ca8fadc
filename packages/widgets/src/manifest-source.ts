import { buildManifest } from './platform/manifest';
import { loadWidget } from './platform/widget-table';
import type { WidgetDocs, WidgetModule } from './platform/widget-table';
import { WIDGETS } from './widgets';

// Every widget module, by path, so a row's manifest entry names the module its `load` imports,
// and the docs next to each (src/<folder>/<Name>.docs.ts beside <Name>.element.ts).
const ELEMENT_MODULES = import.meta.glob<{ widget: WidgetModule<never> }>('./*/*.element.ts');
const DOCS_MODULES = import.meta.glob<{ docs: WidgetDocs<never> }>('./*/*.docs.ts');

/** The path (./<folder>/<Name>.element.ts) of the module a row loads. */
async function modulePath(row: (typeof WIDGETS)[number]): Promise<string> {
  const { widget } = await row.load();
  for (const [path, load] of Object.entries(ELEMENT_MODULES)) {
    if ((await load()).widget === widget) return path;
  }
  throw new Error(`<${row.tag}>: its module is not a src/<folder>/<Name>.element.ts`);
}

/** The docs beside a widget's module. */
async function docsOf(tag: string, elementPath: string): Promise<WidgetDocs<never>> {
  const load = DOCS_MODULES[elementPath.replace(/\.element\.ts$/, '.docs.ts')];
  if (!load)
    throw new Error(`<${tag}>: no ${elementPath.replace(/\.element\.ts$/, '.docs.ts')} beside its module`);
  return (await load()).docs;
}

/** custom-elements.json for every widget of the table, in its order (written by the build). */
export async function manifest() {
  return buildManifest(
    await Promise.all(
      WIDGETS.map(async (row) => {
        const path = await modulePath(row);
        return {
          path: `src/${path.slice('./'.length)}`,
          widget: { ...(await loadWidget(row)), docs: await docsOf(row.tag, path) },
        };
      }),
    ),
  );
}
