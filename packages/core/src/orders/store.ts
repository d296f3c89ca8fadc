import { atom, computed, onMount } from 'nanostores';
import { createPaymentApi } from '../api/domains/payment';
import { getDomain } from '../config';
import { logIgnored } from '../log-ignored';
import { $profile } from '../session/page-session';
import { orderOf, type Order } from './order';

/** Orders shown at first and added by each Show more: the newest first. */
export const ORDERS_PAGE_SIZE = 10;

export interface OrdersState {
  /** idle until the first load; error only when the first page failed. */
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** The pages loaded so far, newest first. */
  orders: Order[];
  /** How many payments the server has in all. */
  count: number;
  /** Entries fetched so far, readable or not: where the next page starts. */
  fetched: number;
  /** A further page is on its way (Show more). */
  loadingMore: boolean;
  /** The last Show more failed; the orders shown stay. */
  moreFailed: boolean;
}

const INITIAL: OrdersState = {
  status: 'idle',
  orders: [],
  count: 0,
  fetched: 0,
  loadingMore: false,
  moreFailed: false,
};

/** The signed-in player's orders (payments), newest first, one page at a time. */
export const $orders = atom<OrdersState>(INITIAL);
/** More orders wait on the server. */
export const $hasMoreOrders = computed(
  $orders,
  (state) => state.status === 'loaded' && state.fetched < state.count,
);

// A load started before a logout (or a newer load) must not write into the state after it.
let generation = 0;

async function fetchPage(offset: number) {
  const answer = await getDomain(createPaymentApi).transactions.listByUserId({
    offset,
    limit: ORDERS_PAGE_SIZE,
  });
  for (const entry of answer.unreadable) logIgnored('an unreadable order', entry);
  return {
    count: answer.count,
    orders: answer.list.map(orderOf),
    fetched: answer.list.length + answer.unreadable.length,
  };
}

/** Loads the first page (again): the loading state, then the orders, the empty list or the error. */
export async function loadOrders(): Promise<void> {
  const mine = ++generation;
  $orders.set({ ...INITIAL, status: 'loading' });
  try {
    const page = await fetchPage(0);
    if (mine !== generation) return;
    $orders.set({ ...INITIAL, status: 'loaded', ...page });
  } catch (error) {
    if (mine !== generation) return;
    logIgnored('orders that could not be loaded', error);
    $orders.set({ ...INITIAL, status: 'error' });
  }
}

/** Adds the next page under the orders shown (an order already shown is not repeated). */
export async function showMoreOrders(): Promise<void> {
  const before = $orders.get();
  if (before.status !== 'loaded' || before.loadingMore || before.fetched >= before.count) return;
  const mine = generation;
  $orders.set({ ...before, loadingMore: true, moreFailed: false });
  try {
    const page = await fetchPage(before.fetched);
    if (mine !== generation) return;
    const current = $orders.get();
    const shown = new Set(current.orders.map((order) => order.id));
    $orders.set({
      ...current,
      orders: [...current.orders, ...page.orders.filter((order) => !shown.has(order.id))],
      count: page.count,
      fetched: current.fetched + page.fetched,
      loadingMore: false,
    });
  } catch (error) {
    if (mine !== generation) return;
    logIgnored('more orders that could not be loaded', error);
    $orders.set({ ...$orders.get(), loadingMore: false, moreFailed: true });
  }
}

/** Forgets the orders (logout, tests). */
export function resetOrders(): void {
  generation++;
  $orders.set(INITIAL);
}

// The orders belong to the signed-in player: a logout forgets them.
onMount($orders, () =>
  $profile.listen((profile) => {
    if (profile.user_id === 0) resetOrders();
  }),
);
