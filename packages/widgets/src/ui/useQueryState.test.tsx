import { keyedQuery, REQUEST_RULES } from '@rdc/core';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useQueryState } from './useQueryState';

describe('useQueryState: a catalogue store key for a component', () => {
  it('loads the key once, follows its state, and a new key loads the new list', async () => {
    const fetch = vi.fn(async ({ page }: { page: number }) => ({ list: [page], count: 3 }));
    const query = keyedQuery({ rule: REQUEST_RULES.coinList, fetch, failure: 'test list' });
    const { result, rerender } = renderHook(({ page }) => useQueryState(query, { page }), {
      initialProps: { page: 0 },
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'loaded', value: { list: [0], count: 3 } }),
    );
    rerender({ page: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
    rerender({ page: 1 });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'loaded', value: { list: [1], count: 3 } }),
    );
  });

  it('retry asks again after a failure', async () => {
    let fail = true;
    const query = keyedQuery({
      rule: { retries: 0, retryDelayMs: () => 0, freshMs: 1000 },
      fetch: async () => {
        if (fail) throw new Error('down');
        return 'list';
      },
      failure: 'test list',
    });
    const { result } = renderHook(() => useQueryState(query, 'k'));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'error', message: 'down' }));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'loaded', value: 'list' }));
  });
});
