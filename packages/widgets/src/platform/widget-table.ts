/**
 * The shape of a row of the widget table (src/widgets.ts) and what is derived from a row: its
 * full definition once loaded, its React export's name, the types of its element and of its
 * attributes in JSX. The partner entry imports this module, so it holds no run-time imports.
 */
import type { ComponentType } from 'react';
import type { PropTypes, WidgetDefinition } from './define-widget';
import type { RdcEventType } from './events';
import type { PropType } from './props';

/**
 * What the element manifest says about a widget beyond its tag and props: `docs` of the
 * `X.docs.ts` next to its `X.element.ts`, kept apart so the element's chunk does not carry it.
 */
export interface WidgetDocs<P> {
  summary: string;
  /** Per declared prop (camelCase), what its attribute means. */
  attributes: { [K in keyof P & string]?: string };
  /** The rdc-* events the element dispatches, and when. */
  events: { [K in RdcEventType]?: string };
  /** The `part` names of its key pieces. */
  parts: Record<string, string>;
  /**
   * The styles its parts fetched on demand bring (their exported STYLES), which the element's
   * `styles` leave out: the manifest lists the custom properties they read too.
   */
  partStyles?: readonly (readonly string[])[];
}

/** What a widget's `X.element.ts` exports as `widget`: loaded only when the widget is needed. */
export interface WidgetModule<P extends object> {
  component: ComponentType<P>;
  /** CSS texts adopted into the shadow root after the shared theme. */
  styles: readonly string[];
  /** Parts whose code is fetched when the widget shows them (a view of its own), for a first screen. */
  parts?: WidgetParts<P>;
}

/**
 * A widget's parts fetched on demand, as a first screen needs them: a server draws what the props
 * show at once, and the island taking it over renders the same in its first commit.
 */
export interface WidgetParts<P extends object> {
  /** Every part's styles, which each part adds to the shadow root in a browser (usePartStyles). */
  styles: () => Promise<readonly string[]>;
  /** Fetches the code of the parts these props show. */
  load: (props: P) => Promise<void>;
}

/** One row of the table: the tag, how to load the widget, and its declared attributes. */
interface WidgetRow<P extends object = never> {
  tag: `rdc-${string}`;
  load: () => Promise<{ widget: WidgetModule<P> }>;
  /** Declared explicitly: only these props are attributes. */
  props: PropTypes<P>;
}

/**
 * A row, checked: the declared props must be props of the component its module exports. (An
 * identity at run time.)
 */
export function widgetRow<
  const Tag extends `rdc-${string}`,
  P extends object,
  const Declared extends PropTypes<NoInfer<P>>,
>(row: { tag: Tag; load: () => Promise<{ widget: WidgetModule<P> }>; props: Declared }) {
  return row;
}

/** Loads a row's module and gives the widget's whole definition. */
export async function loadWidget<P extends object>(row: WidgetRow<P>): Promise<WidgetDefinition<P>> {
  const { widget } = await row.load();
  return { ...widget, tag: row.tag, props: row.props };
}

/** The props of the component a row loads. */
export type PropsOf<R> = R extends { load: () => Promise<{ widget: { component: ComponentType<infer P> } }> }
  ? P
  : never;

/** rdc-basket-badge → BasketBadge: the name of a widget's React export. */
export type ReactExportName<Tag extends string> = Tag extends `rdc-${infer Name}` ? PascalCase<Name> : never;
type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>;

export function reactExportName<Tag extends `rdc-${string}`>(tag: Tag): ReactExportName<Tag> {
  return tag
    .slice('rdc-'.length)
    .replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) =>
      letter.toUpperCase(),
    ) as ReactExportName<Tag>;
}

/** lotId → lot-id, as `attributeName` in props.ts does at run time. */
type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

/** What an attribute takes in JSX: the prop's type, or its text for a number (the element parses it). */
type AttributeValue<T extends PropType, V> = T extends 'number'
  ? NonNullable<V> | string
  : T extends 'json'
    ? NonNullable<V> | string
    : NonNullable<V>;

/** A row's attributes as written in JSX: kebab-case, typed from the component's props. */
export type JsxAttributesOf<R extends { props: object }> = {
  [K in keyof R['props'] & keyof PropsOf<R> & string as KebabCase<K>]?: R['props'][K] extends PropType
    ? AttributeValue<R['props'][K], PropsOf<R>[K]>
    : never;
};
