// The build step that imports each message from its own module: a file reading `m.name` gets
// one import a message, and a file using the index other ways fails the build.
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { messagesPastIndex } from './messages-imports-plugin.mjs';

function transform(code) {
  const context = {
    parse: (text) => parse(text, { ecmaVersion: 'latest', sourceType: 'module' }),
    error: (message) => {
      throw new Error(message);
    },
  };
  return messagesPastIndex().transform.call(context, code, '/src/basket/Basket.js');
}

describe('messages past the index', () => {
  it('imports each message read as m.name from its own module, and reads it there', () => {
    const result = transform(
      [
        "import * as m from '../generated/messages';",
        'export const label = (locale) => m.basket_title(locale) + m.ui_retry(locale) + m.basket_title(locale);',
      ].join('\n'),
    );
    expect(result.code).toBe(
      [
        "import { basket_title as m$basket_title } from '../generated/messages/basket_title.js';",
        "import { ui_retry as m$ui_retry } from '../generated/messages/ui_retry.js';",
        'export const label = (locale) => m$basket_title(locale) + m$ui_retry(locale) + m$basket_title(locale);',
      ].join('\n'),
    );
  });

  it('leaves a file that does not import the messages', () => {
    expect(transform("import { x } from './generated/other';\nexport const y = x;")).toBeNull();
  });

  it('fails on a use of the index other than m.name, which would need every message', () => {
    expect(() =>
      transform("import * as m from '../generated/messages';\nexport const all = Object.keys(m);"),
    ).toThrow(/uses "m" other than as m.name/);
  });
});
