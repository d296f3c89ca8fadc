import { notify } from '@rdc/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notifications } from '../index';

const meta = { title: 'Widgets/rdc-notifications', component: Notifications } satisfies Meta<
  typeof Notifications
>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One of each kind, bottom-right (the default position); each closes after 4000 ms unless hovered. */
export const EachKind: Story = {
  loaders: [
    () => {
      notify('Probe Drone was added to your cart.', { kind: 'success', durationMs: 600_000 });
      notify('Your cart could not be saved to your account just now.', {
        kind: 'warning',
        durationMs: 600_000,
      });
      notify('Timezone could not be saved. Try one more time.', { kind: 'error', durationMs: 600_000 });
      notify('Season One launches next month.', { durationMs: 600_000 });
    },
  ],
};
