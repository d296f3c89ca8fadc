import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Custom elements unmount their React roots when disconnected; do it inside act so no render
  // is left scheduled after the test file's window is gone.
  act(() => document.body.replaceChildren());
});
