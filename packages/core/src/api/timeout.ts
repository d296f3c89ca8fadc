export interface TimeoutSignal {
  /** Aborts when the caller's signal aborts or when the timeout elapses, whichever comes first. */
  signal: AbortSignal;
  /** True once the abort came from the timeout rather than from the caller. */
  timedOut(): boolean;
  /** Stops the timer and detaches from the caller's signal. */
  dispose(): void;
}

/**
 * Combines the caller's AbortSignal with a timeout: the client passes fetch one signal
 * that carries both.
 * Written by hand rather than with AbortSignal.any, which older in-game web views lack.
 */
export function withTimeout(callerSignal: AbortSignal | undefined, timeoutMs: number): TimeoutSignal {
  const controller = new AbortController();
  let didTimeOut = false;

  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  const timer = setTimeout(() => {
    didTimeOut = true;
    controller.abort(new DOMException(`The call timed out after ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);

  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  return {
    signal: controller.signal,
    timedOut: () => didTimeOut,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** Settles with the promise, or rejects with the signal's reason as soon as the signal aborts. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
