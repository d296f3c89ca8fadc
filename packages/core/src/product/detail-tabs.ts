import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { toSlides } from '../pagination/slides';
import {
  OverviewCardSchema,
  TableRowSchema,
  type LotData,
  type OverviewCard,
  type Specification,
  type TableRow,
} from '../schemas/lot';
import { hasSpecification } from './spec-table';

/**
 * marketplace-content.md §2.6: "Product detail block with tabs named by configuration (overview,
 * specifications, systems, hardpoints)."
 */
export const DETAIL_TABS = [
  { key: 'overview', title: m.product_tab_overview },
  { key: 'specifications', title: m.product_tab_specifications },
  { key: 'systems', title: m.product_tab_systems },
  { key: 'hardpoints', title: m.product_tab_hardpoints },
] as const;
export type DetailTabKey = (typeof DETAIL_TABS)[number]['key'];

/** marketplace-content.md §9: "Overview slides: 10 cards each." */
export const OVERVIEW_CARDS_PER_SLIDE = 10;

/**
 * marketplace-content.md §2.6: "Systems and hardpoints show a table with a list or grid view switch …;
 * default view is list."
 */
export const TABLE_VIEWS = ['list', 'grid'] as const;
export type TableView = (typeof TABLE_VIEWS)[number];
export const DEFAULT_TABLE_VIEW: TableView = 'list';
/** The systems and hardpoints table's columns. */
export const TABLE_COLUMNS = [
  { key: 'title', title: m.product_column_title },
  { key: 'type', title: m.product_column_type },
  { key: 'class', title: m.product_column_class },
  { key: 'manufacturer', title: m.product_column_manufacturer },
  { key: 'count', title: m.product_column_count },
] as const satisfies readonly { key: keyof TableRow; title: (locale: Locale) => string }[];

export interface ProductDetails {
  /** The tabs that have something to show, in the configured order. */
  tabs: { key: DetailTabKey; title: (locale: Locale) => string }[];
  overviewSlides: OverviewCard[][];
  specification: Specification | undefined;
  systems: TableRow[];
  hardpoints: TableRow[];
}

/** Entries of a list the server sent that read as `schema`; an odd entry is left out, never a crash. */
function entriesOf<T>(
  value: unknown,
  parse: (entry: unknown) => { success: true; data: T } | { success: false },
): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const result = parse(entry);
    return result.success ? [result.data] : [];
  });
}

/** What the detail block shows of a lot's data: overview cards (when `block_overview` is not off), the specification, systems and hardpoints. */
export function productDetails(data: LotData | null | undefined): ProductDetails {
  const record = (data ?? {}) as LotData & Record<string, unknown>;
  const cards =
    record.block_overview === false
      ? []
      : entriesOf(record.overview_cards, (entry) => OverviewCardSchema.safeParse(entry));
  const systems = entriesOf(record.systems, (entry) => TableRowSchema.safeParse(entry));
  const hardpoints = entriesOf(record.hardpoints, (entry) => TableRowSchema.safeParse(entry));
  const has: Record<DetailTabKey, boolean> = {
    overview: cards.length > 0,
    specifications: hasSpecification(record.block_tech_spec),
    systems: systems.length > 0,
    hardpoints: hardpoints.length > 0,
  };
  return {
    tabs: DETAIL_TABS.filter((tab) => has[tab.key]),
    overviewSlides: toSlides(cards, OVERVIEW_CARDS_PER_SLIDE),
    specification: record.block_tech_spec,
    systems,
    hardpoints,
  };
}

export interface DetailSelection {
  tab: DetailTabKey;
  /** The overview card opened, by id. */
  card: number | null;
}

/** marketplace-content.md §2.6: "Selecting a tab resets the selected card." */
export const selectDetailTab = (tab: DetailTabKey): DetailSelection => ({ tab, card: null });
