// The oldest browsers the partner bundle and the site's pages run in: iOS and Safari 15 (the
// WKWebView of games on iOS 15 devices), Chrome and Edge 100, Firefox 100. The builds are lowered to
// this floor (esbuild's `target`), and `syntaxAboveFloor` finds what a browser at the floor could not
// parse, so a test fails when a dependency or a new habit brings such syntax back.
//
// What the floor parses: ECMAScript 2022 (class fields, private methods and `#x in`, top-level await,
// the regular expression `d` flag are all in Safari 15.0, Chrome 100 and Firefox 100), except two
// things Safari added only in 16.4: class `static {}` blocks and look-behind in regular expressions.
// A look-behind written in a `new RegExp('…')` string fails only when it runs; this reads syntax.
import { parse } from 'acorn';

/** esbuild's target for the builds (packages/widgets/vite.cdn.config.ts, site/astro.config.mjs). */
export const BROWSER_FLOOR = ['es2022', 'safari15', 'ios15', 'chrome100', 'edge100', 'firefox100'];

const LOOK_BEHIND = /\(\?<[=!]/;

/** Calls `visit` on every node of an ESTree, parents first. */
function walk(node, visit) {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === 'string') walk(child, visit);
    } else if (value && typeof value.type === 'string') {
      walk(value, visit);
    }
  }
}

const at = (code, offset) => {
  const before = code.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
};

/**
 * The syntax in a module's source that a browser at the floor cannot parse, as
 * `line:column what` strings; none for source it parses.
 */
export function syntaxAboveFloor(code) {
  let program;
  try {
    program = parse(code, { ecmaVersion: 2022, sourceType: 'module', locations: true });
  } catch (error) {
    const { line, column } = error.loc ?? { line: 0, column: -1 };
    return [
      `${line}:${column + 1} syntax newer than ECMAScript 2022 (${error.message.replace(/ \(\d+:\d+\)$/, '')})`,
    ];
  }
  const found = [];
  walk(program, (node) => {
    if (node.type === 'StaticBlock') found.push(`${at(code, node.start)} a class static block (Safari 16.4)`);
    if (node.type === 'Literal' && node.regex && LOOK_BEHIND.test(node.regex.pattern)) {
      found.push(
        `${at(code, node.start)} a regular expression look-behind (Safari 16.4): /${node.regex.pattern}/`,
      );
    }
  });
  return found;
}
