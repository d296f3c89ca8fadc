import type { Meta, StoryObj } from '@storybook/react-vite';
import { Orders } from '../index';
import { asDemoUser, asGuest, sandboxApi } from '../stories/story-api';

const meta = { title: 'Widgets/rdc-orders', component: Orders } satisfies Meta<typeof Orders>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor is asked to sign in. */
export const Guest: Story = { loaders: [sandboxApi, asGuest] };
/** The sandbox's demo account: its orders newest first (none until it pays), and its tickets. */
export const SignedIn: Story = { loaders: [sandboxApi, asDemoUser] };
