/**
 * `npm test`: everything — unit, API and component tests (Vitest), then the built app in
 * Chromium (Playwright) — and a closing line `N passed, N failed`.
 * `npm test -- --db-only` runs just the database and API suite (CI points it at PostgreSQL
 * with TEST_DATABASE_URL).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.ts';

const OUT = '.test-output';
mkdirSync(OUT, { recursive: true });
const dbOnly = process.argv.includes('--db-only');

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status === 0;
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  return {
    passed: report.numPassedTests,
    // A file that fails to load has no failed test but must count.
    failed: report.numFailedTests + report.numFailedTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file: string): Counts {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0), skipped };
}

const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const add = (c: Counts) => {
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
};
const safely = (read: () => Counts) => {
  try {
    add(read());
  } catch {
    totals.failed += 1; // the runner died before writing its report
  }
};

const vitestFile = `${OUT}/vitest${dbOnly ? '-db' : ''}.json`;
const vitestArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestFile}`];
if (dbOnly) vitestArgs.push('--project', 'server');
run('node_modules/.bin/vitest', vitestArgs);
safely(() => vitestCounts(vitestFile));

if (!dbOnly) {
  ensureChromium();
  // Playwright starts the app with `npm start`, which builds it for production when needed.
  run('node_modules/.bin/playwright', ['test']);
  safely(() => playwrightCounts(`${OUT}/playwright.json`));
}

if (totals.passed + totals.failed === 0) totals.failed = 1; // no test ran: that is a failure
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
