import { buildCategoryTree, manufactoryHref } from '@rdc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryTree } from './CategoryTree';

const category = (id: number, virtual_path: string, virtual_name: string, title: string) => ({
  id,
  virtual_path,
  virtual_name,
  title,
});
const NODES = buildCategoryTree([
  category(1, '/', 'ships', 'Ships'),
  category(2, '/ships', 'fighters', 'Fighters'),
  category(3, '/ships/fighters', 'light', 'Light Fighters'),
  category(4, '/ships/fighters', 'heavy', 'Heavy Fighters'),
  category(5, '/ships', 'freighters', 'Freighters'),
  category(6, '/', 'components', 'Components'),
  category(7, '/components', 'weapons', 'Weapons'),
  category(8, '/', 'equipment', 'Equipment'),
]);

const meta = {
  title: 'UI/CategoryTree',
  component: CategoryTree,
  args: { nodes: NODES, hrefOf: (node) => manufactoryHref('product', { category: node.path }) },
} satisfies Meta<typeof CategoryTree>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every node closed. */
export const Closed: Story = {};
/** '/ships/fighters/light' selected: Ships and Fighters open, Light Fighters marked. */
export const Selected: Story = { args: { selected: '/ships/fighters/light' } };
