import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { loadLocale } from '@rdc/core';
import { bootPage } from './boot';
import { HostContext } from './events';
import { attributeName, parseAttribute, reflectedAttribute } from './props';
import type { PropType } from './props';
import { adoptStyles } from './styles';
import { BASE_STYLES } from './base-styles';
import { elementLocale } from './use-locale';

/** The attributes a widget declares: camelCase prop name to type. */
export type PropTypes<P> = { [K in keyof P & string]?: PropType };

export interface WidgetDefinition<P extends object> {
  tag: `rdc-${string}`;
  component: ComponentType<P>;
  /** CSS texts adopted into the shadow root after the shared theme. */
  styles: readonly string[];
  /** Declared explicitly: only these props are attributes. */
  props: PropTypes<P>;
}

/** The element's typed properties, as a host page sets them from script. */
export type WidgetElement<P> = HTMLElement & Partial<P>;

/**
 * Makes the custom-element class of a widget (it does not register it): an open shadow root
 * with the theme and the widget's styles, the declared attributes parsed to typed props
 * (booleans and removal included, see props.ts), property writes reflected to attributes, and
 * a React root that renders the component while the element is in the document, with the
 * element as the host on which it dispatches its rdc-* events.
 */
export function createWidgetElement<P extends object>(
  definition: WidgetDefinition<P>,
): CustomElementConstructor {
  const { component: Component } = definition;
  const declared = Object.entries(definition.props) as [string, PropType][];
  const propOf = new Map(declared.map(([prop, type]) => [attributeName(prop), { prop, type }]));

  class RdcWidgetElement extends HTMLElement {
    /**
     * The declared attributes, which customElements.define reads. Made in a static initializer that
     * also gives the prototype a typed property per declared prop (`element.lotId = 7`), reading the
     * private props: not in a `static {}` block, which Safari parses only from 16.4 (iOS 15's web
     * views are the browser floor) and whose lowering would lower every private member too.
     */
    static readonly observedAttributes = declared.map(([prop, type]) => {
      const attribute = attributeName(prop);
      Object.defineProperty(this.prototype, prop, {
        configurable: true,
        enumerable: true,
        get(this: RdcWidgetElement) {
          return this.#props[prop];
        },
        set(this: RdcWidgetElement, value: unknown) {
          const reflected = reflectedAttribute(type, value);
          // Not reflected (JSON): keep the value and render.
          if (reflected === undefined) this.#setProp(prop, value);
          // Reflecting runs attributeChangedCallback, which parses and renders.
          else if (reflected === null) this.removeAttribute(attribute);
          else if (this.getAttribute(attribute) !== reflected) this.setAttribute(attribute, reflected);
        },
      });
      return attribute;
    });

    /** The props the component renders with. */
    readonly #props: Record<string, unknown> = {};
    #root: Root | null = null;

    constructor() {
      super();
      bootPage();
      adoptStyles(this.attachShadow({ mode: 'open' }), [...BASE_STYLES, ...definition.styles]);
      // The attributes it is created with come through attributeChangedCallback, one by one.
    }

    connectedCallback() {
      this.#root ??= createRoot(this.shadowRoot as ShadowRoot);
      // A reader of another language sees the widget once its translation is here, not English first.
      const translation = loadLocale(elementLocale(this));
      if (translation) void translation.then(() => this.#render());
      else this.#render();
    }

    disconnectedCallback() {
      this.#root?.unmount();
      this.#root = null;
    }

    attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null) {
      const declaredProp = propOf.get(attribute);
      if (!declaredProp || oldValue === value) return;
      this.#setProp(declaredProp.prop, parseAttribute(declaredProp.type, value));
    }

    /** Sets a prop (undefined returns it to the component's default) and renders. */
    #setProp(prop: string, value: unknown) {
      if (value === undefined) delete this.#props[prop];
      else this.#props[prop] = value;
      this.#render();
    }

    #render() {
      this.#root?.render(
        <HostContext value={this}>
          <Component {...(this.#props as P)} />
        </HostContext>,
      );
    }
  }

  return RdcWidgetElement;
}
