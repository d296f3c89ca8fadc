// Refunds a payment: the card's USD goes back (recorded), the RDC taken from the wallet returns,
// and the RDC its coin packs added is taken back, which is refused when it has been spent.
import type { AccessClaims } from '../auth/claims';
import { ADMIN_ROLE } from '../auth/claims';
import type { SandboxContext } from '../env';
import { ApiProblem } from '../http/problem';
import { findTransaction, transactionOf } from './transactions';
import { moveBalance } from './wallet';

export async function refund(ctx: SandboxContext, caller: AccessClaims, transactionId: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await findTransaction(tx, transactionId);
    if (!row || (row.user_id !== caller.user_id && caller.role !== ADMIN_ROLE)) {
      throw new ApiProblem(404, 1000, `no transaction ${transactionId}`);
    }
    if (row.status === 'refunded')
      throw new ApiProblem(409, 1000, `transaction ${transactionId} is already refunded`);
    const balance = await moveBalance(tx, row.user_id, row.amount_rdc, row.credited_rdc);
    if (balance === null)
      throw new ApiProblem(
        409,
        1000,
        "the RDC of this payment's coin packs has been spent; it cannot be refunded",
      );
    const { rows } = await tx.query<typeof row>(
      "UPDATE payment_transactions SET status = 'refunded', refunded_at = $2 WHERE id = $1 RETURNING *",
      [transactionId, ctx.now()],
    );
    ctx.log(
      `refund of payment ${transactionId}: balance of user ${row.user_id} now ${(balance / 100).toFixed(2)} RDC`,
    );
    return { success: true, balance, transaction: transactionOf(rows[0] as typeof row) };
  });
}
