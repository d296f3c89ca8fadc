// Writes the site's Content-Security-Policy next to the build (dist/csp.json), so the server can
// send it as a header on every page, static or rendered on demand. Astro's CSP support puts the
// same policy in a <meta> of each page, with the hashes of the few inline scripts and styles Astro
// itself writes (the island loader and its directives): one policy, read from the build, so the
// header and the meta never disagree. The header adds what a <meta> cannot carry (frame-ancestors).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const META = /<meta http-equiv="content-security-policy" content="([^"]+)"/i;

export function cspPolicy() {
  return {
    name: 'rdc:csp-policy',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // `dir` is the folder of the prerendered pages (dist/client with the Node adapter).
        const page = await readFile(new URL('404.html', dir), 'utf8');
        const policy = META.exec(page)?.[1];
        if (!policy) throw new Error('the built 404 page carries no Content-Security-Policy meta: is experimental.csp on?');
        const out = new URL('../csp.json', dir);
        await writeFile(out, `${JSON.stringify({ policy: policy.replace(/;\s*$/, '').replace(/;\s*/g, '; ') })}\n`);
        logger.info(`Content-Security-Policy written to ${fileURLToPath(out)}`);
      },
    },
  };
}
