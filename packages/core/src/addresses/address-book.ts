import { atom, type ReadableAtom } from 'nanostores';
import type { Locale } from '../locale/locale';
import { cachedLoad } from '../cache/cached-load';
import { askConfirmation } from '../overlays/confirmation';
import { serverErrorText } from '../api/error-text';
import * as m from '../generated/messages';
import { openErrorModal } from '../overlays/modals';
import { isValid, type FormErrors } from '../validation/rules';

/** "Address lists are fresh for 5 minutes (300000 ms)." */
export const ADDRESS_FRESH_MS = 300_000;

export interface StoredAddress {
  id: number;
  priority: boolean;
}

/** The calls of one address kind. */
export interface AddressCalls<A extends StoredAddress, F> {
  list(): Promise<{ count: number; list: A[] }>;
  add(fields: F): Promise<A>;
  edit(fields: F & { id: number }): Promise<A>;
  delete(body: { id: number }): Promise<boolean>;
  setPriority(body: { id: number }): Promise<boolean>;
}

export type AddressView = 'list' | 'form';

export type SaveResult<F> = { ok: true } | { ok: false; errors?: FormErrors<Extract<keyof F, string>> };

export interface AddressBook<A extends StoredAddress, F> {
  readonly $addresses: ReadableAtom<A[]>;
  readonly $loading: ReadableAtom<boolean>;
  /** The last failed list load's message; null after a success. */
  readonly $error: ReadableAtom<string | null>;
  /** "list view ... and a form view" */
  readonly $view: ReadableAtom<AddressView>;
  /** The address being edited in the form view; null when adding. */
  readonly $editing: ReadableAtom<A | null>;
  /** The list page (zero-based). */
  readonly $page: ReadableAtom<number>;
  load(options?: { force?: boolean }): Promise<A[]>;
  /** "Enter a new address", "+ ADD NEW", or edit. */
  openForm(address?: A): void;
  /** "Back to address selection". */
  backToList(): void;
  setPage(page: number): void;
  /** Adds or edits; "success returns to the list and resets the page to 0". Errors in `locale`. */
  save(fields: F, locale: Locale): Promise<SaveResult<F>>;
  /** Asks "Do you want to delete the address?" first. */
  remove(id: number): Promise<boolean>;
  /** set_priority: the address becomes the default. */
  setDefault(id: number): Promise<boolean>;
  reset(): void;
}

export interface AddressBookHooks<A> {
  /** After a list load, an add, an edit or a delete, with the list as it now stands. */
  onChange?(event: 'list' | 'add' | 'edit' | 'delete', addresses: A[]): void;
}

/** One kind of saved address: its list (fresh 5 minutes), its views and its actions. */
export function createAddressBook<A extends StoredAddress, F>(
  calls: () => AddressCalls<A, F>,
  validate: (fields: F, locale: Locale) => FormErrors<Extract<keyof F, string>>,
  hooks: AddressBookHooks<A> = {},
): AddressBook<A, F> {
  const list = cachedLoad<A[]>({
    freshMs: ADDRESS_FRESH_MS,
    initial: [],
    failure: 'an address list that could not be loaded',
    fetch: async () => (await calls().list()).list,
    onLoaded: () => changed('list'),
  });
  const $addresses = list.$value;
  const $view = atom<AddressView>('list');
  const $editing = atom<A | null>(null);
  const $page = atom(0);

  const changed = (event: 'list' | 'add' | 'edit' | 'delete') => hooks.onChange?.(event, $addresses.get());

  const backToList = () => {
    $view.set('list');
    $editing.set(null);
  };

  return {
    $addresses,
    $loading: list.$loading,
    $error: list.$error,
    $view,
    $editing,
    $page,
    load: list.load,
    openForm(address) {
      $editing.set(address ?? null);
      $view.set('form');
    },
    backToList,
    setPage(page) {
      $page.set(Math.max(0, Math.floor(page)));
    },
    async save(fields, locale) {
      const errors = validate(fields, locale);
      if (!isValid(errors)) return { ok: false, errors };
      const editing = $editing.get();
      try {
        if (editing) {
          const saved = await calls().edit({ ...fields, id: editing.id });
          list.set($addresses.get().map((a) => (a.id === editing.id ? saved : a)));
          changed('edit');
        } else {
          const saved = await calls().add(fields);
          list.set([...$addresses.get(), saved]);
          changed('add');
        }
      } catch (error) {
        openErrorModal(serverErrorText(error), m.addresses_save_failed);
        return { ok: false };
      }
      backToList();
      $page.set(0);
      list.invalidate();
      return { ok: true };
    },
    async remove(id) {
      if (!$addresses.get().some((a) => a.id === id)) return false;
      if (!(await askConfirmation('deleteAddress'))) return false;
      try {
        if (!(await calls().delete({ id }))) throw new Error('The address could not be deleted');
      } catch (error) {
        openErrorModal(serverErrorText(error), m.addresses_delete_failed);
        return false;
      }
      list.set($addresses.get().filter((a) => a.id !== id));
      list.invalidate();
      changed('delete');
      return true;
    },
    async setDefault(id) {
      const target = $addresses.get().find((a) => a.id === id);
      if (!target || target.priority) return false;
      try {
        if (!(await calls().setPriority({ id }))) throw new Error('The address could not be made default');
      } catch (error) {
        openErrorModal(serverErrorText(error), m.addresses_default_failed);
        return false;
      }
      list.set($addresses.get().map((a) => ({ ...a, priority: a.id === id })));
      return true;
    },
    reset() {
      list.reset();
      $page.set(0);
      backToList();
    },
  };
}
