import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { bootPage } from './boot';
import { HostContext } from './events';
import { attributeName, parseAttribute, reflectedAttribute } from './props';
import type { PropType, PropValueMap } from './props';
import { adoptStyles } from './styles';
import themeCss from './theme.css?inline';

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

// r2wc keeps the props it renders with, and its render routine, under these global symbols.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

/**
 * Makes the custom-element class of a widget (it does not register it): r2wc mounts the React
 * component into an open shadow root; the platform adopts the styles, parses the declared
 * attributes (booleans and removal included), reflects property writes, and gives the
 * component its host element, on which it dispatches its rdc-* events.
 */
export function createWidgetElement<P extends object>(definition: WidgetDefinition<P>): CustomElementConstructor {
  const { component: Component } = definition;
  const declared = Object.entries(definition.props) as [string, PropType][];
  const propOf = new Map(declared.map(([prop, type]) => [attributeName(prop), { prop, type }]));

  function Hosted({ container, ...props }: P & { container?: ShadowRoot | HTMLElement }) {
    const host = container && 'host' in container ? container.host : (container ?? null);
    return (
      <HostContext value={host}>
        <Component {...(props as P)} />
      </HostContext>
    );
  }
  Hosted.displayName = `${definition.tag}(${Component.displayName ?? Component.name})`;

  // The attributes are handled here rather than by r2wc: see props.ts.
  const Base = r2wc(Hosted, { shadow: 'open', props: [] }) as unknown as new () => HTMLElement & R2wcInternals;

  class RdcWidgetElement extends Base {
    static get observedAttributes() {
      return [...propOf.keys()];
    }

    constructor() {
      super();
      bootPage();
      adoptStyles(this.shadowRoot as ShadowRoot, [themeCss, ...definition.styles]);
      for (const [attribute, { prop, type }] of propOf) {
        const value = parseAttribute(type, this.getAttribute(attribute));
        if (value !== undefined) this[R2WC_PROPS][prop] = value;
      }
    }

    attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null) {
      const declaredProp = propOf.get(attribute);
      if (!declaredProp || oldValue === value) return;
      const parsed = parseAttribute(declaredProp.type, value);
      if (parsed === undefined) delete this[R2WC_PROPS][declaredProp.prop];
      else this[R2WC_PROPS][declaredProp.prop] = parsed;
      this[R2WC_RENDER]();
    }
  }

  for (const [prop, type] of declared) {
    const attribute = attributeName(prop);
    Object.defineProperty(RdcWidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: RdcWidgetElement) {
        return this[R2WC_PROPS][prop] as PropValueMap[PropType] | undefined;
      },
      set(this: RdcWidgetElement, value: unknown) {
        const reflected = reflectedAttribute(type, value);
        if (reflected === undefined) {
          // Not reflected (JSON): keep the value and render.
          if (value === undefined) delete this[R2WC_PROPS][prop];
          else this[R2WC_PROPS][prop] = value;
          this[R2WC_RENDER]();
        } else if (reflected === null) {
          // Reflecting runs attributeChangedCallback, which parses and renders.
          if (this.hasAttribute(attribute)) this.removeAttribute(attribute);
        } else if (this.getAttribute(attribute) !== reflected) {
          this.setAttribute(attribute, reflected);
        }
      },
    });
  }

  return RdcWidgetElement;
}
