import type { Meta, StoryObj } from '@storybook/react-vite';
import { createReactWidget } from '../platform/react-widget';
import { CardGrid, type CardGridProps } from './CardGrid';
import listingCss from './Listing.css?inline';

type Card = { id: number; title: string };
const Grid = createReactWidget(
  'rdc-card-grid-story',
  (props: CardGridProps<Card>) => <CardGrid {...props} />,
  [listingCss],
);

const meta = { title: 'UI/CardGrid', component: Grid } satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Card ${index + 1}` }));
const renderItem = (card: Card) => (
  <article style={{ padding: '2em 1em', border: '1px solid #2a3157', borderRadius: 8 }}>{card.title}</article>
);

/** As many columns as the width allows. */
export const SixCards: Story = {
  args: { label: 'Cards', items: cards(6), itemKey: (card) => card.id, renderItem },
};
export const EighteenCards: Story = {
  args: { label: 'Cards', items: cards(18), itemKey: (card) => card.id, renderItem },
};
