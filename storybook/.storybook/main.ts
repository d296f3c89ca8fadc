import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The stories live beside the widgets.
  stories: ['../../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
  viteFinal: (vite) => ({
    ...vite,
    resolve: { ...vite.resolve, conditions: ['@rdc/source', ...defaultClientConditions] },
  }),
};

export default config;
