import { $tickets, closeTicket, ERROR_MODAL_TEXT, loadTickets } from '@rdc/core';
import { useStore } from '@nanostores/react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

/** The player's support tickets, each with its order and state; an open one can be closed. */
export function Tickets() {
  const state = useStore($tickets);
  const locale = useLocale();
  return (
    <section className="orders__tickets" aria-labelledby="orders-tickets">
      <h3 id="orders-tickets" className="orders__subtitle">
        {m.orders_tickets_title(locale)}
      </h3>
      {(state.status === 'idle' || state.status === 'loading') && (
        <p role="status">{m.orders_tickets_loading(locale)}</p>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <p>{ERROR_MODAL_TEXT(locale)}</p>
          <button type="button" className="rdc-button rdc-button--ghost" onClick={() => void loadTickets()}>
            {m.ui_retry(locale)}
          </button>
        </div>
      )}
      {state.status === 'loaded' && state.tickets.length === 0 && (
        <p className="orders__muted">{m.orders_tickets_empty(locale)}</p>
      )}
      {state.status === 'loaded' && state.tickets.length > 0 && (
        <ul className="tickets">
          {state.tickets.map((ticket) => (
            <li key={ticket.id} className="ticket" part="ticket" data-ticket-id={ticket.id}>
              <div className="ticket__head">
                <span className="ticket__title">
                  {ticket.orderId === null
                    ? m.orders_ticket(locale, { id: ticket.id })
                    : m.orders_ticket_for_order(locale, { id: ticket.id, order: ticket.orderId })}
                </span>
                <span className={`ticket__state ticket__state--${ticket.open ? 'open' : 'closed'}`}>
                  {ticket.open ? m.orders_ticket_open(locale) : m.orders_ticket_closed(locale)}
                </span>
              </div>
              {ticket.text && <p className="ticket__text">{ticket.text}</p>}
              {ticket.open && (
                <button
                  type="button"
                  className="rdc-button rdc-button--ghost"
                  disabled={state.closing.includes(ticket.id)}
                  aria-label={m.orders_ticket_close_label(locale, { id: ticket.id })}
                  onClick={() => void closeTicket(ticket.id, locale)}
                >
                  {m.orders_ticket_close(locale)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
