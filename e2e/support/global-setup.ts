// Starts the origins the browser tests use and hands their addresses to the tests through
// the environment: the partner page with the built bundle, a blank partner page holding the
// README's snippet, the sandbox API (in memory, CORS for those two origins only), and the built
// site and the built Storybook, each with the API on its own origin. The sandbox's log lines
// (requests, verification codes, recovery tokens) go to a file the tests read (sandboxLog in
// fixtures.ts), as a player reads the email the sandbox stands in for.
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer, startPartnerServer } from '../../packages/widgets/demo/servers.mjs';
import { startSnippetServer } from './readme-snippet';
import { startSiteServer } from './site-server';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Sandbox {
  fetch: (request: Request) => Response | Promise<Response>;
  /** Tells the site's page cache that a page's subject changed (an admin call). */
  onSubjectChange(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * The API as the site's origin serves it, every JSON answer also written to `file`, one a line:
 * what a page rendered on the server read (no browser sees those calls), for the pseudo-locale
 * audit to read as server data (support/site-api-answers.ts).
 */
function recordingAnswers(sandbox: Sandbox, file: string): Pick<Sandbox, 'fetch' | 'onSubjectChange'> {
  return {
    // Passed on: without it the site's kept pages would outlive an admin's change.
    onSubjectChange: (listener) => sandbox.onSubjectChange(listener),
    async fetch(request) {
      const response = await sandbox.fetch(request);
      if (response.headers.get('content-type')?.includes('application/json')) {
        const body = (await response
          .clone()
          .json()
          .catch(() => null)) as unknown;
        if (body !== null) appendFileSync(file, `${JSON.stringify(body)}\n`);
      }
      return response;
    },
  };
}

export default async function globalSetup() {
  const required = [
    'packages/widgets/dist/cdn/rdc-widgets.js',
    'packages/sandbox/dist/index.js',
    'site/dist/server/entry.mjs',
    'storybook/storybook-static/iframe.html',
  ];
  for (const built of required) {
    if (!existsSync(root + built))
      throw new Error(`${built} is missing: run \`pnpm build\` before the browser tests`);
  }
  const { createApp } = (await import(`${root}packages/sandbox/dist/index.js`)) as {
    createApp: (options: {
      faults?: boolean;
      corsOrigins?: string[];
      log?: (line: string) => void;
    }) => Promise<Sandbox>;
  };
  const logDir = mkdtempSync(join(tmpdir(), 'rdc-e2e-'));
  const logFile = join(logDir, 'sandbox.log');
  appendFileSync(logFile, '');
  const answersFile = join(logDir, 'site-api-answers.jsonl');
  appendFileSync(answersFile, '');
  const partner = await startPartnerServer({});
  const snippet = await startSnippetServer();
  // CORS for the partner page's origin and the README snippet's, nothing else.
  // Fault injection on, with no rule: the fault matrix (fault-matrix.spec.ts) adds rules per test.
  const sandbox = await createApp({
    faults: true,
    corsOrigins: [partner.origin, snippet.origin],
    log: (line) => appendFileSync(logFile, `${line.replaceAll('\n', ' ')}\n`),
  });
  const fetchHandler = (request: Request) => sandbox.fetch(request);
  const api = await startApiServer({ fetchHandler });
  partner.setApiBase(api.apiBase);
  snippet.use(api.apiBase, partner.origin);
  const sandboxDist = `${root}packages/sandbox/dist/index.js`;
  // The site addresses the pseudo-locale (/en-XA/…) for its audit (site-pseudo-locale.spec.ts):
  // read by the site's middleware as the server starts, nowhere else.
  process.env.RDC_SITE_PSEUDO_LOCALE = '1';
  const site = await startSiteServer({
    sandboxDist,
    api: recordingAnswers(sandbox, answersFile),
    dir: `${root}site/dist`,
  });
  const storybook = await startSiteServer({
    sandboxDist,
    api: sandbox,
    dir: `${root}storybook/storybook-static`,
  });

  process.env.RDC_E2E_API = api.apiBase;
  process.env.RDC_E2E_PARTNER = partner.origin;
  process.env.RDC_E2E_SITE = site.origin;
  process.env.RDC_E2E_STORYBOOK = storybook.origin;
  process.env.RDC_E2E_SNIPPET = `${snippet.origin}/my-page.html`;
  process.env.RDC_E2E_SANDBOX_LOG = logFile;
  process.env.RDC_E2E_SITE_API_ANSWERS = answersFile;

  return async () => {
    await Promise.all([api.close(), partner.close(), site.close(), storybook.close(), snippet.close()]);
    await sandbox.close();
    rmSync(logDir, { recursive: true, force: true });
  };
}
