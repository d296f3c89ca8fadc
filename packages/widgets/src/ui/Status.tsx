import type { ReactNode } from 'react';

/**
 * The list states of marketplace-content.md §4 and §8: the generic 'NoItem' and
 * 'Error' statuses, and the notices the coin and package lists show instead.
 */
export type StatusKind = 'no-item' | 'error' | 'maintenance' | 'coming-soon';

const TEXTS: Record<StatusKind, { title: string; lines: readonly string[] }> = {
  'no-item': { title: 'NoItem', lines: [] },
  error: { title: 'Error', lines: [] },
  maintenance: {
    title: 'Technical work is underway',
    lines: [
      'This section of the website is under maintenance. Content will be coming soon.',
      'Thank you for your visit!',
    ],
  },
  'coming-soon': {
    title: 'Comming soon',
    lines: ['This section of the site is empty. Content will be coming soon.', 'Thank you for your visit!'],
  },
};

export interface StatusProps {
  kind: StatusKind;
  /** Replaces the title, for statuses the spec names per widget (for example 'Coin not found'). */
  title?: string;
  children?: ReactNode;
}

export function Status({ kind, title, children }: StatusProps) {
  const text = TEXTS[kind];
  // Errors are announced at once; the other states politely.
  const role = kind === 'error' || kind === 'maintenance' ? 'alert' : 'status';
  return (
    <div role={role} className={`rdc-status rdc-status--${kind}`} part="status">
      <p className="rdc-status__title">{title ?? text.title}</p>
      {text.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {children}
    </div>
  );
}
