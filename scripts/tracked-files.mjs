// The repository's tracked files, for the tests that read the whole source (spec citations, Intl
// formatting, logical properties): what git tracks, so build output and dependencies are never read.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every tracked file whose path `wanted` accepts, with its text (a file deleted but not yet committed is left out). */
export function trackedTexts(wanted) {
  const texts = [];
  for (const path of execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n')) {
    if (!path || !wanted(path)) continue;
    try {
      texts.push({ path, text: readFileSync(root + path, 'utf8') });
    } catch {
      // deleted in the working tree, not yet committed
    }
  }
  return texts;
}
