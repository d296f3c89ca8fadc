import { createPaymentApi } from '../api/domains/payment';
import { serverErrorText } from '../api/error-text';
import { getDomain } from '../config';
import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { logIgnored } from '../log-ignored';
import { ERROR_MODAL_TEXT } from '../overlays/modals';
import { TICKET_LIMITS } from '../schemas/transactions';
import { addTicketToList, ticketViewOf, type TicketView } from './tickets';

/** The longest description a player may send (the sandbox refuses more). */
export const PROBLEM_TEXT_MAX = TICKET_LIMITS.text;
/** What is wrong with a description, or null: required, at most PROBLEM_TEXT_MAX characters once trimmed. */
export function problemTextError(text: string, locale: Locale): string | null {
  const words = text.trim();
  if (!words) return m.orders_problem_required(locale);
  return words.length > PROBLEM_TEXT_MAX
    ? m.orders_problem_too_long(locale, { max: PROBLEM_TEXT_MAX })
    : null;
}

export type ProblemReport = { ok: true; ticket: TicketView } | { ok: false; error: string };

/**
 * "Report a problem" on an order: opens a support ticket on it (/payment_transaction/ticket/add)
 * and lists it. A description the rule refuses is not sent; a refusal shows the server's text. Our
 * own texts are written in `locale`.
 */
export async function reportProblem(orderId: number, text: string, locale: Locale): Promise<ProblemReport> {
  const invalid = problemTextError(text, locale);
  if (invalid) return { ok: false, error: invalid };
  try {
    const ticket = await getDomain(createPaymentApi).tickets.add({
      transaction_id: orderId,
      // In the reporter's language: the ticket lists it, and support reads it as they wrote it.
      subject: m.orders_problem_subject(locale, { id: orderId }),
      text: text.trim(),
    });
    const view = ticketViewOf(ticket);
    addTicketToList(view);
    return { ok: true, ticket: view };
  } catch (error) {
    logIgnored(`a problem report on order ${orderId} that failed`, error);
    return { ok: false, error: serverErrorText(error) ?? ERROR_MODAL_TEXT(locale) };
  }
}
