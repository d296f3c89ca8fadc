// Runs inside the page under test (serialized by the drivers: it must hold everything it uses). It
// finds what a player sees and can use by role and name, looking inside the widgets' shadow roots,
// and answers what the browser draws at a point, as a player's click would land.

/**
 * `query`: { role, name (a string, or { source, flags } for a pattern), within: a query for the
 * scope }. `command`: 'find' scrolls the first visible match to the centre and gives its centre;
 * 'hit' also tells whether the browser draws that element (or something inside it) at its centre;
 * 'text' gives the match's text, shadow roots included; 'count' the number of visible matches.
 */
export function pageTools(command, query) {
  const SELECTORS = {
    button: 'button, [role="button"], input[type="submit"]',
    dialog: 'dialog, [role="dialog"]',
    textbox: 'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea',
    link: 'a[href]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    heading: 'h1, h2, h3, h4',
    any: '*',
  };
  const all = (root, selector, found = []) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.matches(selector)) found.push(element);
      if (element.shadowRoot) all(element.shadowRoot, selector, found);
    }
    return found;
  };
  const deepText = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 && node.nodeType !== 11) return '';
    if (node.localName === 'style' || node.localName === 'script') return '';
    const own = node.shadowRoot ? deepText(node.shadowRoot) : '';
    return own + [...node.childNodes].map(deepText).join('');
  };
  const byId = (element, id) =>
    element.getRootNode().getElementById?.(id) ?? element.getRootNode().querySelector?.(`[id="${id}"]`);
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(' ')
        .map((id) => byId(element, id)?.textContent ?? '')
        .join(' ')
        .trim();
    if (element.labels?.length) return element.labels[0].textContent.trim();
    return deepText(element).replace(/\s+/g, ' ').trim();
  };
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  // A first screen drawn by the server is inert until its widget takes it over: nothing in it can
  // be used yet, so a journey waits for the widget's own (the inert host is outside its shadow root).
  const inert = (element) => {
    for (let at = element; at; at = at.parentNode ?? at.host) if (at.nodeType === 1 && at.inert) return true;
    return false;
  };
  const matches = (name, wanted) => {
    if (wanted === undefined) return true;
    if (typeof wanted === 'string') return name === wanted;
    return new RegExp(wanted.source, wanted.flags).test(name);
  };
  const findAll = (q) => {
    const scopes = q.within ? findAll(q.within).slice(0, 1) : [document];
    return scopes.flatMap((scope) => {
      const root = scope === document ? document : scope;
      const inside = all(root, SELECTORS[q.role ?? 'any'] ?? q.role);
      if (scope.shadowRoot) all(scope.shadowRoot, SELECTORS[q.role ?? 'any'] ?? q.role, inside);
      if (scope !== document && scope.matches(SELECTORS[q.role ?? 'any'] ?? q.role)) inside.unshift(scope);
      return inside.filter(
        (element) => visible(element) && !inert(element) && matches(nameOf(element), q.name),
      );
    });
  };
  const drawnAt = (x, y) => {
    let element = document.elementFromPoint(x, y);
    while (element?.shadowRoot) {
      const inner = element.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === element) break;
      element = inner;
    }
    return element;
  };
  const inside = (node, target) => {
    for (let at = node; at; at = at.parentNode ?? at.host) if (at === target) return true;
    return false;
  };
  const describe = (element) =>
    element
      ? `<${element.localName}${element.className ? ` class="${element.className}"` : ''}> ${nameOf(element).slice(0, 40)}`
      : 'nothing';

  if (command === 'covered') {
    // Every control in the page, brought into view one by one (vertically: a slider's other slides
    // stay where they are, out of view), whose centre the browser draws something else at.
    const controls = all(
      document,
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [tabindex="0"]',
    );
    const covered = [];
    for (const control of controls) {
      // A slider's slides out of view are clipped by it, not covered.
      if (
        !visible(control) ||
        control.closest('[aria-hidden="true"], [inert], .swiper-slide:not(.swiper-slide-active)')
      )
        continue;
      const before = control.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + before.top + before.height / 2 - innerHeight / 2);
      // An inline link that wraps is tapped on its first line, not between its lines.
      const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x > innerWidth || y < 0 || y > innerHeight) continue;
      if (!inside(drawnAt(x, y), control))
        covered.push(`${describe(control)} under ${describe(drawnAt(x, y))}`);
    }
    window.scrollTo(0, 0);
    return covered;
  }
  if (command === 'boxes') {
    // The boxes of the elements a selector matches, shadow roots included, that are in view.
    return all(document, query.role)
      .filter(visible)
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.left >= 0 && box.right <= innerWidth)
      .map((box) => ({ left: box.left, right: box.right, top: box.top, bottom: box.bottom }));
  }
  const found = findAll(query);
  if (command === 'count') return found.length;
  const element = found[0];
  if (!element) return null;
  if (command === 'text') return deepText(element).replace(/\s+/g, ' ').trim();
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  // A centre the viewport does not hold yet (a resize or a scroll still landing) is not a place to click.
  if (command === 'find') return x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight ? { x, y } : null;
  const drawn = drawnAt(x, y);
  return { x, y, drawn: inside(drawn, element), drawnElement: describe(drawn) };
}
