import {
  DEFAULT_TABLE_VIEW,
  productDetails,
  selectDetailTab,
  TABLE_COLUMNS,
  TABLE_VIEWS,
  type DetailSelection,
  type TableView,
} from '@rdc/core';
import type { LotData, OverviewCard, TableRow } from '@rdc/core/schemas';
import { useMemo, useState } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { SpecTable } from '../spec-table/SpecTable';
import { Pagination } from '../ui/Pagination';
import { Tabs } from '../ui/Tabs';

export interface DetailTabsProps {
  /** The lot's `data`: overview cards, specification, systems and hardpoints. */
  data?: LotData;
}

/**
 * marketplace-content.md §2.6: the product detail block. Tabs named by configuration (overview,
 * specifications, systems, hardpoints); overview cards 10 per slide; systems and hardpoints as a table with a
 * list or grid switch (list by default); selecting a tab resets the selected card.
 */
export function DetailTabs({ data }: DetailTabsProps) {
  const locale = useLocale();
  const details = useMemo(() => productDetails(data), [data]);
  const first = details.tabs[0];
  const [selection, setSelection] = useState<DetailSelection | null>(null);
  const [slide, setSlide] = useState(0);
  const [view, setView] = useState<TableView>(DEFAULT_TABLE_VIEW);
  if (!first) return null;
  const { tab, card } =
    selection && details.tabs.some((entry) => entry.key === selection.tab)
      ? selection
      : selectDetailTab(first.key);
  // The tab's own name also names its table and its slides.
  const tabTitle = details.tabs.find((entry) => entry.key === tab)?.title(locale) ?? '';
  const select = (key: DetailSelection['tab']) => {
    setSelection(selectDetailTab(key));
    setSlide(0);
  };

  return (
    <div className="details" part="details">
      <Tabs
        tabs={details.tabs.map(({ key, title }) => ({ key, label: title(locale) }))}
        selected={tab}
        onSelect={select}
        label={m.detail_tabs_label(locale)}
      >
        {tab === 'overview' && (
          <Overview
            title={tabTitle}
            slides={details.overviewSlides}
            slide={Math.min(slide, details.overviewSlides.length - 1)}
            onSlide={setSlide}
            card={card}
            onCard={(id) => setSelection({ tab, card: id })}
          />
        )}
        {tab === 'specifications' && <SpecTable spec={details.specification} />}
        {(tab === 'systems' || tab === 'hardpoints') && (
          <RowTable
            rows={tab === 'systems' ? details.systems : details.hardpoints}
            view={view}
            onView={setView}
            label={tabTitle}
          />
        )}
      </Tabs>
    </div>
  );
}

interface OverviewProps {
  /** The overview tab's name. */
  title: string;
  slides: OverviewCard[][];
  slide: number;
  onSlide: (slide: number) => void;
  card: number | null;
  onCard: (id: number | null) => void;
}

function Overview({ title, slides, slide, onSlide, card, onCard }: OverviewProps) {
  const locale = useLocale();
  const cards = slides[slide] ?? [];
  const open = slides.flat().find((entry) => entry.id === card);
  return (
    <div className="overview">
      <ul
        className="overview__cards"
        aria-label={m.detail_tabs_overview_slide(locale, {
          tab: title,
          slide: slide + 1,
          count: slides.length,
        })}
      >
        {cards.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="overview__card"
              part="card"
              aria-pressed={entry.id === card}
              onClick={() => onCard(entry.id === card ? null : entry.id)}
            >
              {entry.img_card && <img src={entry.img_card} alt="" width={160} height={90} loading="lazy" />}
              <span className="overview__title">{entry.card_title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Pagination pages={slides.length} current={slide} onSelect={onSlide} label={title} />
      {open && (
        <article className="overview__detail" part="card-detail" aria-label={open.card_title}>
          {open.img_inner && <img src={open.img_inner} alt="" width={320} height={180} loading="lazy" />}
          <div>
            <h3>{open.card_title}</h3>
            {open.description && <p>{open.description}</p>}
            {open.data.length > 0 && (
              <dl className="overview__data">
                {open.data.map((row) => (
                  <div key={row.id}>
                    <dt>{row.title}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </article>
      )}
    </div>
  );
}

interface RowTableProps {
  rows: TableRow[];
  view: TableView;
  onView: (view: TableView) => void;
  label: string;
}

const cell = (row: TableRow, key: (typeof TABLE_COLUMNS)[number]['key']) =>
  row[key] === undefined ? '—' : String(row[key]);

function RowTable({ rows, view, onView, label }: RowTableProps) {
  const locale = useLocale();
  return (
    <div className="rows">
      <div className="rows__views" role="group" aria-label={m.detail_tabs_view(locale, { table: label })}>
        {TABLE_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            className="rows__view"
            part="view"
            aria-pressed={option === view}
            onClick={() => onView(option)}
          >
            {option === 'list' ? m.detail_tabs_list(locale) : m.detail_tabs_grid(locale)}
          </button>
        ))}
      </div>
      {view === 'list' ? (
        <table className="rows__table" part="table">
          <caption className="rdc-visually-hidden">{label}</caption>
          <thead>
            <tr>
              {TABLE_COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {column.title(locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.title}-${index}`}>
                {TABLE_COLUMNS.map((column) => (
                  <td key={column.key}>{cell(row, column.key)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="rows__grid" part="grid" aria-label={label}>
          {rows.map((row, index) => (
            <li key={`${row.title}-${index}`} className="rows__tile">
              {row.icon && <img src={row.icon} alt="" width={48} height={48} loading="lazy" />}
              <p className="rows__title">{row.title}</p>
              <dl>
                {TABLE_COLUMNS.filter((column) => column.key !== 'title').map((column) => (
                  <div key={column.key}>
                    <dt>{column.title(locale)}</dt>
                    <dd>{cell(row, column.key)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
