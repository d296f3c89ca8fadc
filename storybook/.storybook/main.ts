import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

// The stories reach the sandbox at /api/v1 on Storybook's own origin, as the site does.
const apiTarget = process.env.RDC_API_TARGET ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The stories live beside the widgets.
  stories: ['../../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
  viteFinal: (vite) => ({
    ...vite,
    resolve: { ...vite.resolve, conditions: ['@rdc/source', ...defaultClientConditions] },
    server: { ...vite.server, proxy: { '/api/v1': { target: apiTarget, changeOrigin: true } } },
  }),
};

export default config;
