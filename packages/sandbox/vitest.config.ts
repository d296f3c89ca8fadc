import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default mergeConfig(
  sourceConditions,
  defineProject({ test: { name: 'sandbox', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } }),
);
