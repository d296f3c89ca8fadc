import { formatMoney, lineDetailText, type OrderLineView } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

/** An order's lines: title, count and period, and the line's cost when the server gave it. */
export function OrderLines({ lines }: { lines: readonly OrderLineView[] }) {
  const locale = useLocale();
  return (
    <ul className="order__lines">
      {lines.map((line, index) => (
        <li key={`${line.lotType}-${index}`} className="order__line" data-line="">
          <span className="order__line-title">{line.title}</span>
          <span className="order__line-detail">{lineDetailText(line, locale)}</span>
          <span className="order__line-total">
            {line.total === null
              ? m.orders_line_paid_in(locale, { currency: line.currency })
              : formatMoney(line.total, line.currency, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}
