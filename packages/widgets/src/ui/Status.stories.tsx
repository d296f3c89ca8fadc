import type { Meta, StoryObj } from '@storybook/react-vite';
import { Status } from './Status';

const meta = { title: 'UI/Status', component: Status } satisfies Meta<typeof Status>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoItem: Story = { args: { kind: 'no-item' } };
export const Error: Story = { args: { kind: 'error' } };
export const Maintenance: Story = { args: { kind: 'maintenance' } };
export const ComingSoon: Story = { args: { kind: 'coming-soon' } };
export const CoinNotFound: Story = { args: { kind: 'no-item', title: 'Coin not found' } };
