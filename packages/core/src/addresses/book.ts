import { atom, type ReadableAtom } from 'nanostores';
import { askConfirmation } from '../ui/confirmation';
import { serverErrorText } from '../ui/error-text';
import { openErrorModal } from '../ui/modals';
import { logIgnored } from '../session/log';
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
  /** Adds or edits; "success returns to the list and resets the page to 0". */
  save(fields: F): Promise<SaveResult<F>>;
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
  validate: (fields: F) => FormErrors<Extract<keyof F, string>>,
  hooks: AddressBookHooks<A> = {},
): AddressBook<A, F> {
  const $addresses = atom<A[]>([]);
  const $loading = atom(false);
  const $view = atom<AddressView>('list');
  const $editing = atom<A | null>(null);
  const $page = atom(0);
  let loadedAt = 0;
  let inFlight: Promise<A[]> | null = null;

  const changed = (event: 'list' | 'add' | 'edit' | 'delete') => hooks.onChange?.(event, $addresses.get());

  const load = (options: { force?: boolean } = {}): Promise<A[]> => {
    if (!options.force && loadedAt > 0 && Date.now() - loadedAt < ADDRESS_FRESH_MS) return Promise.resolve($addresses.get());
    if (inFlight && !options.force) return inFlight;
    $loading.set(true);
    const request = calls()
      .list()
      .then(
        ({ list }) => {
          if (inFlight === request) {
            $addresses.set(list);
            loadedAt = Date.now();
            changed('list');
          }
          return list;
        },
        (error: unknown) => {
          logIgnored('an address list that could not be loaded', error);
          return $addresses.get();
        },
      )
      .finally(() => {
        if (inFlight === request) {
          inFlight = null;
          $loading.set(false);
        }
      });
    inFlight = request;
    return request;
  };

  const backToList = () => {
    $view.set('list');
    $editing.set(null);
  };

  return {
    $addresses,
    $loading,
    $view,
    $editing,
    $page,
    load,
    openForm(address) {
      $editing.set(address ?? null);
      $view.set('form');
    },
    backToList,
    setPage(page) {
      $page.set(Math.max(0, Math.floor(page)));
    },
    async save(fields) {
      const errors = validate(fields);
      if (!isValid(errors)) return { ok: false, errors };
      const editing = $editing.get();
      try {
        if (editing) {
          const saved = await calls().edit({ ...fields, id: editing.id });
          $addresses.set($addresses.get().map((a) => (a.id === editing.id ? saved : a)));
          changed('edit');
        } else {
          const saved = await calls().add(fields);
          $addresses.set([...$addresses.get(), saved]);
          changed('add');
        }
      } catch (error) {
        openErrorModal(serverErrorText(error), 'The address could not be saved');
        return { ok: false };
      }
      backToList();
      $page.set(0);
      loadedAt = 0;
      return { ok: true };
    },
    async remove(id) {
      if (!$addresses.get().some((a) => a.id === id)) return false;
      if (!(await askConfirmation('deleteAddress'))) return false;
      try {
        if (!(await calls().delete({ id }))) throw new Error('The address could not be deleted');
      } catch (error) {
        openErrorModal(serverErrorText(error), 'The address could not be deleted');
        return false;
      }
      $addresses.set($addresses.get().filter((a) => a.id !== id));
      loadedAt = 0;
      changed('delete');
      return true;
    },
    async setDefault(id) {
      const target = $addresses.get().find((a) => a.id === id);
      if (!target || target.priority) return false;
      try {
        if (!(await calls().setPriority({ id }))) throw new Error('The address could not be made default');
      } catch (error) {
        openErrorModal(serverErrorText(error), 'The address could not be made default');
        return false;
      }
      $addresses.set($addresses.get().map((a) => ({ ...a, priority: a.id === id })));
      return true;
    },
    reset() {
      inFlight = null;
      loadedAt = 0;
      $addresses.set([]);
      $loading.set(false);
      $page.set(0);
      backToList();
    },
  };
}
