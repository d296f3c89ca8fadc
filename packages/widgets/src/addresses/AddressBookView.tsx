import { pageOf } from '@rdc/core';
import type { AddressBook, Locale, StoredAddress } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Pagination } from '../ui/Pagination';
import type { AddressFieldSpec } from './address-fields';
import { AddressForm } from './AddressForm';

/** Addresses shown per list page. */
const PER_PAGE = 3;

export interface AddressBookViewProps<A extends StoredAddress, F extends Record<string, string>> {
  book: AddressBook<A, F>;
  /** What the list holds, e.g. "In game addresses". */
  label: string;
  fields: readonly AddressFieldSpec<F>[];
  /** The lines that show an address in the list. */
  describe: (address: A) => ReactNode;
  /** A short name of an address, for its buttons' names ("Edit Dock 9"). */
  nameOf: (address: A) => string;
  validate: (values: F, locale: Locale) => Partial<Record<string, string>>;
  /** The radio that picks an address (its default); e.g. "Deliver here". */
  chooseLabel: string;
}

function blank<F>(fields: readonly AddressFieldSpec<F>[]): F {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as F;
}

function valuesOf<A, F>(address: A, fields: readonly AddressFieldSpec<F>[]): F {
  const record = address as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field.name, String(record[field.name] ?? '')])) as F;
}

/**
 * One address book: the list view (with "Enter a new address" and "+ ADD NEW", edit, delete and the
 * choice of the default) and the form view (with "Back to address selection").
 */
export function AddressBookView<A extends StoredAddress, F extends Record<string, string>>({
  book,
  label,
  fields,
  describe,
  nameOf,
  validate,
  chooseLabel,
}: AddressBookViewProps<A, F>) {
  const addresses = useStore(book.$addresses);
  const loading = useStore(book.$loading);
  const view = useStore(book.$view);
  const editing = useStore(book.$editing);
  const page = useStore(book.$page);
  const locale = useLocale();

  useEffect(() => {
    void book.load();
  }, [book]);

  if (view === 'form') {
    return (
      <AddressForm<F>
        key={editing ? `edit-${editing.id}` : 'new'}
        label={editing ? m.addresses_edit_form(locale) : m.addresses_new_form(locale)}
        fields={fields}
        initial={editing ? valuesOf(editing, fields) : blank(fields)}
        validate={validate}
        onSave={book.save}
        onBack={book.backToList}
      />
    );
  }

  const { page: current, pages, items: shown } = pageOf(addresses, page, PER_PAGE);

  return (
    <div className="addresses" part="addresses">
      <div className="addresses__head">
        <button type="button" className="rdc-button rdc-button--ghost" onClick={() => book.openForm()}>
          {m.addresses_enter_new(locale)}
        </button>
        <button type="button" className="rdc-button rdc-button--ghost" onClick={() => book.openForm()}>
          {m.addresses_add_new(locale)}
        </button>
      </div>
      {loading && addresses.length === 0 && (
        <p role="status" className="addresses__loading">
          {m.addresses_loading(locale)}
        </p>
      )}
      {!loading && addresses.length === 0 && <p className="addresses__empty">{m.addresses_empty(locale)}</p>}
      {shown.length > 0 && (
        <ul className="addresses__list" aria-label={label}>
          {shown.map((address) => (
            <li
              key={address.id}
              className={`address${address.priority ? ' address--chosen' : ''}`}
              part="address"
            >
              <div className="address__text">{describe(address)}</div>
              <div className="address__actions">
                <label className="address__choose">
                  <input
                    type="radio"
                    name={`choose-${label}`}
                    aria-label={m.addresses_choose(locale, { choice: chooseLabel, address: nameOf(address) })}
                    checked={address.priority}
                    onChange={() => void book.setDefault(address.id)}
                  />
                  {chooseLabel}
                </label>
                <button
                  type="button"
                  className="link-button"
                  aria-label={m.addresses_edit_named(locale, { address: nameOf(address) })}
                  onClick={() => book.openForm(address)}
                >
                  {m.addresses_edit(locale)}
                </button>
                <button
                  type="button"
                  className="link-button"
                  aria-label={m.addresses_delete_named(locale, { address: nameOf(address) })}
                  onClick={() => void book.remove(address.id)}
                >
                  {m.addresses_delete(locale)}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination pages={pages} current={current} onSelect={book.setPage} label={label} />
    </div>
  );
}
