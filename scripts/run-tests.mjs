// Runs every test suite: Vitest (with the core coverage report), the sandbox suite again on a
// throw-away PostgreSQL server with the four-process test (scripts/postgres.mjs), then the
// browser tests (Playwright, against the built bundle and site), the journeys again in Firefox ESR,
// WebKitGTK and Chromium (scripts/engines, under xvfb-run), then the size budgets
// (size-limit), then the published packages' checks (publint --strict and attw on the built
// @rdc/core and @rdc/widgets, one test each). Without PostgreSQL installed the second run fails in CI (CI=true or
// RDC_REQUIRE_POSTGRES=1) and is reported as not run elsewhere. Ends with
// one plain summary line, 'tests: N passed, N failed', summed over the runners, that CI reads
// whatever happened; a runner that cannot report counts as one failure. Just above it, each
// runner's time and every failed test with the first line of its error: CI keeps only the end of
// a long log, and that is where they must be.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { postgresBin, startPostgres } from './postgres.mjs';

const dir = mkdtempSync(join(tmpdir(), 'rdc-tests-'));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The first line of a failure's message, without colour codes, short enough for CI's tail. */
function reason(message) {
  const line = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((part) => part.trim())
    .find(Boolean);
  return line ? `\n      ${line.slice(0, 300)}` : '';
}

/** Failed tests in a Vitest JSON report: a file that failed to load, and each failed test. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    const broken = file.status === 'failed' && tests.length === 0 ? [`${file.name}: ${file.message}`] : [];
    return [
      ...broken,
      ...tests.map((test) => `${file.name}: ${test.fullName}${reason(test.failureMessages?.[0])}`),
    ];
  });
}

/** Failed tests in a Playwright JSON report, with their project, describe blocks and first error. */
function playwrightFailures(suite, titles = []) {
  // The file's own suite is titled with its name, which the spec's file already gives.
  const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const error = test.results?.flatMap((result) => result.errors ?? [result.error]).find(Boolean);
        const title = [...path, spec.title].join(' › ');
        const project = test.projectName ? ` [${test.projectName}]` : '';
        return `${spec.file}:${spec.line}${project} ${title}${reason(error?.message)}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, path))];
}

function vitest(args = ['--coverage'], env = process.env, name = 'vitest.json', command = ['vitest']) {
  const results = join(dir, name);
  const [program, ...before] = command;
  const run = spawnSync(
    program,
    [
      ...before,
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}`,
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      shell: false,
      env,
    },
  );
  try {
    const report = readJson(results);
    // A suite that fails to load, or an error outside any test (a bad config, an unhandled
    // rejection, coverage under its threshold), leaves no failed test; count it as one.
    const brokenSuites = report.numFailedTests ? 0 : report.numFailedTestSuites;
    const failed = report.numFailedTests + brokenSuites;
    const failures = vitestFailures(report);
    if (failures.length === 0 && run.status !== 0) {
      failures.push(`${name}: failed outside any test (coverage, an unhandled error: see above)`);
    }
    return {
      passed: report.numPassedTests,
      failed: failed === 0 && run.status !== 0 ? 1 : failed,
      ok: run.status === 0,
      failures,
    };
  } catch {
    return {
      passed: 0,
      failed: 1,
      ok: false,
      failures: [`${name}: no report, the runner ${howItEnded(run)}`],
    };
  }
}

async function sandboxOnPostgres() {
  if (!postgresBin()) {
    if (process.env.CI === 'true' || process.env.RDC_REQUIRE_POSTGRES === '1') {
      console.error(
        '\nThe sandbox on PostgreSQL: FAILED, PostgreSQL is not installed (apt-get install -y postgresql)',
      );
      return { passed: 0, failed: 1, ok: false, failures: ['PostgreSQL: not installed'] };
    }
    console.log(
      '\nThe sandbox on PostgreSQL: not run, PostgreSQL is not installed (apt-get install -y postgresql)',
    );
    return { passed: 0, failed: 0, ok: true };
  }
  console.log('\nThe sandbox suite on PostgreSQL, with four sandbox processes on one database:');
  let server;
  try {
    server = await startPostgres();
  } catch (error) {
    console.error(`could not start PostgreSQL: ${error.message}`);
    return { passed: 0, failed: 1, ok: false, failures: [`PostgreSQL: could not start, ${error.message}`] };
  }
  try {
    return vitest(
      ['--project', 'sandbox'],
      { ...process.env, SANDBOX_TEST_DATABASE_URL: server.url },
      'vitest-postgres.json',
    );
  } finally {
    server.stop();
  }
}

/**
 * Runs `program` with its output shown as it comes, and gives how it ended with the last lines it
 * wrote to stderr: a runner that dies (a crash in the servers its setup started in its own process)
 * leaves no report, and CI keeps only the end of the log.
 */
function runShowing(program, args, env) {
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: ['inherit', 'inherit', 'pipe'], env, shell: false });
    let tail = '';
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error) => resolve({ status: null, signal: null, tail: error.message }));
    child.on('close', (status, signal) => resolve({ status, signal, tail }));
  });
}

/** How a run that left no report ended: its exit code or signal, and its last lines on stderr if kept. */
function howItEnded(run) {
  const ended = run.signal ? `killed by ${run.signal}` : `exited with code ${run.status}`;
  const last = stripVTControlCharacters(run.tail ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-5)
    .map((line) => `\n      ${line.slice(0, 300)}`)
    .join('');
  return `${ended}${last}`;
}

async function playwright() {
  const results = join(dir, 'playwright.json');
  const run = await runShowing('playwright', ['test', '--reporter=list,json'], {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: results,
  });
  let report;
  try {
    report = readJson(results);
  } catch {
    return {
      passed: 0,
      failed: 1,
      ok: false,
      failures: [`playwright: no report, the runner ${howItEnded(run)}`],
    };
  }
  const { stats, errors = [] } = report;
  // Errors outside tests (a global setup that throws) leave no failed test; count them.
  const failed =
    stats.unexpected + (stats.unexpected === 0 && run.status !== 0 ? Math.max(1, errors.length) : 0);
  const failures = [
    ...(report.suites ?? []).flatMap((suite) => playwrightFailures(suite)),
    ...errors.map((error) => `playwright: ${error.message?.split('\n')[0]}`),
  ];
  return { passed: stats.expected + stats.flaky, failed, ok: run.status === 0, failures };
}

/** Whether `program` is on the PATH. */
const onPath = (program) =>
  spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;

// The engines beside Playwright's Chromium: Debian's firefox-esr, and webkit2gtk-driver with xvfb
// (MiniBrowser needs a display). An engine not installed fails in CI and is reported as not run
// elsewhere, as PostgreSQL is.
function engines() {
  const installed = {
    chromium: existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    firefox: existsSync(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'),
    webkit: onPath('WebKitWebDriver') && onPath('xvfb-run'),
  };
  const missing = Object.keys(installed).filter((engine) => !installed[engine]);
  const required = process.env.CI === 'true' || process.env.RDC_REQUIRE_ENGINES === '1';
  if (missing.length > 0) {
    const verdict = required ? 'FAILED' : 'not run';
    console.log(
      `\nThe journeys in ${missing.join(', ')}: ${verdict}, not installed (apt-get install -y firefox-esr webkit2gtk-driver xvfb)`,
    );
  }
  const available = Object.keys(installed).filter((engine) => installed[engine]);
  const missed = { passed: 0, failed: required ? missing.length : 0, ok: !required || missing.length === 0 };
  if (available.length === 0) return missed;
  console.log(`\nThe journeys in ${available.join(', ')} (scripts/engines):`);
  const config = ['--config', 'scripts/engines/vitest.config.mjs'];
  const env = { ...process.env, RDC_ENGINES: available.join(',') };
  // A virtual screen as large as the largest game screen tried (xvfb-run's default is 640 x 480).
  const command = installed.webkit
    ? ['xvfb-run', '-a', '-s', '-screen 0 1920x1200x24', 'vitest']
    : ['vitest'];
  const run = vitest(config, env, 'vitest-engines.json', command);
  return {
    passed: run.passed,
    failed: run.failed + missed.failed,
    ok: run.ok && missed.ok,
    failures: [...run.failures, ...(required ? missing.map((engine) => `${engine}: not installed`) : [])],
  };
}

function sizeLimit() {
  const run = spawnSync('size-limit', ['--json'], { encoding: 'utf8', shell: false });
  try {
    const checks = JSON.parse(run.stdout);
    console.log('\nSize budgets (gzip):');
    for (const check of checks) {
      const verdict = check.sizeLimit === undefined ? '      ' : check.passed ? 'ok    ' : 'OVER  ';
      const limit = check.sizeLimit === undefined ? '' : ` (limit ${(check.sizeLimit / 1000).toFixed(1)} kB)`;
      console.log(`  ${verdict}${(check.size / 1000).toFixed(2).padStart(8)} kB  ${check.name}${limit}`);
    }
    const limited = checks.filter((check) => check.sizeLimit !== undefined);
    const over = limited.filter((check) => !check.passed);
    const failures = over.map((check) => `size budget over: ${check.name}`);
    return {
      passed: limited.length - over.length,
      failed: over.length,
      ok: run.status === 0 && over.length === 0,
      failures,
    };
  } catch {
    process.stderr.write(run.stdout ?? '');
    process.stderr.write(run.stderr ?? '');
    return { passed: 0, failed: 1, ok: false, failures: ['size-limit: no report, the runner failed'] };
  }
}

// What npm would publish: publint --strict (the package.json against the packed files) and
// Are the Types Wrong (every entry point resolves to its types). Both packages are ESM only, with
// no `require` condition, on purpose: the `esm-only` profile leaves out the CommonJS resolutions
// (node10 and node16-from-CJS), which could only ever report that ESM cannot be require()d.
function packageChecks() {
  const STYLESHEET_EXPORTS = { widgets: ['--exclude-entrypoints', './spec-table.css', './controls.css'] };
  const checks = ['core', 'widgets'].flatMap((name) => {
    const cwd = join('packages', name);
    return [
      {
        name: `publint --strict @rdc/${name}`,
        command: 'publint',
        args: ['--strict', '--pack', 'npm', '.'],
        cwd,
      },
      {
        name: `attw @rdc/${name}`,
        command: 'attw',
        // A stylesheet export (the spec table's, for pages that render it on the server) has no
        // types for attw to check: it is published and resolved by the bundler, not by TypeScript.
        args: ['--pack', '.', '--profile', 'esm-only', ...(STYLESHEET_EXPORTS[name] ?? [])],
        cwd,
      },
    ];
  });
  console.log('\nPackage checks:');
  const failures = [];
  for (const check of checks) {
    const run = spawnSync(check.command, check.args, { cwd: check.cwd, encoding: 'utf8', shell: false });
    const ok = run.status === 0;
    if (!ok) {
      failures.push(check.name);
      process.stderr.write(run.stdout ?? '');
      process.stderr.write(run.stderr ?? '');
      if (run.error) console.error(run.error.message);
    }
    console.log(`  ${ok ? 'ok    ' : 'FAILED'}  ${check.name}`);
  }
  return {
    passed: checks.length - failures.length,
    failed: failures.length,
    ok: failures.length === 0,
    failures,
  };
}

// Each runner's wall time, printed with the summary: CI stops a run at 90 minutes.
const took = [];
async function timed(name, run) {
  const started = Date.now();
  const result = await run();
  took.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  return result;
}
const runs = [
  await timed('vitest', () => vitest()),
  await timed('postgres', sandboxOnPostgres),
  await timed('playwright', playwright),
  await timed('engines', engines),
  await timed('size', sizeLimit),
  await timed('packages', packageChecks),
];
rmSync(dir, { recursive: true, force: true });

const failures = runs.flatMap((run) => run.failures ?? []);
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
const passed = runs.reduce((sum, run) => sum + run.passed, 0);
const failed = runs.reduce((sum, run) => sum + run.failed, 0);
console.log(`\ntook: ${took.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(runs.every((run) => run.ok) && failed === 0 ? 0 : 1);
