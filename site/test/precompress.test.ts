// The build's brotli copies: what the server sends a browser that takes brotli must be, byte for
// byte, the file the build wrote.
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from '../integrations/precompress.mjs';

describe('the brotli copies written beside the built files', () => {
  it('writes one beside each text file of 1 kB or more, at any depth, smaller than gzip and decoding to the file', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'rdc-precompress-'));
    await mkdir(join(folder, '_astro'));
    await mkdir(join(folder, 'marketplace', 'packages'), { recursive: true });
    const script = `export const ships = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `ship ${i}`))};`;
    const page = `<!doctype html><main>${'<p>Buy now</p>'.repeat(200)}</main>`;
    await writeFile(join(folder, '_astro', 'frame.Ab12.js'), script);
    await writeFile(join(folder, 'marketplace', 'packages', 'index.html'), page);
    await writeFile(join(folder, '_astro', 'tiny.Cd34.js'), 'export {};');
    await writeFile(join(folder, 'photo.png'), Buffer.alloc(4096, 7));

    const written = await precompressFolder(folder);

    expect(written.files).toBe(2);
    expect(written.rawBytes).toBe(script.length + page.length);
    for (const [file, text] of [
      [join(folder, '_astro', 'frame.Ab12.js'), script],
      [join(folder, 'marketplace', 'packages', 'index.html'), page],
    ] as const) {
      const brotli = await readFile(`${file}.br`);
      expect(brotliDecompressSync(brotli).toString('utf8')).toBe(text);
      expect(brotli.byteLength).toBeLessThan(gzipSync(text).byteLength);
    }
    // Under 1 kB, or not text: left as they are.
    expect((await readdir(join(folder, '_astro'))).sort()).toEqual([
      'frame.Ab12.js',
      'frame.Ab12.js.br',
      'tiny.Cd34.js',
    ]);
    expect(await readdir(folder)).not.toContain('photo.png.br');
  });
});
