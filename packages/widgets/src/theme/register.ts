/**
 * The widgets' defaults: each token a widget reads registered as an inherited custom property whose initial value
 * is the token. A page that sets none of them gets the design; one that sets any of them, on the
 * element or on any ancestor (the site's :root, a game's theme on the page's root), wins, because
 * an inherited value beats the initial one. Declaring the defaults on :host instead would cut every
 * ancestor's value off.
 *
 * An engine without CSS.registerProperty (old ones, jsdom) gets the same values on :host.
 */
import { tokenRule, WIDGET_TOKENS } from './tokens';

let registered: boolean | undefined;

/** Registers the tokens once per page; false where the engine cannot, and the caller adopts `defaultsSheet`. */
export function registerTokens(): boolean {
  if (registered !== undefined) return registered;
  const css = globalThis.CSS as { registerProperty?: (definition: PropertyDefinition) => void } | undefined;
  if (typeof css?.registerProperty !== 'function') return (registered = false);
  for (const [name, initialValue] of Object.entries(WIDGET_TOKENS)) {
    try {
      css.registerProperty({ name, syntax: '*', inherits: true, initialValue });
    } catch {
      // Already registered: a second copy of the bundle on the page, or the page's own rule.
    }
  }
  return (registered = true);
}

/** The tokens on :host, for an engine that cannot register them. */
export const defaultsSheet = tokenRule(':host', WIDGET_TOKENS);
