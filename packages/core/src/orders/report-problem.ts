import { createPaymentApi } from '../api/domains/payment';
import { serverErrorText } from '../api/error-text';
import { getDomain } from '../config';
import { logIgnored } from '../log-ignored';
import { ERROR_MODAL_TEXT } from '../overlays/modals';
import { TICKET_LIMITS } from '../schemas/transactions';
import { addTicketToList, ticketViewOf, type TicketView } from './tickets';

/** The longest description a player may send (the sandbox refuses more). */
export const PROBLEM_TEXT_MAX = TICKET_LIMITS.text;
const PROBLEM_TEXT_REQUIRED = 'Describe the problem.';
const PROBLEM_TEXT_TOO_LONG = `Use at most ${PROBLEM_TEXT_MAX} characters.`;

/** What is wrong with a description, or null: required, at most PROBLEM_TEXT_MAX characters once trimmed. */
export function problemTextError(text: string): string | null {
  const words = text.trim();
  if (!words) return PROBLEM_TEXT_REQUIRED;
  return words.length > PROBLEM_TEXT_MAX ? PROBLEM_TEXT_TOO_LONG : null;
}

/** The subject of a ticket about an order. */
function problemSubject(orderId: number): string {
  return `Problem with order #${orderId}`;
}

export type ProblemReport = { ok: true; ticket: TicketView } | { ok: false; error: string };

/**
 * "Report a problem" on an order: opens a support ticket on it (/payment_transaction/ticket/add)
 * and lists it. A description the rule refuses is not sent; a refusal shows the server's text.
 */
export async function reportProblem(orderId: number, text: string): Promise<ProblemReport> {
  const invalid = problemTextError(text);
  if (invalid) return { ok: false, error: invalid };
  try {
    const ticket = await getDomain(createPaymentApi).tickets.add({
      transaction_id: orderId,
      subject: problemSubject(orderId),
      text: text.trim(),
    });
    const view = ticketViewOf(ticket);
    addTicketToList(view);
    return { ok: true, ticket: view };
  } catch (error) {
    logIgnored(`a problem report on order ${orderId} that failed`, error);
    return { ok: false, error: serverErrorText(error) ?? ERROR_MODAL_TEXT };
  }
}
