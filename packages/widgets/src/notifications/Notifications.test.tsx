import { $notifications, clearNotifications, notify } from '@rdc/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notifications } from './Notifications';

afterEach(() => {
  act(() => clearNotifications());
  vi.useRealTimers();
});

describe('<rdc-notifications> (marketplace-content.md §9, accounts-cart-checkout.md)', () => {
  it('shows a notice, announces it, and closes it "after 4000 ms"; "pause while hovered"', () => {
    vi.useFakeTimers();
    render(<Notifications />);
    act(() => void notify('Timezone saved.', { kind: 'success' }));
    const stack = screen.getByRole('list', { name: 'Notifications' });
    expect(within(stack).getByText('Timezone saved.')).toBeVisible();
    // In a landmark of its own, so no page content sits outside a region (axe's "region" rule).
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(stack);
    expect(screen.getByRole('status')).toHaveTextContent('Timezone saved.');
    const toast = within(stack).getByRole('listitem');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Timezone saved.', { selector: '.notification__message' })).toBeVisible();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText('Timezone saved.', { selector: '.notification__message' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Timezone saved.', { selector: '.notification__message' })).toBeNull();
  });

  it('errors are announced assertively; "at most 5 per position"; the close button dismisses', () => {
    render(<Notifications />);
    act(() => void notify('Settings could not be saved.', { kind: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Settings could not be saved.');
    act(() => {
      for (let n = 1; n <= 6; n++) notify(`Notice ${n}`, { position: 'top-right' });
    });
    const top = screen
      .getAllByRole('list', { name: 'Notifications' })
      .find((list) => list.className.includes('top-right')) as HTMLElement;
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Notice 2', 'Notice 3', 'Notice 4', 'Notice 5', 'Notice 6']);
    fireEvent.click(within(top).getAllByRole('button', { name: 'Close notification' })[0] as HTMLElement);
    expect(within(top).getAllByRole('listitem')).toHaveLength(4);
  });

  it('renders once on a page however many there are', () => {
    render(
      <>
        <Notifications />
        <Notifications />
      </>,
    );
    act(() => void notify('Added to your cart.'));
    expect($notifications.get()).toHaveLength(1);
    expect(screen.getAllByText('Added to your cart.', { selector: '.notification__message' })).toHaveLength(
      1,
    );
  });
});
