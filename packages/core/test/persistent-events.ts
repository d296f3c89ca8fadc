// Setup for test files in a browser-like environment (jsdom). @nanostores/persistent stops
// listening to the window's storage events one second after a store's last subscriber leaves
// (nanostores' unmount delay, a timer). A test file can end, and Vitest take its window away,
// within that second: the late removeEventListener then threw "window is not defined" as an
// uncaught error, which fails the whole run though every test passed (seen in CI). In a page the
// window never goes away, so only the tests need this: the same listeners, forgiving a window
// that is gone.
import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';

if (typeof window !== 'undefined') {
  setPersistentEngine(window.localStorage, {
    addEventListener: windowPersistentEvents.addEventListener,
    removeEventListener(key, listener, restore) {
      if (typeof window !== 'undefined') windowPersistentEvents.removeEventListener(key, listener, restore);
    },
  });
}
