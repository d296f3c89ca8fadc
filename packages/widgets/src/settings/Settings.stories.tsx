import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings } from '../index';
import { asDemoUser, asGuest, sandboxApi } from '../stories/story-api';

const meta = { title: 'Widgets/rdc-settings', component: Settings } satisfies Meta<typeof Settings>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A visitor is asked to sign in. */
export const Guest: Story = { loaders: [sandboxApi, asGuest] };
/** The sandbox's demo account: Identification and Settings, saved through /account/settings. */
export const SignedIn: Story = { loaders: [sandboxApi, asDemoUser] };
