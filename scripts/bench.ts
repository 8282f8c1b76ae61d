/**
 * `npm run bench`: HTTP throughput and latency of the Blush API, next to a "ceiling".
 *
 * The ceiling is a bare Fastify route (`{ ok: true }`, no plugins) served from this process
 * (which also runs the load generator, so it is a modest ceiling). The real server runs as a
 * child process on a fresh embedded PGlite database, or on PostgreSQL when DATABASE_URL is set.
 * Each target gets a 1 s warm-up, then BENCH_SECONDS (default 5) of load from
 * BENCH_CONNECTIONS (default 20) connections.
 *
 * Reading the table: "vs ceiling" is req/s as a share of the bare route's, i.e. what the app's
 * plugins, hooks and database cost; p50/p99 are latencies in whole ms under that load (0 = <1).
 * Targets over their p99 budget, or with errors or non-2xx answers, are flagged, but a budget
 * never fails the run: exit 1 only when the server won't start or dies. Also writes
 * ./bench-results.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

export interface Target {
  name: string;
  path: string;
  method?: autocannon.Options['method'];
  headers?: Record<string, string>;
  body?: string;
  /** Flag the target when its p99 latency is at or above this many ms. */
  budgetP99Ms?: number;
}

/** Endpoints of the Blush server to measure, in order. Add new targets here. */
export const targets: Target[] = [
  { name: 'GET /api/health', path: '/api/health', budgetP99Ms: 50 },
];

const seconds = Number(process.env.BENCH_SECONDS) || 5;
const connections = Number(process.env.BENCH_CONNECTIONS) || 20;
const databaseUrl = process.env.DATABASE_URL || undefined;
const root = fileURLToPath(new URL('..', import.meta.url));

const ceiling = Fastify({ logger: false });
ceiling.get('/ceiling', () => Promise.resolve({ ok: true }));
let child: ChildProcess | undefined;
let dataDir: string | undefined;
let exitCode = 0;
let output = ''; // the child's recent stdout + stderr, shown if it fails
let cleaning: Promise<void> | undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startBlush(): Promise<string> {
  const port = await freePort();
  if (!databaseUrl) dataDir = mkdtempSync(path.join(tmpdir(), 'blush-bench-'));
  // NODE_ENV left unset (development): production would demand SMTP_URL.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  delete env.NODE_ENV;
  if (dataDir) env.DATA_DIR = dataDir;
  // `node --import tsx`, not the tsx CLI: one process, so our signals reach the server itself.
  // Detached (own process group): Ctrl-C reaches only us, and cleanup() stops it exactly once.
  const args = ['--import', 'tsx', 'src/server/main.ts'];
  const proc = spawn(process.execPath, args, { cwd: root, env, detached: true });
  child = proc;
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && proc.exitCode === null && proc.signalCode === null) {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(
      () => undefined,
    );
    if (res?.status === 200) {
      proc.once('exit', (code, signal) => {
        if (cleaning) return;
        console.error(`\nThe Blush server died mid-run (${code ?? signal}): ${output.trim()}`);
        exitCode = 1; // its numbers are meaningless
      });
      return base;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exited = proc.exitCode ?? proc.signalCode;
  const why = exited !== null ? `exited (${exited})` : 'gave no 200 on /api/health within 60 s';
  throw new Error(`The Blush server ${why}. Its output:\n${output.trim() || '(none)'}`);
}

/** Load one target (after an unreported 1 s warm-up) and summarise it as a table row. */
async function measure(base: string, t: Target, ceilingReqPerSec?: number) {
  const { method = 'GET', headers, body } = t;
  const run = (duration: number) =>
    autocannon({ url: base + t.path, method, headers, body, connections, duration });
  await run(1);
  const r = await run(seconds);
  const over = t.budgetP99Ms !== undefined && r.latency.p99 >= t.budgetP99Ms;
  const failed = r.errors + r.non2xx > 0;
  const flags = [failed ? 'ERRORS' : '', over ? 'OVER BUDGET' : ''].filter(Boolean).join(', ');
  return {
    name: t.name,
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    vsCeilingPct:
      Math.round((r.requests.average / (ceilingReqPerSec ?? r.requests.average)) * 1000) / 10,
    non2xx: r.non2xx,
    errors: r.errors,
    budgetP99Ms: t.budgetP99Ms ?? null,
    budget: t.budgetP99Ms === undefined ? '–' : `p99 < ${t.budgetP99Ms} ms`,
    verdict: flags || (t.budgetP99Ms === undefined ? '–' : 'ok'),
    flagged: failed || over,
  };
}
type Row = Awaited<ReturnType<typeof measure>>;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    const proc = child;
    if (proc && proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await ceiling.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}
// `on`, not `once`: tsx may relay a second SIGINT, which must not end us mid-cleanup.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}

const columns: Array<[string, (r: Row) => string | number]> = [
  ['target', (r) => r.name],
  ['req/s', (r) => r.reqPerSec],
  ['p50 ms', (r) => r.p50Ms],
  ['p99 ms', (r) => r.p99Ms],
  ['vs ceiling', (r) => `${r.vsCeilingPct}%`],
  ['non-2xx', (r) => r.non2xx],
  ['errors', (r) => r.errors],
  ['budget', (r) => r.budget],
  ['verdict', (r) => r.verdict],
];
function printTable(rows: Row[]): void {
  const head = columns.map(([h]) => h);
  const body = rows.map((r) => columns.map(([, f]) => String(f(r))));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((c) => c[i]?.length ?? 0)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  console.log(
    [head, widths.map((w) => '-'.repeat(w)), ...body].map((c) => line(c).trimEnd()).join('\n'),
  );
}

async function main(): Promise<void> {
  const ceilingBase = await ceiling.listen({ host: '127.0.0.1', port: 0 });
  const base = await startBlush();
  const top = await measure(ceilingBase, { name: 'ceiling (bare Fastify)', path: '/ceiling' });
  const rows = [top];
  for (const t of targets) rows.push(await measure(base, t, top.reqPerSec));

  const database = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  const node = process.version;
  console.log(
    `\nBlush bench: ${database}, ${connections} connections, ${seconds} s per target, node ${node}\n`,
  );
  printTable(rows);
  const flagged = rows.filter((r) => r.flagged).map((r) => r.name);
  if (flagged.length) {
    console.log(`\nWARNING: flagged (informative, the run still passes): ${flagged.join(', ')}`);
  }
  const date = new Date().toISOString();
  const json = { date, database, connections, seconds, node, results: rows };
  writeFileSync('bench-results.json', JSON.stringify(json, null, 2) + '\n');
  console.log('\nResults written to bench-results.json');
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1; // the server could not start (or the bench itself broke)
} finally {
  await cleanup();
}
process.exit(exitCode);
