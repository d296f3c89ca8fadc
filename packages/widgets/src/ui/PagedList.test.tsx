import { keyedQuery, PER_PAGE, type PageKey } from '@rdc/core';
import { resetNavigationHost } from '@rdc/core/testing';
import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PagedList } from './PagedList';

const ENTRIES = Array.from({ length: 13 }, (_, index) => `entry ${index + 1}`);
const instant = { retries: 0, retryDelayMs: () => 0, freshMs: 60_000 };
const listOf = (entries: string[]) =>
  keyedQuery({
    rule: instant,
    fetch: async ({ offset, limit }: PageKey) => ({
      list: entries.slice(offset, offset + limit),
      count: entries.length,
    }),
    isEmpty: (page) => page.count === 0,
    failure: 'test list',
  });

const show = (query = listOf(ENTRIES), onState = vi.fn()) =>
  render(
    <PagedList
      list="packages"
      label="Things"
      rule={PER_PAGE.marketplace}
      query={query}
      keyOf={(page) => page}
      onState={onState}
    >
      {(entries) => (
        <ul aria-label="Shown">
          {entries.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
const shown = () =>
  within(screen.getByRole('list', { name: 'Shown' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  resetNavigationHost();
  window.history.replaceState(null, '', '/things');
});

describe('PagedList (marketplace-content.md §2.2, §4)', () => {
  it('"a per-page selector and a page navigator above and below the card grid", the page in the address', async () => {
    show();
    expect(screen.getAllByTestId('list-skeleton')).toHaveLength(5);
    await waitFor(() => expect(shown()).toHaveLength(6));
    expect(screen.getByRole('combobox', { name: 'Things per page' })).toHaveValue('6');
    const below = screen.getByRole('navigation', { name: 'Things pages, below the list' });
    expect(screen.getByRole('navigation', { name: 'Things pages, above the list' })).toBeVisible();
    await userEvent.click(within(below).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(shown()).toEqual(['entry 13']));
    expect(window.location.search).toBe('?page=2');
  });

  it('"Page count is the ceiling of count divided by per-page"; "changing per-page resets to page 0"', async () => {
    window.history.replaceState(null, '', '/things?page=1');
    show();
    await waitFor(() => expect(shown()[0]).toBe('entry 7'));
    expect(
      within(screen.getByRole('navigation', { name: 'Things pages, above the list' })).getAllByRole('link', {
        name: /^Page/,
      }),
    ).toHaveLength(3);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Things per page' }), '18');
    await waitFor(() => expect(shown()).toHaveLength(13));
    expect(window.location.search).toBe('?perPage=18');
  });

  it('tells the caller each settled state (a widget reports a failure to its host)', async () => {
    const onState = vi.fn();
    show(listOf([]), onState);
    expect(await screen.findByRole('status')).toHaveTextContent('Comming soon');
    expect(onState).toHaveBeenCalledWith({ status: 'empty' });
  });
});
