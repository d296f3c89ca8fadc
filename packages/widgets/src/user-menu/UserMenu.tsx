import {
  $displayName,
  $isLoggedIn,
  $knownBalance,
  formatMoney,
  logOut,
  openAuthModal,
  sitePath,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import * as m from '../generated/messages';
import { HostContext, useEmit } from '../platform/events';
import { announceUserLogout, useSessionEvents } from '../platform/session-events';
import { useHover } from '../platform/use-hover';
import { useLocale } from '../platform/use-locale';
import { Avatar } from './Avatar';

export interface UserMenuProps {
  /** Only the avatar when logged in (narrow headers, in-game views). */
  compact?: boolean;
  /** The settings page; the orders link goes to its Orders section (#orders). Default /settings. */
  settingsHref?: string;
}

/** How the popup was opened: a hover's closes when the pointer leaves, a click's stays. */
type OpenedBy = 'hover' | 'click' | null;

/**
 * The header's user block (marketplace-content.md §2.7): Sign In for a visitor; for a logged-in
 * user the name (the username saved in Settings, else the alias: core's $displayName), a mini avatar and "a hover popup with avatar, alias, balance (RDC), a Settings
 * link, an orders link and a Log Out button". The popup also opens on its button's click (Enter and
 * Space), never on focus; Escape closes it with the focus back on the button, and so does a click
 * outside.
 */
export function UserMenu({ compact = false, settingsHref = '/settings' }: UserMenuProps) {
  const loggedIn = useStore($isLoggedIn);
  const name = useStore($displayName);
  const locale = useLocale();
  const emit = useEmit();
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const open = openedBy !== null;
  const popupId = useId();
  const host = useContext(HostContext);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  // The user menu shows the session, so it tells the host when one starts or ends (once per page).
  useSessionEvents();
  const hoverRef = useHover(
    useCallback(() => setOpenedBy((by) => by ?? 'hover'), []),
    useCallback(() => setOpenedBy((by) => (by === 'hover' ? null : by)), []),
  );
  const setRoot = useCallback(
    (element: HTMLDivElement | null) => {
      rootRef.current = element;
      hoverRef(element);
    },
    [hoverRef],
  );
  // A press anywhere outside closes the popup (composedPath sees through the widget's shadow root).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!loggedIn) {
    const signIn = () => {
      // The auth widget opens on core's store; a host without it hears the event.
      if (emit('rdc-open-auth', { category: 'auth' })) openAuthModal('login');
    };
    return (
      <button type="button" className="rdc-button sign-in" part="sign-in" onClick={signIn}>
        {m.user_menu_sign_in(locale)}
      </button>
    );
  }

  // The event first: core's logOut leaves the page ("clears the session, goes to /").
  const onLogOut = () => announceUserLogout(host, logOut);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpenedBy(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpenedBy(null);
    triggerRef.current?.focus();
  };

  return (
    <div className="user" part="user" ref={setRoot} onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={triggerRef}
        className="user__trigger"
        part="trigger"
        aria-expanded={open}
        aria-controls={popupId}
        aria-label={compact ? m.user_menu_account_menu(locale, { name }) : undefined}
        onClick={() => setOpenedBy((by) => (by === 'click' ? null : 'click'))}
      >
        <span className="user__avatar">
          <Avatar alias={name} size="mini" />
          <span className="user__online" aria-hidden="true" />
        </span>
        {!compact && (
          <span className="user__alias" part="alias">
            {name}
          </span>
        )}
      </button>
      <Popup id={popupId} open={open} alias={name} settingsHref={settingsHref} onLogOut={onLogOut} />
    </div>
  );
}

interface PopupProps {
  id: string;
  open: boolean;
  alias: string;
  settingsHref: string;
  onLogOut: () => void;
}

function Popup({ id, open, alias, settingsHref, onLogOut }: PopupProps) {
  // Null until the player's balance is known: no amount is shown for it, a 0 would read as theirs.
  const balance = useStore($knownBalance);
  const locale = useLocale();
  const amount = formatMoney(balance, 'RDC', locale);
  return (
    <div id={id} className="popup" part="popup" hidden={!open}>
      <div className="popup__who">
        <Avatar alias={alias} size="large" />
        <div>
          <p className="popup__alias">{alias}</p>
          <p className="popup__balance" part="balance" aria-busy={balance === null}>
            {/* The words around the amount are heard, not seen, in the translation's order. */}
            {m
              .user_menu_balance(locale, { amount: '{amount}' })
              .split(/(\{amount\})/)
              .map((part, index) =>
                part === '{amount}'
                  ? amount
                  : part && (
                      <span key={index} className="rdc-visually-hidden">
                        {part}
                      </span>
                    ),
              )}
          </p>
        </div>
      </div>
      <ul className="popup__links">
        <li>
          <a href={sitePath(settingsHref)}>{m.user_menu_settings(locale)}</a>
        </li>
        <li>
          <a href={sitePath(`${settingsHref}#orders`)}>{m.user_menu_orders(locale)}</a>
        </li>
      </ul>
      <button
        type="button"
        className="rdc-button rdc-button--ghost popup__logout"
        part="logout"
        onClick={onLogOut}
      >
        {m.user_menu_log_out(locale)}
      </button>
    </div>
  );
}
