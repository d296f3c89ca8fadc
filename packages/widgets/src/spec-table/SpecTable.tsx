import { specColumns, type Locale } from '@rdc/core';
import type { Specification } from '@rdc/core/schemas';
import { useLocale } from '../platform/use-locale';

export interface SpecTableProps {
  /** The lot's `data.block_tech_spec`. */
  spec?: Specification;
  /** The page's locale where the table is rendered on a server, which has no page to read it from. */
  locale?: Locale;
}

/**
 * marketplace-content.md §2.6: the specification table, four columns (Model, Dimension, Structural,
 * Maneuvering), each a list of titled values with unit.
 */
export function SpecTable({ spec, locale: given }: SpecTableProps) {
  const reader = useLocale();
  const locale = given ?? reader;
  const columns = specColumns(spec, locale);
  return (
    <div className="spec" part="spec">
      {columns.map((column) => (
        <section key={column.key} className="spec__column" part="column" aria-label={column.title}>
          <h3 className="spec__title">{column.title}</h3>
          {column.rows.length === 0 ? (
            <p className="spec__empty">—</p>
          ) : (
            <dl className="spec__list">
              {column.rows.map((row) => (
                <div className="spec__row" key={row.title}>
                  <dt>{row.title}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}
