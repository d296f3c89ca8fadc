// Shared Vitest settings: every package resolves workspace siblings to their source.
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const sourceConditions = {
  resolve: { conditions: ['@rdc/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@rdc/source', ...defaultServerConditions], externalConditions: ['@rdc/source'] },
  },
};
