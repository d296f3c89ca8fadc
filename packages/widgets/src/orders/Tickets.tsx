import { $tickets, closeTicket, ERROR_MODAL_TEXT, loadTickets } from '@rdc/core';
import { useStore } from '@nanostores/react';

/** The player's support tickets, each with its order and state; an open one can be closed. */
export function Tickets() {
  const state = useStore($tickets);
  return (
    <section className="orders__tickets" aria-labelledby="orders-tickets">
      <h3 id="orders-tickets" className="orders__subtitle">
        Support tickets
      </h3>
      {(state.status === 'idle' || state.status === 'loading') && <p role="status">Loading your tickets…</p>}
      {state.status === 'error' && (
        <div role="alert">
          <p>{ERROR_MODAL_TEXT}</p>
          <button type="button" className="rdc-button rdc-button--ghost" onClick={() => void loadTickets()}>
            Retry
          </button>
        </div>
      )}
      {state.status === 'loaded' && state.tickets.length === 0 && (
        <p className="orders__muted">No tickets. Use Report a problem on an order to open one.</p>
      )}
      {state.status === 'loaded' && state.tickets.length > 0 && (
        <ul className="tickets">
          {state.tickets.map((ticket) => (
            <li key={ticket.id} className="ticket" part="ticket" data-ticket-id={ticket.id}>
              <div className="ticket__head">
                <span className="ticket__title">
                  Ticket #{ticket.id}
                  {ticket.orderId !== null && ` · Order #${ticket.orderId}`}
                </span>
                <span className={`ticket__state ticket__state--${ticket.open ? 'open' : 'closed'}`}>
                  {ticket.open ? 'Open' : 'Closed'}
                </span>
              </div>
              {ticket.text && <p className="ticket__text">{ticket.text}</p>}
              {ticket.open && (
                <button
                  type="button"
                  className="rdc-button rdc-button--ghost"
                  disabled={state.closing.includes(ticket.id)}
                  aria-label={`Close ticket #${ticket.id}`}
                  onClick={() => void closeTicket(ticket.id)}
                >
                  Close
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
