import { defineProject } from 'vitest/config';

// The workspace's own tooling (the browser floor's syntax check, over the built files).
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.mjs'] },
});
