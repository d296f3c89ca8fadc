import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface Tab<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Names the tab list. */
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** Tabs with one panel (the selected tab's); arrow keys, Home and End move between tabs. */
export function Tabs<K extends string>({ tabs, selected, onSelect, label, children }: TabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.key}"]`)?.focus();
  };
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            className="tabs__tab"
            id={`${id}-${tab.key}`}
            data-tab={tab.key}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="tabs__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        {children}
      </div>
    </div>
  );
}
