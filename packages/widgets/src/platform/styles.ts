import { defaultsSheet, registerTokens } from '../theme/register';

/**
 * Styles enter a shadow root as constructable stylesheets (adoptedStyleSheets): they work under
 * a Content-Security-Policy without 'unsafe-inline' for styles, where an injected <style> may not.
 * A stylesheet is made once per text and shared by every element that uses it.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

export function supportsAdoption(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/**
 * Gives a shadow root the widget's styles; a <style> element only where adoption is missing (old
 * engines, jsdom). The design's tokens are registered on the page first, or, where an engine
 * cannot register them, declared on :host ahead of the styles.
 */
export function adoptStyles(root: ShadowRoot, widgetStyles: readonly string[]): void {
  const styles = registerTokens() ? widgetStyles : [defaultsSheet, ...widgetStyles];
  if (supportsAdoption(root)) {
    root.adoptedStyleSheets = styles.map(sheetFor);
    return;
  }
  const elements = styles.map((css) => {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    return style;
  });
  root.prepend(...elements);
}
