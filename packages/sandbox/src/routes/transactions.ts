// /payment_transaction: the user's payments and support tickets. The spec shows no payloads or
// fields; chosen: lists page with offset/limit (flat or as pagination) and answer { count, list };
// an admin may read another user's by user_id, anyone else only their own.
import { Hono } from 'hono';
import type { Context } from 'hono';
import * as z from 'zod';
import {
  IdPayloadSchema,
  IdSchema,
  PAYLOAD_LIMITS,
  PaginationSchema,
  TICKET_LIMITS,
  TicketPayloadSchema,
  TransactionQueryPayloadSchema,
} from '@rdc/core/schemas';
import { ADMIN_ROLE, type AccessClaims } from '../auth/claims';
import { requireUser } from '../auth/guard';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';
import { findTransaction, transactionOf, type TransactionRow } from '../payments/transactions';

export const transactionRoutes = new Hono<SandboxEnv>();

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

const PageSchema = z.object({
  user_id: z.optional(IdSchema.check(z.positive())),
  offset: z.number().int().nonnegative().optional(),
  limit: z.number().int().positive().max(MAX_LIMIT).optional(),
  pagination: z
    .object({ ...PaginationSchema.shape, limit: z.number().int().positive().max(MAX_LIMIT) })
    .optional(),
});
const ListPayloadSchema = z.pipe(TransactionQueryPayloadSchema, PageSchema);
const TicketListPayloadSchema = z.pipe(TicketPayloadSchema, PageSchema);

function pageOf(payload: z.infer<typeof PageSchema>) {
  return {
    offset: payload.pagination?.offset ?? payload.offset ?? 0,
    limit: payload.pagination?.limit ?? payload.limit ?? DEFAULT_LIMIT,
  };
}

/** Whose records a call reads: one's own, or (admins only) the user_id asked for. */
function ownerOf(caller: AccessClaims, userId: number | undefined): number {
  if (userId === undefined || userId === caller.user_id) return caller.user_id;
  if (caller.role !== ADMIN_ROLE)
    throw new ApiProblem(403, 1000, "only an admin may read another user's records");
  return userId;
}

async function listTransactions(
  c: Context<SandboxEnv>,
  caller: AccessClaims,
  payload: z.infer<typeof PageSchema>,
) {
  const owner = ownerOf(caller, payload.user_id);
  const { offset, limit } = pageOf(payload);
  const db = c.var.sandbox.db;
  const { rows } = await db.query<TransactionRow>(
    'SELECT * FROM payment_transactions WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
    [owner, limit, offset],
  );
  const { rows: total } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM payment_transactions WHERE user_id = $1',
    [owner],
  );
  return { count: total[0]?.count ?? 0, list: rows.map(transactionOf) };
}

/** The latest payments first (default 10). */
transactionRoutes.post('/payment_transaction/list_last_details', async (c) => {
  const caller = await requireUser(c);
  return c.json(await listTransactions(c, caller, await readBody(c, ListPayloadSchema)));
});

transactionRoutes.post('/payment_transaction/list_by_user_id', async (c) => {
  const caller = await requireUser(c);
  return c.json(await listTransactions(c, caller, await readBody(c, ListPayloadSchema)));
});

/** `{ id }` → `{ count: 1, list: [transaction] }`, or 404. */
transactionRoutes.post('/payment_transaction/get_by_id', async (c) => {
  const caller = await requireUser(c);
  const { id } = await readBody(c, z.pipe(TransactionQueryPayloadSchema, IdPayloadSchema));
  const row = await findTransaction(c.var.sandbox.db, id);
  if (!row || (row.user_id !== caller.user_id && caller.role !== ADMIN_ROLE))
    throw new ApiProblem(404, 1000, `no transaction ${id}`);
  return c.json({ count: 1, list: [transactionOf(row)] });
});

// Tickets --------------------------------------------------------------------

interface TicketRow {
  id: number;
  user_id: number;
  transaction_id: number | null;
  status: 'open' | 'closed';
  data: Record<string, unknown>;
  created_at: Date;
  closed_at: Date | null;
}

function ticketOf(row: TicketRow) {
  return {
    ...row.data,
    id: row.id,
    user_id: row.user_id,
    transaction_id: row.transaction_id,
    status: row.status,
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}

/**
 * A ticket about a payment: any fields the caller sends are kept (subject, text, …); at least a
 * non-empty `text` or `subject`, and `transaction_id`, when given, must be one of the user's payments.
 */
const TicketAddSchema = z
  .pipe(
    TicketPayloadSchema,
    z.looseObject({
      transaction_id: z.optional(IdSchema.check(z.positive())),
      subject: z.string().trim().max(TICKET_LIMITS.subject).optional(),
      text: z.string().trim().max(TICKET_LIMITS.text).optional(),
    }),
  )
  .refine((ticket) => Boolean(ticket.subject || ticket.text), 'a ticket needs a subject or a text')
  .refine(
    (ticket) => JSON.stringify(ticket).length <= PAYLOAD_LIMITS.freeFormBytes,
    `a ticket holds at most ${PAYLOAD_LIMITS.freeFormBytes} characters of fields`,
  );

transactionRoutes.post('/payment_transaction/ticket/add', async (c) => {
  const caller = await requireUser(c);
  const { transaction_id, ...data } = await readBody(c, TicketAddSchema);
  const ctx = c.var.sandbox;
  if (transaction_id !== undefined) {
    const row = await findTransaction(ctx.db, transaction_id);
    if (!row || row.user_id !== caller.user_id)
      throw new ApiProblem(400, 1000, `no transaction ${transaction_id} of yours`);
  }
  const { rows } = await ctx.db.query<TicketRow>(
    'INSERT INTO tickets (user_id, transaction_id, data, created_at) VALUES ($1, $2, $3, $4) RETURNING *',
    [caller.user_id, transaction_id ?? null, JSON.stringify(data), ctx.now()],
  );
  return c.json(ticketOf(rows[0] as TicketRow));
});

async function listTickets(
  c: Context<SandboxEnv>,
  owner: number | null,
  payload: z.infer<typeof PageSchema>,
) {
  const { offset, limit } = pageOf(payload);
  const db = c.var.sandbox.db;
  const where = owner === null ? '' : 'WHERE user_id = $3';
  const params = owner === null ? [limit, offset] : [limit, offset, owner];
  const { rows } = await db.query<TicketRow>(
    `SELECT * FROM tickets ${where} ORDER BY id DESC LIMIT $1 OFFSET $2`,
    params,
  );
  const { rows: total } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM tickets ${owner === null ? '' : 'WHERE user_id = $1'}`,
    owner === null ? [] : [owner],
  );
  return { count: total[0]?.count ?? 0, list: rows.map(ticketOf) };
}

/** An admin sees every ticket; a user their own. */
transactionRoutes.post('/payment_transaction/ticket/list', async (c) => {
  const caller = await requireUser(c);
  const payload = await readBody(c, TicketListPayloadSchema);
  const owner = caller.role === ADMIN_ROLE ? (payload.user_id ?? null) : ownerOf(caller, payload.user_id);
  return c.json(await listTickets(c, owner, payload));
});

transactionRoutes.post('/payment_transaction/ticket/get_by_user_id', async (c) => {
  const caller = await requireUser(c);
  const payload = await readBody(c, TicketListPayloadSchema);
  return c.json(await listTickets(c, ownerOf(caller, payload.user_id), payload));
});

transactionRoutes.post('/payment_transaction/ticket/close', async (c) => {
  const caller = await requireUser(c);
  const { id } = await readBody(c, z.pipe(TicketPayloadSchema, IdPayloadSchema));
  const ctx = c.var.sandbox;
  const { rows } = await ctx.db.query<TicketRow>(
    "UPDATE tickets SET status = 'closed', closed_at = COALESCE(closed_at, $3) WHERE id = $1 AND (user_id = $2 OR $4) RETURNING id",
    [id, caller.user_id, ctx.now(), caller.role === ADMIN_ROLE],
  );
  if (rows.length === 0) throw new ApiProblem(404, 1000, `no ticket ${id}`);
  return c.json({ success: true });
});
