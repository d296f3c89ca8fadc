import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideList } from '../index';
import { pressing } from '../stories/in-shadow';

const meta = { title: 'Widgets/rdc-side-list', component: SideList } satisfies Meta<typeof SideList>;
export default meta;

type Story = StoryObj<typeof meta>;

const items = [
  'Helix Void Armor',
  'Nova Drive',
  'Star Chart Data Package 1',
  'Aurora Falcon Scout',
  'Vega Drill Kit',
  'Orion Cargo Pod',
  'Lyra Turret S2',
  'Polaris Medic Kit',
].map((title, n) => ({ id: n + 1, title }));

/** The second item chosen by the slug: marked and open. */
export const Selected: Story = { args: { packageId: 1, items, slug: 'nova-drive' } };
/** A slug that names no item (the page redirects to /404 before this shows): nothing marked. */
export const NothingSelected: Story = { args: { packageId: 1, items, slug: '' } };
/** A package of one item. */
export const OneItem: Story = { args: { packageId: 1, items: items.slice(0, 1), slug: 'helix-void-armor' } };
/** Collapsed by its toggle (inside the widget's shadow root, as a player would): only 'Package items ▸' shows. */
export const Collapsed: Story = {
  args: { packageId: 1, items, slug: 'nova-drive' },
  play: pressing('[part="toggle"]'),
};
