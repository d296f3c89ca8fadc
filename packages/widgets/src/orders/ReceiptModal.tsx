import { $receipt, closeReceipt, ERROR_MODAL_TEXT, formatMoney, openReceipt, orderDateText } from '@rdc/core';
import { useStore } from '@nanostores/react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Modal } from '../ui/Modal';
import { OrderAmounts } from './OrderAmounts';
import { OrderLines } from './OrderLines';

/** The receipt of one order, as the server has it on record (/payment_transaction/get_by_id). */
export function ReceiptModal() {
  const receipt = useStore($receipt);
  const locale = useLocale();
  if (receipt.status === 'closed') return null;
  return (
    <Modal
      open
      title={m.orders_receipt_title(locale, { id: receipt.id })}
      onClose={closeReceipt}
      className="receipt"
      part="receipt"
    >
      {receipt.status === 'loading' && <p role="status">{m.orders_receipt_loading(locale)}</p>}
      {receipt.status === 'error' && (
        <div role="alert">
          <p>{ERROR_MODAL_TEXT(locale)}</p>
          <button
            type="button"
            className="rdc-button rdc-button--ghost"
            onClick={() => void openReceipt(receipt.id)}
          >
            {m.ui_retry(locale)}
          </button>
        </div>
      )}
      {receipt.status === 'loaded' && (
        <>
          <p className="receipt__meta">
            <time dateTime={receipt.order.createdAt}>
              {m.orders_receipt_paid(locale, { date: orderDateText(receipt.order, locale) })}
            </time>{' '}
            · {receipt.order.status}
          </p>
          <OrderLines lines={receipt.order.lines} />
          <OrderAmounts order={receipt.order} />
          {receipt.order.balanceAfter !== null && (
            <p className="receipt__meta">
              {m.orders_balance_after(locale, {
                amount: formatMoney(receipt.order.balanceAfter, 'RDC', locale),
              })}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
