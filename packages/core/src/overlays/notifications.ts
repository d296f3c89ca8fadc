import { atom, type WritableAtom } from 'nanostores';

/**
 * The notifications' timing and stacking rules (marketplace-content.md §9: "Notifications
 * auto-close after 4000 ms, 5 per position"). Their box (width 440, max height 200, a 250 ms
 * transition, z-index 400) is presentation: it lives in the widget's stylesheet
 * (packages/widgets/src/notifications/Notifications.css), where a browser test measures it
 * (e2e/notification-box.spec.ts).
 */
export const NOTIFICATION = {
  durationMs: 4000,
  perPosition: 5,
} as const;

export type NotificationPosition =
  'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';
export type NotificationKind = 'info' | 'success' | 'warning' | 'error';

export interface NotificationItem {
  id: number;
  message: string;
  kind: NotificationKind;
  position: NotificationPosition;
  paused: boolean;
}

export interface NotifyOptions {
  kind?: NotificationKind;
  /** "bottom-right by default". */
  position?: NotificationPosition;
  durationMs?: number;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

interface PageNotifications {
  list: WritableAtom<NotificationItem[]>;
  timers: Map<number, Timer>;
  nextId: number;
}

/**
 * The page's one list, kept on globalThis: a notification raised by a widget of a second bundle
 * shows in the one notifications widget of the page.
 */
const PAGE_NOTIFICATIONS = Symbol.for('rdc.core.notifications');
const registry = globalThis as { [PAGE_NOTIFICATIONS]?: PageNotifications };
const page: PageNotifications = (registry[PAGE_NOTIFICATIONS] ??= {
  list: atom<NotificationItem[]>([]),
  timers: new Map(),
  nextId: 1,
});
const timers = page.timers;

/** Open notifications, oldest first. */
export const $notifications = page.list;

function startTimer(id: number, timer: Timer): void {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissNotification(id), timer.remaining);
}

/** Shows a notification that closes after 4000 ms; a sixth one at a position drops the oldest there. */
export function notify(message: string, options: NotifyOptions = {}): number {
  const id = page.nextId++;
  const note: NotificationItem = {
    id,
    message,
    kind: options.kind ?? 'info',
    position: options.position ?? 'bottom-right',
    paused: false,
  };
  const samePosition = $notifications.get().filter((n) => n.position === note.position);
  const overflow = samePosition.length + 1 - NOTIFICATION.perPosition;
  for (const old of samePosition.slice(0, Math.max(0, overflow))) dismissNotification(old.id);
  $notifications.set([...$notifications.get(), note]);
  const timer: Timer = {
    handle: null,
    remaining: options.durationMs ?? NOTIFICATION.durationMs,
    startedAt: 0,
  };
  timers.set(id, timer);
  startTimer(id, timer);
  return id;
}

export function dismissNotification(id: number): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

function setPaused(id: number, paused: boolean): void {
  $notifications.set($notifications.get().map((n) => (n.id === id ? { ...n, paused } : n)));
}

/** "pause while hovered": the time left is kept. */
export function pauseNotification(id: number): void {
  const timer = timers.get(id);
  if (!timer?.handle) return;
  clearTimeout(timer.handle);
  timer.handle = null;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
  setPaused(id, true);
}

export function resumeNotification(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle) return;
  startTimer(id, timer);
  setPaused(id, false);
}

export function clearNotifications(): void {
  for (const id of [...timers.keys()]) dismissNotification(id);
}
