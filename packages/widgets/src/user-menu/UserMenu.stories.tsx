import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMenu } from '../index';
import { asDemoUser, asGuest, sandboxApi } from '../stories/story-api';

const meta = {
  title: 'Widgets/rdc-user-menu',
  component: UserMenu,
  args: { compact: false, settingsHref: '/settings' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '18rem' }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor: Sign In. */
export const Guest: Story = { loaders: [sandboxApi, asGuest] };
/** The sandbox's demo account: alias, mini avatar; hover or focus for the popup with the balance. */
export const LoggedIn: Story = { loaders: [sandboxApi, asDemoUser] };
export const LoggedInCompact: Story = { args: { compact: true }, loaders: [sandboxApi, asDemoUser] };
