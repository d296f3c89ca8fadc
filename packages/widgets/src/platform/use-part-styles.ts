import { useContext, useInsertionEffect } from 'react';
import { HostContext } from './events';
import { sheetFor, supportsAdoption } from './styles';

/**
 * The styles of a part that is a chunk of its own (a checkout step, a dialog): they travel with
 * its code instead of in the widget's start, and enter the widget's shadow root before the part
 * first paints. Call with a constant array. Outside a widget (a test rendering the part alone)
 * there is no shadow root, and nothing to do.
 */
export function usePartStyles(styles: readonly string[]): void {
  const host = useContext(HostContext);
  useInsertionEffect(() => {
    const root = host instanceof Element ? host.shadowRoot : null;
    if (root) addStyles(root, styles);
  }, [host, styles]);
}

/**
 * Adds styles to a shadow root that has its widget's already (a part fetched on demand brings its
 * own): after them, each text once however often the part renders.
 */
function addStyles(root: ShadowRoot, styles: readonly string[]): void {
  if (supportsAdoption(root)) {
    const missing = styles.map(sheetFor).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
    if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
    return;
  }
  const present = new Set(
    [...root.children].filter((child) => child.localName === 'style').map((style) => style.textContent),
  );
  // After the widget's <style> elements, before what React renders into the root.
  let anchor = root.firstChild;
  while (anchor instanceof Element && anchor.localName === 'style') anchor = anchor.nextSibling;
  for (const css of styles) {
    if (present.has(css)) continue;
    present.add(css);
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.insertBefore(style, anchor);
  }
}
