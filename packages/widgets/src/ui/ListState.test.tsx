import type { CatalogueList, QueryState } from '@rdc/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListState } from './ListState';

const show = (list: CatalogueList, state: QueryState<string[]>, onRetry?: () => void) =>
  render(
    <ListState list={list} state={state} label="Things" onRetry={onRetry}>
      {(value) => <p>{value.join(', ')}</p>}
    </ListState>,
  );

describe('ListState (marketplace-content.md §4, §8)', () => {
  it.each([
    ['manufacturers', 15],
    ['categories', 15],
    ['all', 15],
    ['products', 6],
    ['subscriptions', 5],
    ['coins', 6],
    ['packages', 5],
  ] as const)('"skeleton placeholders": %s shows %i while loading', (list, count) => {
    show(list, { status: 'loading' });
    expect(screen.getAllByTestId('list-skeleton')).toHaveLength(count);
  });

  it('the loaded list', () => {
    show('coins', { status: 'loaded', value: ['a', 'b'] });
    expect(screen.getByText('a, b')).toBeVisible();
  });

  it('"Coin or package list fails": \'Technical work is underway\' with its two lines', () => {
    show('packages', { status: 'error', message: 'down' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Technical work is underway');
    expect(alert).toHaveTextContent(
      'This section of the website is under maintenance. Content will be coming soon.',
    );
    expect(alert).toHaveTextContent('Thank you for your visit!');
  });

  it('"Coin or package list empty": \'Comming soon\' with its two lines', () => {
    show('coins', { status: 'empty' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Comming soon');
    expect(status).toHaveTextContent('This section of the site is empty. Content will be coming soon.');
    expect(status).toHaveTextContent('Thank you for your visit!');
  });

  it("other lists: a failure is 'Error', an empty item or subscription list 'NoItem'", () => {
    const { unmount } = show('subscriptions', { status: 'error', message: 'down' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error$/);
    unmount();
    show('products', { status: 'empty' });
    expect(screen.getByRole('status')).toHaveTextContent(/^NoItem$/);
  });

  it('"Category, manufacturer or item list returns nothing: Error \'Response is empty\'"', () => {
    show('manufacturers', { status: 'empty' });
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorResponse is empty');
  });

  it('Retry under a failure asks again', async () => {
    const retry = vi.fn();
    show('subscriptions', { status: 'error', message: 'down' }, retry);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
