import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'core',
      environment: 'node',
      include: ['src/**/*.test.ts'],
    },
  }),
);
