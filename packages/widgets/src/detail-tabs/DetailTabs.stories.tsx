import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailTabs } from '../index';
import { pressing } from '../stories/in-shadow';

const meta = { title: 'Widgets/rdc-detail-tabs', component: DetailTabs } satisfies Meta<typeof DetailTabs>;
export default meta;

type Story = StoryObj<typeof meta>;

const rows = (kind: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: `${kind} ${i + 1}`,
    type: kind,
    class: 'Military',
    manufacturer: 'Aurora Works',
    count: i + 1,
  }));
const cards = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    card_title: `Deck ${i + 1}`,
    img_card: `/api/v1/media/gallery/1-card-${i + 1}.svg`,
    img_inner: `/api/v1/media/gallery/1-inner-${i + 1}.svg`,
    description: 'A closer look at one part of the ship.',
    data: [{ id: 1, title: 'Size', value: 'L' }],
  }));
const spec = {
  model: { name_table: 'Model', list_spec: [{ title: 'Crew', value: 2, unit: '' }] },
  dimension: { name_table: 'Dimension', list_spec: [{ title: 'Mass', value: 25_043, unit: 'kg' }] },
};

/** Every tab; 12 overview cards make two slides of 10. */
export const AllTabs: Story = {
  args: {
    data: {
      overview_cards: cards(12),
      block_tech_spec: spec,
      systems: rows('Power plant', 4),
      hardpoints: rows('Turret', 3),
    } as never,
  },
};
/** One slide of overview cards and the specification only. */
export const OverviewAndSpecification: Story = {
  args: { data: { overview_cards: cards(4), block_tech_spec: spec } as never },
};
/** Systems only: the table, list view by default. */
export const SystemsOnly: Story = { args: { data: { systems: rows('Shield', 5) } as never } };
/** A lot without details: nothing shows. */
export const Empty: Story = { args: { data: {} } };
/** Systems in grid view: the switch's Grid pressed (list is the default). */
export const SystemsGrid: Story = {
  args: { data: { systems: rows('Shield', 5), hardpoints: rows('Turret', 3) } as never },
  play: pressing('[part="view"]', 'Grid'),
};
/** An overview card opened: pressed, with its picture, description and data below the cards. */
export const OverviewCardOpen: Story = {
  args: { data: { overview_cards: cards(4), block_tech_spec: spec } as never },
  play: pressing('[part="card"]', 'Deck 2'),
};
/** 12 overview cards, the second slide (cards 11 and 12) chosen by its bullet. */
export const OverviewSecondSlide: Story = {
  args: { data: { overview_cards: cards(12), block_tech_spec: spec } as never },
  play: pressing('[part="bullets"] [aria-label="Page 2 of 2"]'),
};
