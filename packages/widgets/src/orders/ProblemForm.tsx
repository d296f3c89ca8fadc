import { PROBLEM_TEXT_MAX, problemTextError, reportProblem } from '@rdc/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface ProblemFormProps {
  id: string;
  orderId: number;
  /** The ticket was opened. */
  onDone: (ticketId: number) => void;
  onCancel: () => void;
}

/** "Report a problem" on an order: a required description, bounded, sent as a support ticket. */
export function ProblemForm({ id, orderId, onDone, onCancel }: ProblemFormProps) {
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const locale = useLocale();

  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = problemTextError(text, locale);
    if (invalid) {
      setError(invalid);
      field.current?.focus();
      return;
    }
    setSending(true);
    const report = await reportProblem(orderId, text, locale);
    setSending(false);
    if (report.ok) onDone(report.ticket.id);
    else setError(report.error);
  };

  return (
    <form id={id} className="order__problem" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {m.orders_problem_question(locale, { id: orderId })}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          className="field__control order__problem-text"
          rows={3}
          required
          maxLength={PROBLEM_TEXT_MAX}
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="order__actions">
        <button type="submit" className="rdc-button" disabled={sending}>
          {sending ? m.orders_sending(locale) : m.orders_send_report(locale)}
        </button>
        <button type="button" className="rdc-button rdc-button--ghost" onClick={onCancel}>
          {m.orders_cancel(locale)}
        </button>
      </div>
    </form>
  );
}
