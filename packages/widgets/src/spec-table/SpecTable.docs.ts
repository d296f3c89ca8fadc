import type { WidgetDocs } from '../platform/widget-table';
import type { SpecTableProps } from './SpecTable';

/** What custom-elements.json says of <rdc-spec-table> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'The specification table: four columns (Model, Dimension, Structural, Maneuvering), each a list of titled values with unit; a weight in kilograms is shown as thousands with a three-digit remainder.',
  attributes: { spec: "The lot's data.block_tech_spec, as JSON." },
  events: {},
  parts: { spec: 'The whole table.', column: 'One column.' },
} satisfies WidgetDocs<SpecTableProps>;
