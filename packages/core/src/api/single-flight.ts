/**
 * Runs at most one task at a time: whoever asks while a task runs waits for that same task.
 * The client uses it so that many calls failing with an expired token cause exactly one refresh.
 */
export interface SingleFlight<T> {
  run(task: () => Promise<T>): Promise<T>;
}

export function createSingleFlight<T>(): SingleFlight<T> {
  let current: Promise<T> | undefined;
  return {
    run(task) {
      current ??= task().finally(() => {
        current = undefined;
      });
      return current;
    },
  };
}
