// Right-to-left ready: the widgets' and the site's styles place things by the text's start and
// end (margin-inline-start, inset-inline-end, text-align: start), so a page or element with
// dir="rtl" mirrors them. A declaration that names a physical side is refused, unless it is
// listed below with the reason it must stay physical.
import { describe, expect, it } from 'vitest';
import { trackedTexts } from './tracked-files.mjs';

const STYLES = /^(packages\/widgets\/src|site\/src)\/.*\.(css|astro)$/;

/** A declaration naming the left or right side, or aligning text to one. */
const PHYSICAL =
  /^\s*((margin|padding|border)-(left|right)(-[a-z]+)?|left|right)\s*:|^\s*text-align:\s*(left|right)\b/;

/** Declarations that stay physical, by file, each with its reason. */
const BY_DESIGN = {
  // The spec names the six places by the screen's sides (top-left … bottom-right); the centred
  // ones are moved back by half their own width, which only a physical left does.
  'packages/widgets/src/notifications/Notifications.css': ['left: 1em;', 'right: 1em;', 'left: 50%;'],
  // Chevrons: two borders of a square, turned; a shape, not a side.
  'packages/widgets/src/ui/SearchSelect.css': ['border-right: 2px solid currentColor;'],
  'site/src/styles/global.css': ['border-right: 2px solid currentColor;'],
  // The switch's knob slides by a transform from the left edge; both are physical together.
  'packages/widgets/src/settings/Settings.css': ['left: 0.2rem;'],
  // The poster stands where the slider's centred slide will be: centred, so either side.
  'site/src/styles/product.css': ['left: calc(50cqw - 100cqw / 2.8);'],
};

function physicalDeclarations(path, text) {
  const allowed = BY_DESIGN[path] ?? [];
  const found = [];
  text.split('\n').forEach((line, index) => {
    if (PHYSICAL.test(line) && !allowed.includes(line.trim()))
      found.push(`${path}:${index + 1}: ${line.trim()}`);
  });
  return found;
}

describe('styles follow the text direction', () => {
  it('a physical side is refused, a logical one passes', () => {
    expect(
      physicalDeclarations('a.css', '  margin-left: 1em;\n  padding-right: 0;\n  right: 0;'),
    ).toHaveLength(3);
    expect(physicalDeclarations('a.css', '  text-align: left;')).toHaveLength(1);
    expect(
      physicalDeclarations(
        'a.css',
        '  margin-inline-start: 1em;\n  inset-inline-end: 0;\n  text-align: start;',
      ),
    ).toEqual([]);
    expect(
      physicalDeclarations('site/src/styles/global.css', '  border-right: 2px solid currentColor;'),
    ).toEqual([]);
  });

  it('no style of the widgets or the site names a side it should not', () => {
    const found = [];
    for (const { path, text } of trackedTexts((path) => STYLES.test(path))) {
      found.push(...physicalDeclarations(path, text));
    }
    expect(found).toEqual([]);
  });
});
