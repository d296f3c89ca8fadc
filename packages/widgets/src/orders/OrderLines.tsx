import { amountText, lineDetailText, type OrderLineView } from '@rdc/core';

/** An order's lines: title, count and period, and the line's cost when the server gave it. */
export function OrderLines({ lines }: { lines: readonly OrderLineView[] }) {
  return (
    <ul className="order__lines">
      {lines.map((line, index) => (
        <li key={`${line.lotType}-${index}`} className="order__line" data-line="">
          <span className="order__line-title">{line.title}</span>
          <span className="order__line-detail">{lineDetailText(line)}</span>
          <span className="order__line-total">
            {line.total === null ? `paid in ${line.currency}` : amountText(line.currency, line.total)}
          </span>
        </li>
      ))}
    </ul>
  );
}
