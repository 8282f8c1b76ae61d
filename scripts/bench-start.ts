/**
 * The newcomer's wait, measured on a fresh copy of the repository as README runs it: `npm ci`,
 * the first `npm start` (build, embedded database, demo data) to a healthy /api/health, and a
 * restart with unchanged sources (nothing rebuilt). Budgets are shown, never enforced.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySources } from '#tests/support/copy-sources.ts';
import { freePort } from '#tests/support/free-port.ts';
import { startProduct } from '#tests/support/start-product.ts';

export interface StartRow {
  name: string;
  seconds: number;
  budgetSeconds: number;
  verdict: string;
}

const row = (name: string, ms: number, budgetSeconds: number, problem = ''): StartRow => {
  const seconds = Math.round(ms / 100) / 10;
  const verdict = problem || (seconds <= budgetSeconds ? 'ok' : 'OVER BUDGET');
  return { name, seconds, budgetSeconds, verdict };
};

export async function benchStart(root: string): Promise<StartRow[]> {
  const copy = mkdtempSync(path.join(tmpdir(), 'blush-start-'));
  // What a clone holds, no build, no data; from a plain copy (no .git), its sources.
  copySources(root, copy);
  const env = { PATH: process.env.PATH!, HOME: process.env.HOME ?? tmpdir() };
  try {
    const began = performance.now();
    const ci = spawnSync('npm', ['ci'], { cwd: copy, env, encoding: 'utf8' });
    const ciMs = performance.now() - began;
    // EBADENGINE among them: a newcomer's install prints no warning at all.
    const warnings = (ci.stderr.match(/^npm warn /gm) ?? []).length;
    const ciProblem = ci.status !== 0 ? 'FAILED' : warnings ? `${warnings} npm warnings` : '';
    const rows = [row('npm ci', ciMs, 60, ciProblem)];

    const port = await freePort();
    const start = () =>
      startProduct({ command: 'npm start', cwd: copy, env: { ...env, PORT: String(port) }, port });
    const first = await start();
    await first.stop();
    rows.push(row('first npm start to healthy', first.startedInMs, 15));
    const again = await start();
    await again.stop();
    const rebuilt = again.output().includes('Building the web app') ? 'REBUILT' : '';
    rows.push(row('restart, same sources', again.startedInMs, 3, rebuilt));
    return rows;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
