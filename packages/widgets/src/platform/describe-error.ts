/** What an error says, for an rdc-error event's detail. */
export function describeError(error: unknown): { message: string; status?: number; code?: number } {
  const { message, status, code } = (error ?? {}) as { message?: unknown; status?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' ? message : String(error),
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof code === 'number' ? { code } : {}),
  };
}
