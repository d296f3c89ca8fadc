// The JSON answers the site's origin gave from its API, its server-side renders included
// (global-setup.ts writes them): a page rendered on the server read its subject there, so the
// browser saw no /api/v1 response for it. The pseudo-locale audit reads these as server data.
import { readFileSync, statSync } from 'node:fs';

function answersFile(): string {
  const file = process.env.RDC_E2E_SITE_API_ANSWERS;
  if (!file)
    throw new Error(
      'RDC_E2E_SITE_API_ANSWERS is not set: the browser tests start through e2e/support/global-setup.ts',
    );
  return file;
}

/** Where the answers given from now on start (before a page is opened). */
export function answersMark(): number {
  return statSync(answersFile()).size;
}

/** Every string value of the answers given since `mark`, keys left out. */
export function answerStringsSince(mark: number): string[] {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const text = readFileSync(answersFile()).subarray(mark).toString('utf8');
  for (const line of text.split('\n')) if (line) collect(JSON.parse(line) as unknown);
  return [...new Set(strings)];
}
