// Side-effect entry: defines every rdc-* custom element. `import '@rdc/widgets/elements'`.
import './element-types';
import { defineWidget } from './platform/define';
import { loadWidget } from './platform/widget-table';
import { WIDGETS } from './widgets';

// Awaited at the top level: a module that imports this one runs once every element is defined.
await Promise.all(WIDGETS.map(async (row) => defineWidget(await loadWidget(row))));

export { configure } from './platform/registry';
export type * from './element-types';
