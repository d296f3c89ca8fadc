// Runs every test suite and ends with one plain summary line, 'N passed, N failed',
// that CI reads whatever the runner.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'rdc-tests-'));
const results = join(dir, 'vitest.json');
const run = spawnSync(
  'vitest',
  ['run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...process.argv.slice(2)],
  { stdio: 'inherit', shell: false },
);

function countResults() {
  try {
    const report = JSON.parse(readFileSync(results, 'utf8'));
    // A suite that fails to load has no failed test; count it as one.
    const brokenSuites = report.numFailedTests ? 0 : report.numFailedTestSuites;
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites };
  } catch {
    return { passed: 0, failed: 1 }; // no report: the runner itself failed
  }
}
const { passed, failed } = countResults();
rmSync(dir, { recursive: true, force: true });

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
