import { describe, expect, it } from 'vitest';
import { chosenCoding } from './content-coding';

describe('the coding a text answer goes out in', () => {
  it("is brotli for a browser's Accept-Encoding, gzip for a client that takes only gzip", () => {
    expect(chosenCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenCoding('gzip, deflate')).toBe('gzip');
    expect(chosenCoding(['gzip', 'br'])).toBe('br');
  });

  it('is none without the header, for identity only, or when every coding it knows is refused', () => {
    expect(chosenCoding(undefined)).toBeNull();
    expect(chosenCoding('')).toBeNull();
    expect(chosenCoding('identity')).toBeNull();
    expect(chosenCoding('br;q=0, gzip;q=0')).toBeNull();
  });

  it('reads q-values: a refused brotli falls back to gzip, and * stands for every coding not named', () => {
    expect(chosenCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenCoding('BR;Q=0.1')).toBe('br');
    expect(chosenCoding('*')).toBe('br');
    expect(chosenCoding('*;q=0, gzip')).toBe('gzip');
    expect(chosenCoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});
