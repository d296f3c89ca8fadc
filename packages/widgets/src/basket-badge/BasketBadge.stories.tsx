import type { Meta, StoryObj } from '@storybook/react-vite';
import { BasketBadge } from '../index';
import { withCartCount } from '../stories/story-api';

const meta = {
  title: 'Widgets/rdc-basket-badge',
  component: BasketBadge,
  args: { href: '/basket' },
} satisfies Meta<typeof BasketBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = { loaders: [() => withCartCount(0)] };
export const ThreeProducts: Story = { loaders: [() => withCartCount(3)] };
export const NinetyNine: Story = { loaders: [() => withCartCount(99)] };
export const OverNinetyNine: Story = { name: 'Over 99 (shows 99+)', loaders: [() => withCartCount(250)] };
