import { atom, onMount, type WritableAtom } from 'nanostores';
import { withLocalStorage } from './local-storage';

interface StoredAtomOptions<T> {
  encode: (value: T) => string;
  decode: (text: string) => T;
}

function readStored(key: string): string | null {
  return withLocalStorage(key, (storage) => storage.getItem(key)) ?? null;
}

/**
 * An atom kept in local storage under `key`: each value set is written there, another tab's write
 * arrives through the `storage` event, and a page brought back from the back-forward cache (which
 * misses those events) reads the storage again.
 *
 * The storage is first read when the atom is first read or watched, not when it is created. Created
 * while a bundle's top level runs, its read opened the page's storage area and decoded the stored
 * value in the task that evaluates the bundle: in Chromium about 3 ms of the site's shared chunk
 * before any CPU slowdown, and the stored value's validation on top for a player with one.
 */
export function storedAtom<T>(
  key: string,
  initial: T,
  { encode, decode }: StoredAtomOptions<T>,
): WritableAtom<T> {
  const store = atom<T>(initial);
  const show = store.set;
  /** What the storage holds as far as this page knows; undefined before it first looks. */
  let known: string | null | undefined;

  const adopt = (text: string | null) => {
    if (text === known) return;
    known = text;
    show(text === null ? initial : decode(text));
  };

  store.set = (value: T) => {
    const text = encode(value);
    const written = withLocalStorage(key, (storage) => {
      storage.setItem(key, text);
      return true;
    });
    // Where the storage is full, refuses or is missing (a server), the value is this page's only,
    // and the next read must not take it back.
    known = written ? text : readStored(key);
    show(value);
  };

  let following = false;
  onMount(store, () => {
    // Each mount reads again (cheap once the storage area is open): what changed while no one
    // watched, in this tab too, is shown.
    adopt(readStored(key));
    if (following || typeof window === 'undefined') return;
    // Kept for the page's life: the store is the page's, and a listener removed on unmount
    // would miss another tab's write made while no widget showed it.
    following = true;
    window.addEventListener('storage', (event) => {
      if (event.key === key) adopt(event.newValue);
      // `localStorage.clear()` in another tab: an event with no key.
      else if (event.key === null) adopt(readStored(key));
    });
    window.addEventListener('pageshow', () => adopt(readStored(key)));
  });
  return store;
}
