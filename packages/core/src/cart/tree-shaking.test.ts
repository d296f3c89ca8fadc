// Bundlers treat core as free of side effects (package.json "sideEffects"), so a module whose
// exports a bundle does not use is dropped with its top-level code. The cart sync starts from an
// onMount in cart/stores.ts: a host that imports only $cartState must still get it, or its guest
// cart would not merge at login until the first cart action.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, defaultClientConditions, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const CORE_INDEX = join(__dirname, '..', 'index.ts');

async function bundle(source: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'rdc-tree-shaking-'));
  const entry = join(dir, 'entry.ts');
  writeFileSync(entry, source.replace('@rdc/core', CORE_INDEX));
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['@rdc/source', ...defaultClientConditions] },
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'entry' } },
  })) as Rollup.RollupOutput[];
  return output[0]!.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

describe('the cart sync survives tree-shaking', () => {
  it('a bundle that imports only $cartState still starts the sync when the store is used', async () => {
    const code = await bundle(
      "import { $cartState } from '@rdc/core';\n$cartState.subscribe((state) => console.log(state));\n",
    );
    expect(code).toMatch(/function startCartSync\(/);
    expect(code).toMatch(/onMount\(\$cartState, \(\) => \{\s*startCartSync\(\)/);
  }, 60_000);
});
