import { atom, onMount } from 'nanostores';
import { createPaymentApi } from '../api/domains/payment';
import { serverErrorText } from '../api/error-text';
import { getDomain } from '../config';
import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { logIgnored } from '../log-ignored';
import { ERROR_MODAL_TEXT } from '../overlays/modals';
import { notify } from '../overlays/notifications';
import type { Ticket } from '../schemas/transactions';
import { $profile } from '../session/page-session';

/** The player's latest tickets shown (the newest first). */
const TICKETS_SHOWN = 50;

/** A support ticket as the Orders view lists it. */
export interface TicketView {
  id: number;
  /** The order it is about, if any. */
  orderId: number | null;
  /** Open until the player (or support) closes it. */
  open: boolean;
  subject: string;
  text: string;
  createdAt: string | null;
}

export interface TicketsState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  tickets: TicketView[];
  /** Tickets whose Close is on its way. */
  closing: number[];
}

const INITIAL: TicketsState = { status: 'idle', tickets: [], closing: [] };

export const $tickets = atom<TicketsState>(INITIAL);

/** A ticket of the server as listed: any status other than closed counts as open. */
export function ticketViewOf(ticket: Ticket): TicketView {
  return {
    id: ticket.id,
    orderId: ticket.transaction_id ?? null,
    open: ticket.status !== 'closed',
    subject: ticket.subject ?? '',
    text: ticket.text ?? '',
    createdAt: ticket.created_at ?? null,
  };
}

let generation = 0;

/** Loads the player's tickets (/payment_transaction/ticket/get_by_user_id). */
export async function loadTickets(): Promise<void> {
  const mine = ++generation;
  $tickets.set({ ...INITIAL, status: 'loading' });
  try {
    const answer = await getDomain(createPaymentApi).tickets.getByUserId({ limit: TICKETS_SHOWN });
    for (const entry of answer.unreadable) logIgnored('an unreadable ticket', entry);
    if (mine === generation)
      $tickets.set({ ...INITIAL, status: 'loaded', tickets: answer.list.map(ticketViewOf) });
  } catch (error) {
    logIgnored('tickets that could not be loaded', error);
    if (mine === generation) $tickets.set({ ...INITIAL, status: 'error' });
  }
}

/** Puts a ticket just opened at the top of the list. */
export function addTicketToList(ticket: TicketView): void {
  const state = $tickets.get();
  $tickets.set({
    ...state,
    status: 'loaded',
    tickets: [ticket, ...state.tickets.filter((shown) => shown.id !== ticket.id)],
  });
}

/**
 * Closes ticket `id` (/payment_transaction/ticket/close); the list shows it closed once the server
 * agrees. The notification says so in `locale`.
 */
export async function closeTicket(id: number, locale: Locale): Promise<boolean> {
  const before = $tickets.get();
  if (before.closing.includes(id)) return false;
  $tickets.set({ ...before, closing: [...before.closing, id] });
  const done = (closed: boolean) => {
    const state = $tickets.get();
    $tickets.set({
      ...state,
      closing: state.closing.filter((other) => other !== id),
      tickets: closed
        ? state.tickets.map((ticket) => (ticket.id === id ? { ...ticket, open: false } : ticket))
        : state.tickets,
    });
  };
  try {
    const ok = await getDomain(createPaymentApi).tickets.close({ id });
    if (!ok) throw new Error(`ticket ${id} was not closed`);
    done(true);
    notify(m.orders_ticket_closed(locale, { id }), { kind: 'success' });
    return true;
  } catch (error) {
    logIgnored(`a ticket close that failed (${id})`, error);
    done(false);
    notify(serverErrorText(error) ?? ERROR_MODAL_TEXT(locale), { kind: 'error' });
    return false;
  }
}

export function resetTickets(): void {
  generation++;
  $tickets.set(INITIAL);
}

onMount($tickets, () =>
  $profile.listen((profile) => {
    if (profile.user_id === 0) resetTickets();
  }),
);
