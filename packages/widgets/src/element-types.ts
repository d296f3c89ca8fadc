// The types of the rdc-* elements for a host page, made from the widget table (widgets.ts).
import type { JSX as ReactJSX } from 'react';
import type { WidgetElement } from './platform/define-widget';
import type { RdcEvent, RdcEventDetailMap, RdcEventType } from './platform/events';
import type { JsxAttributesOf, PropsOf } from './platform/widget-table';
import type { WidgetTableRow, WidgetTag } from './widgets';

export type RdcWidgetTag = WidgetTag;

/** An rdc-* element: an HTMLElement with the widget's props as typed properties, e.g. `<rdc-product-footer>`'s lotId. */
export type RdcElement<Tag extends RdcWidgetTag> = WidgetElement<
  PropsOf<Extract<WidgetTableRow, { tag: Tag }>>
>;

type RdcElementMap = { [Tag in RdcWidgetTag]: RdcElement<Tag> };

type RdcEventMap = { [K in RdcEventType]: RdcEvent<K> };

/** Attributes as written in JSX: kebab-case, values as text or the prop's type, and the rdc-* event handlers. */
type RdcJsxAttributes<R extends WidgetTableRow> = JsxAttributesOf<R> &
  ReactJSX.IntrinsicElements['div'] & {
    [K in RdcEventType as `on${K}`]?: (event: CustomEvent<RdcEventDetailMap[K]>) => void;
  };

type RdcIntrinsicElements = { [R in WidgetTableRow as R['tag']]: RdcJsxAttributes<R> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends RdcElementMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends RdcEventMap {}
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends RdcIntrinsicElements {}
  }
}
