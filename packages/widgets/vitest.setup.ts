import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for what the player waits for, however long a loaded machine takes to
// bring it: the forms and dialogs are chunks loaded on demand, and on a busy 2-core CI runner their
// first import (transformed on the fly) has taken longer than the library's default of one second.
// A condition that never comes still fails, at the deadline below or the test's own.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // Custom elements unmount their React roots when disconnected; do it inside act so no render
  // is left scheduled after the test file's window is gone.
  act(() => document.body.replaceChildren());
});
