import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $notifications,
  clearNotifications,
  dismissNotification,
  notify,
  pauseNotification,
  resumeNotification,
} from './notifications';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearNotifications();
  vi.useRealTimers();
});

describe('notifications (accounts-cart-checkout.md §9 "close after 4000 ms, pause while hovered, at most 5 per position ... bottom-right by default")', () => {
  it('"Notifications close after 4000 ms"', () => {
    notify('Saved');
    vi.advanceTimersByTime(3999);
    expect($notifications.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($notifications.get()).toHaveLength(0);
  });

  it('"bottom-right by default"', () => {
    notify('Hello');
    expect($notifications.get()[0]).toMatchObject({
      message: 'Hello',
      kind: 'info',
      position: 'bottom-right',
      paused: false,
    });
  });

  it('"pause while hovered": the time left resumes after the pointer leaves', () => {
    const id = notify('Hover me');
    vi.advanceTimersByTime(3000);
    pauseNotification(id);
    expect($notifications.get()[0]?.paused).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect($notifications.get()).toHaveLength(1);
    resumeNotification(id);
    vi.advanceTimersByTime(999);
    expect($notifications.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($notifications.get()).toHaveLength(0);
  });

  it('"at most 5 per position": the sixth drops the oldest there, other positions are untouched', () => {
    const top = notify('top', { position: 'top-right' });
    const ids = Array.from({ length: 6 }, (_, i) => notify(`n${i}`));
    const bottom = $notifications.get().filter((n) => n.position === 'bottom-right');
    expect(bottom.map((n) => n.id)).toEqual(ids.slice(1));
    expect($notifications.get().some((n) => n.id === top)).toBe(true);
  });

  it('can be dismissed by hand; pausing or resuming a closed one does nothing', () => {
    const id = notify('x', { kind: 'error', durationMs: 100 });
    dismissNotification(id);
    pauseNotification(id);
    resumeNotification(id);
    expect($notifications.get()).toEqual([]);
  });
});
