import { createWidgetElement } from './define-widget';
import type { WidgetDefinition } from './define-widget';

/** Defines a custom element unless some copy of the widgets already did. */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

/** Registers a widget's custom element, unless this page already has one under its tag. */
export function defineWidget<P extends object>(widget: WidgetDefinition<P>): void {
  if (!customElements.get(widget.tag)) defineOnce(widget.tag, createWidgetElement(widget));
}
