import type { Locale } from '@rdc/core';
import type { ReactNode } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

/**
 * The list states of marketplace-content.md §4 and §8: the generic 'NoItem' and
 * 'Error' statuses, and the notices the coin and package lists show instead.
 */
export type StatusKind = 'no-item' | 'error' | 'maintenance' | 'coming-soon';

/** Each status's title, then its lines. */
const TEXTS: Record<StatusKind, readonly ((locale: Locale) => string)[]> = {
  'no-item': [m.ui_status_no_item],
  error: [m.ui_status_error],
  maintenance: [m.ui_status_maintenance, m.ui_status_maintenance_text, m.ui_status_thanks],
  'coming-soon': [m.ui_status_coming_soon, m.ui_status_coming_soon_text, m.ui_status_thanks],
};

export interface StatusProps {
  kind: StatusKind;
  /** Replaces the title, for statuses the spec names per widget (for example 'Coin not found'). */
  title?: string;
  children?: ReactNode;
}

export function Status({ kind, title, children }: StatusProps) {
  const locale = useLocale();
  const [heading, ...lines] = TEXTS[kind].map((text) => text(locale));
  // Errors are announced at once; the other states politely.
  const role = kind === 'error' || kind === 'maintenance' ? 'alert' : 'status';
  return (
    <div role={role} className={`rdc-status rdc-status--${kind}`} part="status">
      <p className="rdc-status__title">{title ?? heading}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {children}
    </div>
  );
}
