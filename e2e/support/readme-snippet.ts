import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

function snippetIn(path: string, heading: string): string {
  const readme = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
  const snippet = new RegExp(`${heading} On a partner page[\\s\\S]*?\`\`\`html\\n([\\s\\S]*?)\`\`\``).exec(
    readme,
  )?.[1];
  if (!snippet) throw new Error(`${path} has no html snippet under "On a partner page"`);
  return snippet;
}

/**
 * The partner snippet of the README, exactly as a partner copies it. The widgets package's own
 * README carries the same snippet, and must not drift from it.
 */
export function readmeSnippet(): string {
  const snippet = snippetIn('README.md', '###');
  if (snippetIn('packages/widgets/README.md', '##') !== snippet) {
    throw new Error('the partner snippets of README.md and packages/widgets/README.md differ');
  }
  return snippet;
}

/**
 * A partner's own origin serving the README snippet as /my-page.html, with the local addresses
 * the README's steps use (API on 8787, bundle on 5174) swapped for the tests' free ports.
 */
export async function startSnippetServer() {
  const addresses = { api: '', partner: '' };
  const server = createServer((_request, response) => {
    const html = readmeSnippet()
      .replaceAll('http://127.0.0.1:8787/api/v1', addresses.api)
      .replaceAll('http://127.0.0.1:5174', addresses.partner);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    use(api: string, partner: string) {
      addresses.api = api;
      addresses.partner = partner;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
