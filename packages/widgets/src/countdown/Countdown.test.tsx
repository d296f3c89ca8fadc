import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { Countdown } from './Countdown';

beforeEach(() =>
  vi.useFakeTimers({
    now: Date.UTC(2027, 0, 1),
    toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  }),
);
afterEach(() => {
  // Unmounted, core's shared clock stops a moment later (nanostores' unmount delay): let that
  // happen on the fake timers, so the next test's countdowns start it again.
  cleanup();
  vi.advanceTimersByTime(2000);
  vi.useRealTimers();
});

describe('<rdc-countdown> ("weeks if at least one week, days if at least one day, otherwise HH:MM:SS"; "hides itself when remaining time reaches zero")', () => {
  it('shows weeks, days, or HH:MM:SS', () => {
    renderHosted(
      <>
        <Countdown end={new Date(Date.UTC(2027, 0, 20)).toISOString()} />
        <Countdown end={new Date(Date.UTC(2027, 0, 3)).toISOString()} />
        <Countdown end={String(Date.UTC(2027, 0, 1, 1, 2, 3))} />
      </>,
    );
    expect(screen.getByText('2 weeks')).toBeVisible();
    expect(screen.getByText('2 days')).toBeVisible();
    expect(screen.getByText('01:02:03')).toBeVisible();
  });

  it('ticks and hides itself at zero', () => {
    renderHosted(<Countdown end={new Date(Date.now() + 2000).toISOString()} />);
    expect(screen.getByText('00:00:02')).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('00:00:01')).toBeVisible();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText(/Ends in/)).toBeNull();
  });

  it('shows nothing for a lot without an end, or an end passed', () => {
    renderHosted(
      <>
        <Countdown />
        <Countdown end="true" />
        <Countdown end="2020-01-01T00:00:00Z" />
      </>,
    );
    expect(screen.queryByText(/Ends in/)).toBeNull();
  });
});
