import { $receipt, amountText, closeReceipt, ERROR_MODAL_TEXT, openReceipt, orderDateText } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { Modal } from '../ui/Modal';
import { OrderAmounts } from './OrderAmounts';
import { OrderLines } from './OrderLines';

/** The receipt of one order, as the server has it on record (/payment_transaction/get_by_id). */
export function ReceiptModal() {
  const receipt = useStore($receipt);
  if (receipt.status === 'closed') return null;
  return (
    <Modal
      open
      title={`Receipt · Order #${receipt.id}`}
      onClose={closeReceipt}
      className="receipt"
      part="receipt"
    >
      {receipt.status === 'loading' && <p role="status">Loading the receipt…</p>}
      {receipt.status === 'error' && (
        <div role="alert">
          <p>{ERROR_MODAL_TEXT}</p>
          <button
            type="button"
            className="rdc-button rdc-button--ghost"
            onClick={() => void openReceipt(receipt.id)}
          >
            Retry
          </button>
        </div>
      )}
      {receipt.status === 'loaded' && (
        <>
          <p className="receipt__meta">
            Paid <time dateTime={receipt.order.createdAt}>{orderDateText(receipt.order)}</time> ·{' '}
            {receipt.order.status}
          </p>
          <OrderLines lines={receipt.order.lines} />
          <OrderAmounts order={receipt.order} />
          {receipt.order.balanceAfter !== null && (
            <p className="receipt__meta">
              Balance after this order: {amountText('RDC', receipt.order.balanceAfter)}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
