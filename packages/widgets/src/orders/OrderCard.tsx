import { openReceipt, orderDateText, type Order } from '@rdc/core';
import { useId, useRef, useState } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { OrderAmounts } from './OrderAmounts';
import { OrderLines } from './OrderLines';
import { lazyView } from '../ui/lazyView';

// Few orders get a problem report: its form is fetched when first opened.
const ProblemForm = lazyView(() => import('./ProblemForm').then((module) => module.ProblemForm));

/** One order in the list: when, what, what it took, and its Receipt and Report a problem. */
export function OrderCard({ order }: { order: Order }) {
  const headingId = useId();
  const formId = useId();
  const [reporting, setReporting] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  const reportButton = useRef<HTMLButtonElement>(null);
  const locale = useLocale();
  // The form goes when sent or cancelled: the focus returns to the button that opened it.
  const closeForm = () => {
    setReporting(false);
    reportButton.current?.focus();
  };
  return (
    <li className="order" part="order" aria-labelledby={headingId} data-order-id={order.id}>
      <div className="order__head">
        <h3 id={headingId} className="order__title">
          {m.orders_order(locale, { id: order.id })}
        </h3>
        <time className="order__date" dateTime={order.createdAt}>
          {orderDateText(order, locale)}
        </time>
      </div>
      <OrderLines lines={order.lines} />
      <OrderAmounts order={order} />
      <div className="order__actions">
        <button
          type="button"
          className="rdc-button rdc-button--ghost"
          aria-label={m.orders_receipt_of(locale, { id: order.id })}
          onClick={() => void openReceipt(order.id)}
        >
          {m.orders_receipt(locale)}
        </button>
        <button
          type="button"
          className="rdc-button rdc-button--ghost"
          aria-expanded={reporting}
          aria-controls={formId}
          aria-label={m.orders_report_problem_with(locale, { id: order.id })}
          ref={reportButton}
          onClick={() => {
            setReporting(!reporting);
            setOpened(null);
          }}
        >
          {m.orders_report_problem(locale)}
        </button>
      </div>
      {reporting && (
        <ProblemForm.View
          id={formId}
          orderId={order.id}
          onDone={(ticketId) => {
            closeForm();
            setOpened(ticketId);
          }}
          onCancel={closeForm}
        />
      )}
      {opened !== null && (
        <p className="order__reported" role="status">
          {m.orders_ticket_opened(locale, { id: opened })}
        </p>
      )}
    </li>
  );
}
