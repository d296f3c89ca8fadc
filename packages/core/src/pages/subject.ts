import { isApiError } from '../api/errors';

/**
 * What a page rendered on the server shows of its subject (a lot, a post): the subject, `NoItem`
 * (answered 404), or the `Error` status (the API failed or timed out: answered 503).
 */
export type PageSubject<T> = { kind: 'ok'; value: T } | { kind: 'not-found' } | { kind: 'error' };

/** What a failed load of a subject shows: a 404 from the API is `NoItem`, anything else the `Error` status. */
export function failedSubjectKind(error: unknown): 'not-found' | 'error' {
  return isApiError(error) && error.status === 404 ? 'not-found' : 'error';
}

/**
 * Loads a page's subject. A 404 from the API, or a subject the page must not show (a disabled lot),
 * is `not-found`; any other failure (5xx, timeout, network, an answer that fails validation) is
 * `error`, never an exception: a page never turns into a 500 with a stack.
 */
export async function loadPageSubject<T>(
  load: () => Promise<T>,
  isShown: (value: T) => boolean = () => true,
): Promise<PageSubject<T>> {
  try {
    const value = await load();
    return isShown(value) ? { kind: 'ok', value } : { kind: 'not-found' };
  } catch (error) {
    return { kind: failedSubjectKind(error) };
  }
}

/** The HTTP status a page answers with for its subject. */
export function pageStatus(subject: PageSubject<unknown>): 200 | 404 | 503 {
  return subject.kind === 'ok' ? 200 : subject.kind === 'not-found' ? 404 : 503;
}

/** A route id (`/articles/{id}`): a positive whole number, else nothing (the page is then `NoItem`). */
export function routeId(param: string | undefined): number | undefined {
  if (param === undefined || !/^\d{1,15}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}
