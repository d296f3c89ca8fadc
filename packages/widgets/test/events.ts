/** Collects the rdc-* events of one type that reach `document`, and their details. */
export function listen<T = unknown>(
  type: string,
): { events: CustomEvent<T>[]; details: T[]; stop: () => void } {
  const events: CustomEvent<T>[] = [];
  const details: T[] = [];
  const listener = (event: Event) => {
    events.push(event as CustomEvent<T>);
    details.push((event as CustomEvent<T>).detail);
  };
  document.addEventListener(type, listener);
  return { events, details, stop: () => document.removeEventListener(type, listener) };
}
