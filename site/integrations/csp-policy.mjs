// Writes the site's Content-Security-Policy next to the build (dist/csp.json), so the server can
// send it as a header on every page, static or rendered on demand. Astro's CSP support puts the
// same policy in a <meta> of each page, with the hashes of the few inline scripts and styles Astro
// itself writes (the island loader and its directives): one policy, read from the build, so the
// header and the meta never disagree. The header adds what a <meta> cannot carry (frame-ancestors).
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const META = /<meta http-equiv="content-security-policy" content="([^"]+)"/i;

/**
 * The hashes the pages rendered on demand need, from Astro's server manifest: its `scriptHashes`
 * and `styleHashes`, and the hash of every stylesheet it inlines (`{"type":"inline","content":…}`),
 * which its `styleHashes` leave out for these pages and a prerendered page's policy does not list.
 * Empty for a build without a server part.
 */
async function serverHashes(serverDir) {
  const files = await readdir(serverDir).catch(() => []);
  const hashes = { 'script-src': new Set(), 'style-src': new Set() };
  for (const file of files.filter((name) => /^manifest_.*\.mjs$/.test(name))) {
    const text = await readFile(new URL(file, serverDir), 'utf8');
    for (const [key, directive] of [
      ['scriptHashes', 'script-src'],
      ['styleHashes', 'style-src'],
    ]) {
      const list = new RegExp(`"${key}":\\[([^\\]]*)\\]`).exec(text)?.[1] ?? '';
      for (const [, hash] of list.matchAll(/"(sha(?:256|384|512)-[A-Za-z0-9+/=]+)"/g))
        hashes[directive].add(`'${hash}'`);
    }
    for (const [, content] of text.matchAll(/\{"type":"inline","content":("(?:[^"\\]|\\.)*")\}/g)) {
      hashes['style-src'].add(
        `'sha256-${createHash('sha256').update(JSON.parse(content)).digest('base64')}'`,
      );
    }
  }
  return hashes;
}

/**
 * The hashes of the shadow stylesheets the server writes inline, in the widgets' first screens it
 * draws (src/server/first-screens.ts): the build's `shadow-styles.json` lists them as the server
 * writes them. It is read, then removed: it is the build's, not the site's.
 */
export async function shadowStyleHashes(clientDir) {
  const file = new URL('shadow-styles.json', clientDir);
  const styles = JSON.parse(await readFile(file, 'utf8'));
  await rm(file);
  return {
    'style-src': new Set(
      styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`),
    ),
  };
}

/**
 * The hashes of the inline scripts the pages rendered on demand write of their own: core's
 * stored-session mark (settings.astro). Read from the built core, as the server writes it.
 */
async function pageScriptHashes() {
  const { STORED_SESSION_MARK_SCRIPT } = await import('@rdc/core');
  return {
    'script-src': new Set([
      `'sha256-${createHash('sha256').update(STORED_SESSION_MARK_SCRIPT).digest('base64')}'`,
    ]),
  };
}

/** `policy` with `hashes` added to their directives (each once). */
function withHashes(policy, hashes) {
  return policy
    .split(/;\s*/)
    .filter(Boolean)
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      const extra = [...(hashes[name] ?? [])].filter((hash) => !sources.includes(hash));
      return [name, ...sources, ...extra].join(' ');
    })
    .join('; ');
}

export function cspPolicy() {
  return {
    name: 'rdc:csp-policy',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // `dir` is the folder of the prerendered pages (dist/client with the Node adapter).
        const page = await readFile(new URL('404.html', dir), 'utf8');
        const policy = META.exec(page)?.[1];
        if (!policy)
          throw new Error(
            'the built 404 page carries no Content-Security-Policy meta: is experimental.csp on?',
          );
        const out = new URL('../csp.json', dir);
        // The pages rendered on demand inline their stylesheets too, the widgets' first screens
        // their shadow stylesheets, and a page its own script: their hashes join the policy.
        const complete = withHashes(
          withHashes(
            withHashes(policy, await serverHashes(new URL('../server/', dir))),
            await shadowStyleHashes(dir),
          ),
          await pageScriptHashes(),
        );
        await writeFile(out, `${JSON.stringify({ policy: complete })}\n`);
        logger.info(`Content-Security-Policy written to ${fileURLToPath(out)}`);
      },
    },
  };
}
