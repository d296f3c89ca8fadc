import { logIgnored } from '../log-ignored';

/**
 * Runs an action on the page's local storage, for `what` is kept there. The storage may be missing
 * (a server), blocked (a sandboxed frame; some privacy modes throw on access) or full: what is kept
 * there is a convenience, so a failure is logged and answers undefined, never thrown.
 */
export function withLocalStorage<T>(what: string, action: (storage: Storage) => T): T | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : action(localStorage);
  } catch (error) {
    logIgnored(`an unusable local storage for ${what}`, error);
    return undefined;
  }
}
