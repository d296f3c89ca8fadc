import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpecTable } from '../index';

const meta = { title: 'Widgets/rdc-spec-table', component: SpecTable } satisfies Meta<typeof SpecTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Four full columns; the mass in kilograms as thousands with a three-digit remainder. */
export const Full: Story = {
  args: {
    spec: {
      model: {
        name_table: 'Model',
        list_spec: [
          { title: 'Role', value: 'Fighter', unit: '' },
          { title: 'Crew', value: 1, unit: '' },
        ],
      },
      dimension: {
        name_table: 'Dimension',
        list_spec: [
          { title: 'Length', value: 24, unit: 'm' },
          { title: 'Mass', value: 25_043, unit: 'kg' },
        ],
      },
      structural: {
        name_table: 'Structural',
        list_spec: [{ title: 'Cargo capacity', value: 4, unit: 'SCU' }],
      },
      maneuvering: {
        name_table: 'Maneuvering',
        list_spec: [{ title: 'SCM speed', value: 210, unit: 'm/s' }],
      },
    },
  },
};
/** Some columns empty: the four columns stay. */
export const Partial: Story = {
  args: {
    spec: {
      model: { name_table: 'Model', list_spec: [{ title: 'Format', value: 'Nav-chart v4', unit: '' }] },
    },
  },
};
/** No specification at all. */
export const Empty: Story = { args: {} };
