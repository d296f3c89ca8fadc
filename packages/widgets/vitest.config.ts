import react from '@vitejs/plugin-react';
import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default mergeConfig(
  sourceConditions,
  defineProject({
    plugins: [react()],
    test: {
      name: 'widgets',
      environment: 'jsdom',
      // Widgets import their CSS as text (`?inline`): the tests see the real styles.
      css: true,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
      // A test waits for its conditions up to testing-library's deadline (vitest.setup.ts); the
      // test itself gets room for a few of those waits on a loaded machine.
      testTimeout: 30_000,
    },
  }),
);
