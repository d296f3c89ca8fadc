import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { isLotShown } from '../lots/product-lots';
import { loadPageSubject, pageStatus, routeId } from './subject';

const failure =
  (status: number, kind: ApiError['kind'] = 'http') =>
  () =>
    Promise.reject(new ApiError({ kind, status, message: 'x' }));

describe("a page's subject, loaded on the server (\"A missing product shows a 'NoItem' state\")", () => {
  it('a subject the API has is shown, with 200', async () => {
    const subject = await loadPageSubject(() => Promise.resolve({ id: 1 }));
    expect(subject).toEqual({ kind: 'ok', value: { id: 1 } });
    expect(pageStatus(subject)).toBe(200);
  });

  it('a 404 from the API, or a subject the page must not show (disabled), is NoItem with 404', async () => {
    expect(await loadPageSubject(failure(404))).toEqual({ kind: 'not-found' });
    expect(await loadPageSubject(() => Promise.resolve({ enabled: true }), isLotShown)).toEqual({
      kind: 'ok',
      value: { enabled: true },
    });
    const disabled = await loadPageSubject(() => Promise.resolve({ enabled: false }), isLotShown);
    expect(disabled).toEqual({ kind: 'not-found' });
    expect(pageStatus(disabled)).toBe(404);
  });

  it('any other failure is the Error status with 503, never an exception', async () => {
    for (const load of [
      failure(500),
      failure(0, 'timeout'),
      failure(0, 'network'),
      failure(200, 'invalid-response'),
      () => Promise.reject(new Error('boom')),
    ]) {
      const subject = await loadPageSubject(load);
      expect(subject).toEqual({ kind: 'error' });
      expect(pageStatus(subject)).toBe(503);
    }
  });

  it('a route id is a positive whole number; anything else is no id', () => {
    expect(routeId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', ' 12', '9'.repeat(16)])
      expect(routeId(bad)).toBeUndefined();
  });
});
