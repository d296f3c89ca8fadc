// Side-effect entry: defines every rdc-* custom element. `import '@rdc/widgets/elements'`.
import './element-types';
import { defineWidget } from './platform/define';
import { WIDGETS } from './widgets';

for (const { widget } of WIDGETS) defineWidget(widget as never);

export { configure } from './platform/registry';
export type * from './element-types';
