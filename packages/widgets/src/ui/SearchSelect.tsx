import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent, ReactNode, Ref } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { FieldError } from './field-control';

/** marketplace-content.md §9: "Dropdown page size 5, max menu height 300, min 140; drag threshold 5 px." */
const DROPDOWN = { pageSize: 5, maxMenuHeight: 300, minMenuHeight: 140, dragThreshold: 5 } as const;

export interface SearchSelectOption {
  value: string;
  label: string;
}

export interface SearchSelectProps {
  label: ReactNode;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  options: readonly SearchSelectOption[];
  /** The options are still coming: the menu says 'Loading...'. */
  loading?: boolean;
  /** Shown while nothing is chosen; 'Select...' (in the reader's language) unless told. */
  placeholder?: string;
  error?: string | undefined;
  /** The form's field name (a submit focuses the first invalid field by it). */
  name?: string;
  disabled?: boolean;
  autoComplete?: string;
  onBlur?: (event: FocusEvent) => void;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The searchable single-select dropdown of marketplace-content.md §2.10 ("empty 'No options', loading
 * 'Loading...', placeholder 'Select...', screen-reader text '{n} result(s) available'", the count
 * read as a plural: "1 result available", "8 results available"), as an ARIA 1.2 combobox: type to
 * filter, arrows to move, Enter to choose, Escape to close. The menu shows five options at a time and the
 * next five as it is scrolled to its end (or the arrow passes the last); a touch that moves more than
 * 5 px is a scroll of the menu, not a choice.
 */
export function SearchSelect({
  label,
  hideLabel,
  value,
  onChange,
  options,
  loading = false,
  placeholder,
  error,
  name,
  disabled,
  autoComplete = 'off',
  onBlur,
  className,
  inputRef,
}: SearchSelectProps) {
  const locale = useLocale();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<number>(DROPDOWN.pageSize);
  const [placement, setPlacement] = useState<'bottom' | 'top'>('bottom');
  const boxRef = useRef<HTMLDivElement>(null);
  const press = useRef<{ x: number; y: number } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const selected = options.find((option) => option.value === value);
  const matches = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    return wanted === '' ? options : options.filter((option) => option.label.toLowerCase().includes(wanted));
  }, [options, query]);
  const visible = matches.slice(0, Math.max(shown, active + 1));

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const openMenu = () => {
    if (disabled) return;
    if (!open) {
      // Opens upwards when less than the menu's minimum height is left below (and more above).
      const box = boxRef.current?.getBoundingClientRect();
      const below = box ? window.innerHeight - box.bottom : Infinity;
      setPlacement(box && below < DROPDOWN.minMenuHeight && box.top > below ? 'top' : 'bottom');
      const at = Math.max(0, options.indexOf(selected as SearchSelectOption));
      setActive(at);
      setShown(Math.max(DROPDOWN.pageSize, at + 1));
    }
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (option: SearchSelectOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    close();
  };
  const move = (to: number) => {
    if (matches.length === 0) return;
    const next = Math.min(matches.length - 1, Math.max(0, to));
    setActive(next);
    if (next >= shown) setShown(next + 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openMenu();
        else move(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openMenu();
        else move(active - 1);
        break;
      case 'Home':
      case 'End':
        if (!open) return;
        event.preventDefault();
        move(event.key === 'Home' ? 0 : matches.length - 1);
        break;
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        choose(matches[active]);
        break;
      case 'Escape':
        if (!open) return;
        // The menu closes; a dialog around it stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        close();
        break;
      default:
    }
  };

  const onScroll = () => {
    const list = listRef.current;
    if (list && list.scrollTop + list.clientHeight >= list.scrollHeight - 4)
      setShown((count) => count + DROPDOWN.pageSize);
  };

  const onPointerDown = (event: PointerEvent) => {
    press.current = { x: event.clientX, y: event.clientY };
    // Keep the focus in the input while an option is pressed.
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent, option: SearchSelectOption) => {
    const start = press.current;
    press.current = null;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DROPDOWN.dragThreshold)
      return;
    choose(option);
  };

  const status = loading
    ? m.ui_loading(locale)
    : matches.length === 0
      ? m.ui_search_select_empty(locale)
      : null;
  const describedBy = error ? errorId : undefined;

  return (
    <div className={className ? `field search-select ${className}` : 'field search-select'}>
      <label className={hideLabel ? 'field__label rdc-visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <div ref={boxRef} className="search-select__box" data-open={open || undefined}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="field__control search-select__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && visible[active] ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          disabled={disabled}
          placeholder={selected ? selected.label : (placeholder ?? m.ui_search_select_placeholder(locale))}
          value={open ? query : (selected?.label ?? '')}
          onChange={(event) => {
            // Typing into the closed box starts a search of its own: the chosen option's label
            // shown in the box is not part of it (else "+03:00 UTC" + "+10" found 'No options').
            const shownLabel = open ? '' : (selected?.label ?? '');
            const typed = event.target.value;
            setQuery(
              shownLabel && typed.startsWith(shownLabel)
                ? typed.slice(shownLabel.length)
                : shownLabel && typed.endsWith(shownLabel)
                  ? typed.slice(0, typed.length - shownLabel.length)
                  : typed,
            );
            setActive(0);
            setShown(DROPDOWN.pageSize);
            setOpen(true);
          }}
          onClick={openMenu}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            close();
            onBlur?.(event);
          }}
        />
        <span className="search-select__chevron" aria-hidden="true" />
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={typeof label === 'string' ? label : undefined}
          className="search-select__menu"
          hidden={!open}
          onScroll={onScroll}
          data-placement={placement}
        >
          {status ? (
            <li className="search-select__status" role="presentation">
              {status}
            </li>
          ) : (
            visible.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-option-${index}`}
                data-index={index}
                role="option"
                aria-selected={option.value === value}
                className={
                  index === active
                    ? 'search-select__option search-select__option--active'
                    : 'search-select__option'
                }
                onPointerDown={onPointerDown}
                onPointerUp={(event) => onPointerUp(event, option)}
                onPointerEnter={() => setActive(index)}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      </div>
      <span className="rdc-visually-hidden" aria-live="polite" aria-atomic="true">
        {open ? (status ?? m.ui_search_select_results(locale, { count: matches.length })) : ''}
      </span>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
