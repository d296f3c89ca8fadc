import { loadLocale } from '@rdc/core';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { Countdown } from './Countdown';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

beforeAll(() => loadLocale('de'));
beforeEach(() =>
  vi.useFakeTimers({
    now: Date.UTC(2027, 0, 1),
    toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  }),
);
afterEach(() => {
  cleanup();
  vi.advanceTimersByTime(2000);
  vi.useRealTimers();
});

describe('<rdc-countdown> in German', () => {
  it('says what is left: weeks, a day, or HH:MM:SS', () => {
    renderHosted(
      <>
        <Countdown end={new Date(Date.UTC(2027, 0, 20)).toISOString()} />
        <Countdown end={new Date(Date.UTC(2027, 0, 2, 12)).toISOString()} />
        <Countdown end={String(Date.UTC(2027, 0, 1, 1, 2, 3))} />
      </>,
    );
    const lines = screen.getAllByText('Noch').map((marker) => marker.textContent);
    expect(lines).toEqual(['Noch 2 Wochen', 'Noch 1 Tag', 'Noch 01:02:03']);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('01:02:02')).toBeVisible();
  });
});
