import type { WidgetModule } from '../platform/widget-table';
import { SpecTable } from './SpecTable';
import type { SpecTableProps } from './SpecTable';
import css from './SpecTable.css?inline';

export const widget = {
  component: SpecTable,
  styles: [css],
  docs: {
    summary:
      'The specification table: four columns (Model, Dimension, Structural, Maneuvering), each a list of titled values with unit; a weight in kilograms is shown as thousands with a three-digit remainder.',
    attributes: { spec: "The lot's data.block_tech_spec, as JSON." },
    events: {},
    parts: { spec: 'The whole table.', column: 'One column.' },
  },
} satisfies WidgetModule<SpecTableProps>;
