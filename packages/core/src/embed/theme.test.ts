import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, themeFromQuery } from './theme';

afterEach(() => vi.restoreAllMocks());

describe("the game's theme from the address", () => {
  it("takes the widgets' theme properties with values of their kind", () => {
    expect(
      themeFromQuery(
        '?rdc-color-accent=%23ff8800&rdc-radius=4px&rdc-font-family=Orbitron, sans-serif&rdc-color-text=rgb(1, 2, 3)',
      ),
    ).toEqual({
      '--rdc-color-accent': '#ff8800',
      '--rdc-radius': '4px',
      '--rdc-font-family': 'Orbitron, sans-serif',
      '--rdc-color-text': 'rgb(1, 2, 3)',
    });
  });

  it('never lets text that could be CSS through: invalid values are ignored and logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = new URLSearchParams({
      'rdc-color-accent': 'red; background: url(https://evil.example)',
      'rdc-radius': '4px}body{display:none',
      'rdc-font-family': "'x'); @import url(evil",
      'rdc-unknown': '1px',
      'lot-id': '3',
    });
    expect(themeFromQuery(`?${hostile}`)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('sets each property through the CSSOM', () => {
    const set: [string, string][] = [];
    applyTheme(
      { style: { setProperty: (name: string, value: string | null) => set.push([name, String(value)]) } },
      { '--rdc-radius': '2px' },
    );
    expect(set).toEqual([['--rdc-radius', '2px']]);
  });
});
