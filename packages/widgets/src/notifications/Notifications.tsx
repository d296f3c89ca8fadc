import {
  $notifications,
  dismissNotification,
  pauseNotification,
  resumeNotification,
  type NotificationItem,
  type NotificationPosition,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import * as m from '../generated/messages';
import { useHover } from '../platform/use-hover';
import { useLocale } from '../platform/use-locale';
import { useSurface } from '../ui/useSurface';

const POSITIONS: readonly NotificationPosition[] = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

/**
 * Core's notifications on screen (accounts-cart-checkout.md and marketplace-content.md §9: "auto-close
 * after 4000 ms, 5 per position, width 440, max height 200, transition 250 ms, z-index 400"; "pause
 * while hovered"). Two live regions announce them: errors assertively, the rest politely. However
 * many of these elements (or bundles) a page has, one renders.
 */
export function Notifications() {
  const mine = useSurface('notifications');
  const notes = useStore($notifications);
  const locale = useLocale();
  if (!mine) return null;
  const label = m.notifications_label(locale);
  const urgent = notes.filter((note) => note.kind === 'error');
  const calm = notes.filter((note) => note.kind !== 'error');
  return (
    // A landmark of its own: the toasts sit outside the page's main and header (axe's "region").
    <section className="notifications" part="notifications" aria-label={label}>
      {POSITIONS.map((position) => {
        const here = notes.filter((note) => note.position === position);
        if (here.length === 0) return null;
        return (
          <ol
            key={position}
            className={`notifications__stack notifications__stack--${position}`}
            aria-label={label}
          >
            {here.map((note) => (
              <Toast key={note.id} note={note} />
            ))}
          </ol>
        );
      })}
      {/* The announcements: present from the start, so screen readers hear what is added. */}
      <div className="rdc-visually-hidden" role="alert">
        {urgent.map((note) => (
          <p key={note.id}>{note.message}</p>
        ))}
      </div>
      <div className="rdc-visually-hidden" role="status">
        {calm.map((note) => (
          <p key={note.id}>{note.message}</p>
        ))}
      </div>
    </section>
  );
}

function Toast({ note }: { note: NotificationItem }) {
  const locale = useLocale();
  const hoverRef = useHover(
    useCallback(() => pauseNotification(note.id), [note.id]),
    useCallback(() => resumeNotification(note.id), [note.id]),
  );
  return (
    <li
      className={`notification notification--${note.kind}`}
      part="notification"
      data-paused={note.paused || undefined}
      ref={hoverRef}
      onFocus={() => pauseNotification(note.id)}
      onBlur={() => resumeNotification(note.id)}
    >
      <p className="notification__message">{note.message}</p>
      <button
        type="button"
        className="notification__close"
        part="close"
        aria-label={m.notifications_close(locale)}
        onClick={() => dismissNotification(note.id)}
      >
        ×
      </button>
    </li>
  );
}
