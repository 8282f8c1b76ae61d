/**
 * `npm run bench`: HTTP throughput and latency of the Blush API, next to a "ceiling".
 *
 * The ceiling is a bare Fastify route (`{ ok: true }`, no plugins) served from this process
 * (which also runs the load generator, so it is a modest ceiling). The real server runs as
 * `npm start` runs it (`-- --processes N`: as N processes, on PostgreSQL) on a fresh embedded
 * PGlite database, or, when DATABASE_URL is set, on a
 * scratch database created on that PostgreSQL server (the user needs CREATEDB) and dropped at
 * the end. Either is first filled by `scripts/bench-seed.ts`: 5,000 artists, 50,000 pictures,
 * and `scripts/bench-bookings.ts`: 200 customers with cards, 200 artists with open requests.
 * Each target gets a 2 s warm-up, then BENCH_SECONDS (default 5) of load from
 * BENCH_CONNECTIONS (default 20) connections; BENCH_ONLY=text runs only the targets named so
 * (several, comma-separated). Each row shows the machine's 1-minute load average before and
 * after its run: on a shared machine, compare shares of health's req/s, not req/s.
 * Then the overlapping bookings (issue 43): rounds of 20 customers booking, at once, 20
 * consecutive 15-minute starts of one artist's 45-minute service; every answer should be a
 * booking or a 409, and the 5xx are counted.
 *
 * Reading the table: "vs ceiling" is req/s as a share of the bare route's, i.e. what the app's
 * plugins, hooks and database cost; "vs health" the share of GET /api/health's (a `select 1`
 * through the whole app, issue 18's yardstick); p50/p99 are latencies in whole ms under that
 * load (0 = <1). A target's budget (issues 18, 20 and 39) is a p99 ceiling, a least
 * req/s or a least share of health's, per database: over it, or with errors or non-2xx answers,
 * it is flagged, but a budget never fails the run: exit 1 only when the server won't start or
 * dies. A search target over its budget gets its query plan printed (EXPLAIN ANALYZE, run once
 * the load is over).
 * Also writes ./bench-results.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { openDb } from '#server/db/open-db.ts';
import { freePort } from '#tests/support/free-port.ts';
import { benchEmailDrain } from './bench-email.ts';
import { benchStart, type StartRow } from './bench-start.ts';
import {
  acceptRequests,
  createBookingRequests,
  newSlotsRequests,
  overlappingBookings,
  seedBookingBench,
  type OverlapResult,
  slotsPath,
} from './bench-bookings.ts';
import { seedBench } from './bench-seed.ts';
import { explainSearch, newSearchRequests, searchPathAfter } from './bench-search.ts';
import type { SearchPage } from '#shared/schemas/search.ts';

export interface Target {
  name: string;
  /** The path, or how to find it on the running server (a cursor from an earlier page). */
  path: string | ((base: string) => Promise<string>);
  method?: autocannon.Options['method'];
  headers?: Record<string, string>;
  body?: string;
  /** What the target must do on PostgreSQL and on PGlite (which runs in the server's thread). */
  budget?: { postgres?: Budget; embedded?: Budget };
  /** A GET /api/search target: over budget, its query plan is printed. */
  search?: boolean;
  /** Requests made one by one (a new body each time), for writes; overrides path and method. */
  requests?: () => autocannon.Request[];
}

export interface Budget {
  /** Flagged when the p99 latency is at or above this many ms. */
  p99Ms?: number;
  /** Flagged under this many requests a second. */
  minReqPerSec?: number;
  /** Flagged under this share (%) of GET /api/health's requests a second. */
  minVsHealthPct?: number;
}

/**
 * Text, two filters and a sort: bridal work, at the client's home, from $250 at most. Asked
 * again and again, so answered from kept pages (decision 0024) after the first time.
 */
const searchQuery = 'q=bridal&place=toHome&maxPrice=25000&sort=rating';
const searchBudget = { budget: { postgres: { p99Ms: 50, minVsHealthPct: 35 } }, search: true };

/** The best-rated artist, whose profile a visitor reads. */
async function bestRated(base: string): Promise<string> {
  const res = await fetch(`${base}/api/search?sort=rating`);
  const { results } = (await res.json()) as SearchPage;
  return results[0]!.artist._id;
}
const profilePath = async (base: string) => `/api/profile/${await bestRated(base)}`;

/** What a phone's browser sends for a page (Safari and Chrome on a phone accept brotli). */
const browserHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-CA,en;q=0.9',
};

/** Endpoints of the Blush server to measure, in order. Add new targets here. */
export const targets: Target[] = [
  {
    name: 'GET /api/health',
    path: '/api/health',
    budget: { postgres: { p99Ms: 50 }, embedded: { p99Ms: 50 } },
  },
  {
    name: 'search: text + 2 filters + rating, page 1',
    path: `/api/search?${searchQuery}`,
    ...searchBudget,
  },
  {
    name: 'search: the same, page 5 (cursor)',
    path: (base) => searchPathAfter(base, searchQuery, 4),
    ...searchBudget,
  },
  {
    name: 'search: typo + category + price, relevance',
    path: '/api/search?q=balayge&categories=All-Over%20Color,Haircut&minPrice=5000',
    ...searchBudget,
  },
  {
    name: 'search: the same, a new price cap each time (not kept)',
    // The path its plan is explained with, if slow.
    path: `/api/search?${searchQuery}`,
    requests: () => newSearchRequests('q=bridal&place=toHome&sort=rating'),
    budget: { postgres: { p99Ms: 50, minVsHealthPct: 35 } },
    search: true,
  },
  {
    // Artist cards with their next three free times (issue 37): ranked and paged by the
    // database from each artist's kept free times, the answer kept within the minute while
    // nobody's time changes (decision 0038).
    name: 'artists: cards with next free times, soonest, page 1',
    path: '/api/search/artists?q=bridal&sort=soonest',
    budget: { postgres: { p99Ms: 50, minVsHealthPct: 35 } },
  },
  {
    // The same, never kept: what each new search costs (ranked over ~2,000 matching artists).
    name: 'artists: the same, a new price cap each time (not kept)',
    path: '/api/search/artists?q=bridal&sort=soonest',
    requests: () => newSearchRequests('q=bridal&sort=soonest', '/api/search/artists'),
    budget: { postgres: { p99Ms: 50, minVsHealthPct: 35 } },
  },
  {
    // 60 days of free times for an artist with 200 upcoming bookings (issue 20).
    name: 'slots: 60 days, 200 upcoming bookings',
    path: () => slotsPath(),
    budget: { postgres: { p99Ms: 30 }, embedded: { p99Ms: 100 } },
  },
  {
    // The same, never kept (a new length or last day each time): what building one costs.
    name: 'slots: the same, a new length each time (not kept)',
    path: () => slotsPath(),
    requests: newSlotsRequests,
    budget: { embedded: { p99Ms: 100 } },
  },
  {
    // The same with the customer's place: travel between her visits in five areas (issue 38).
    name: 'slots with travel: 60 days, 200 upcoming visits, from M4L 1Z8',
    path: () => slotsPath('M4L 1Z8'),
    budget: { postgres: { p99Ms: 30 }, embedded: { p99Ms: 100 } },
  },
  {
    name: 'profile: a public profile read',
    path: profilePath,
    budget: { postgres: { minVsHealthPct: 50 } },
  },
  {
    // Server-rendered for a visitor without credentials, kept until public data changes, and
    // asked for as a phone's browser asks (compressed: some 20 KB of the page's 150).
    name: 'page: GET / (rendered, kept)',
    path: '/',
    headers: browserHeaders,
    budget: { postgres: { minVsHealthPct: 50 }, embedded: { minVsHealthPct: 50 } },
  },
  {
    name: 'page: GET /profile/artist/:id (rendered, kept)',
    path: async (base) => `/profile/artist/${await bestRated(base)}`,
    headers: browserHeaders,
    budget: { postgres: { minVsHealthPct: 50 }, embedded: { minVsHealthPct: 50 } },
  },
  {
    name: 'book: a new booking (POST /api/book/create-book)',
    path: '/api/book/create-book',
    requests: createBookingRequests,
    // Each write also queues two e-mails that the same 2 cores send.
    budget: {
      postgres: { p99Ms: 150, minVsHealthPct: 6 },
      embedded: { p99Ms: 400, minVsHealthPct: 10 },
    },
  },
  {
    name: 'book: the artist accepts a request',
    path: '/api/book/booking',
    requests: acceptRequests,
    budget: { postgres: { p99Ms: 150, minVsHealthPct: 4 }, embedded: { p99Ms: 400 } },
  },
];

const seconds = Number(process.env.BENCH_SECONDS) || 5;
/** Unreported load first, so the JIT and the database connections are warm. */
const warmUpSeconds = 2;
const connections = Number(process.env.BENCH_CONNECTIONS) || 20;
const databaseUrl = process.env.DATABASE_URL || undefined;
/**
 * BENCH_ONLY=slots: only the targets whose name contains it (the ceiling and health always
 * run); several, comma-separated (`BENCH_ONLY="slots,a new booking"`). The e-mail drain and the
 * newcomer's first run then run only when named (`e-mail`, `newcomer`).
 */
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const chosen = (name: string) => !only?.length || only.some((part) => name.includes(part));
/** `npm run bench -- --processes 2`: the server as that many processes (PostgreSQL only). */
const processesArg = process.argv.indexOf('--processes');
const processes = processesArg === -1 ? 1 : Number(process.argv[processesArg + 1]);
if (!Number.isInteger(processes) || processes < 1 || (processes > 1 && !databaseUrl)) {
  console.error('--processes takes a whole number; above 1 it needs DATABASE_URL (PostgreSQL).');
  process.exit(1);
}
const root = fileURLToPath(new URL('..', import.meta.url));

const ceiling = Fastify({ logger: false });
ceiling.get('/ceiling', () => Promise.resolve({ ok: true }));
let child: ChildProcess | undefined;
let dataDir: string | undefined;
/** The scratch database on the PostgreSQL server, when DATABASE_URL is set. */
let scratch: { url: string; name: string } | undefined;
let exitCode = 0;
let output = ''; // the child's recent stdout + stderr, shown if it fails
let cleaning: Promise<void> | undefined;
let stopping = false; // the server is being stopped on purpose

/** PostgreSQL: a scratch database beside DATABASE_URL's. */
async function createScratch(serverUrl: string) {
  const name = `blush_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  scratch = { url: url.href, name };
}

async function dropScratch(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** The database the server will use, migrated and filled with the bench data. */
async function seedDatabase(): Promise<void> {
  if (databaseUrl) await createScratch(databaseUrl);
  else dataDir = mkdtempSync(path.join(tmpdir(), 'blush-bench-'));
  const started = Date.now();
  const database = await openDb({ databaseUrl: scratch?.url, dataDir });
  try {
    const { artists, pictures } = await seedBench(database.db);
    await seedBookingBench(database.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Bench data: ${artists} artists and ${pictures} pictures in ${seconds} s.`);
  } finally {
    await database.close();
  }
}

async function startBlush(): Promise<string> {
  const port = await freePort();
  // NODE_ENV left unset (development): production would demand SMTP_URL.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  };
  delete env.NODE_ENV;
  if (dataDir) env.DATA_DIR = dataDir;
  if (scratch) env.DATABASE_URL = scratch.url;
  env.PROCESSES = String(processes);
  // What `npm start` runs, without npm between: our signals reach the server (the primary of
  // its processes) itself. Detached (own process group): Ctrl-C reaches only us, and
  // cleanup() stops it exactly once.
  const proc = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, detached: true });
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
        if (cleaning || stopping) return;
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

/** Load one target (after an unreported warm-up) and summarise it as a table row. */
async function measure(
  base: string,
  t: Target,
  yardsticks?: { ceilingReqPerSec: number; healthReqPerSec?: number },
) {
  const { method = 'GET', headers, body } = t;
  const targetPath = typeof t.path === 'string' ? t.path : await t.path(base);
  // One sequence of requests for warm-up and measurement, so no booking is used twice.
  const requests = t.requests?.();
  const run = (duration: number) =>
    autocannon({
      url: base + targetPath,
      method,
      headers,
      body,
      connections,
      duration,
      ...(requests ? { requests } : {}),
    });
  // The machine's load (1-minute average) around the run: a busy machine's figures say so.
  const loadBefore = loadavg()[0]!;
  await run(warmUpSeconds);
  const r = await run(seconds);
  const load = `${loadBefore.toFixed(1)}→${loadavg()[0]!.toFixed(1)}`;
  const budget = databaseUrl ? t.budget?.postgres : t.budget?.embedded;
  const reqPerSec = Math.round(r.requests.average);
  const share = (of?: number) => (of ? Math.round((reqPerSec / of) * 1000) / 10 : null);
  const vsHealthPct = share(yardsticks?.healthReqPerSec);
  const misses = [
    budget?.p99Ms !== undefined && r.latency.p99 >= budget.p99Ms,
    budget?.minReqPerSec !== undefined && reqPerSec < budget.minReqPerSec,
    budget?.minVsHealthPct !== undefined && (vsHealthPct ?? 0) < budget.minVsHealthPct,
  ];
  const over = misses.some(Boolean);
  const failed = r.errors + r.non2xx > 0;
  const flags = [failed ? 'ERRORS' : '', over ? 'OVER BUDGET' : ''].filter(Boolean).join(', ');
  return {
    name: t.name,
    path: targetPath,
    search: t.search === true,
    over,
    reqPerSec,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    vsCeilingPct: share(yardsticks?.ceilingReqPerSec) ?? 100,
    vsHealthPct,
    non2xx: r.non2xx,
    /** How many answers of each status other than 2xx ("429×93"), to tell them apart. */
    statuses: Object.entries(r.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}×${count ?? 0}`)
      .join(' '),
    errors: r.errors,
    budget: budget ?? null,
    budgetText: budget ? budgetText(budget) : '–',
    load,
    verdict: flags || (budget === undefined ? '–' : 'ok'),
    flagged: failed || over,
  };
}
type Row = Awaited<ReturnType<typeof measure>>;

const budgetText = (b: Budget) =>
  [
    b.p99Ms === undefined ? '' : `p99 < ${b.p99Ms} ms`,
    b.minReqPerSec === undefined ? '' : `≥ ${b.minReqPerSec}/s`,
    b.minVsHealthPct === undefined ? '' : `≥ ${b.minVsHealthPct}% of health`,
  ]
    .filter(Boolean)
    .join(', ');

/** Stops the Blush server (once the load is over, or at cleanup). */
async function stopServer(): Promise<void> {
  const proc = child;
  stopping = true;
  if (proc && proc.exitCode === null && proc.signalCode === null) {
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopServer();
    await ceiling.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (scratch && databaseUrl) await dropScratch(databaseUrl, scratch.name).catch(() => {});
  })();
  return cleaning;
}
// `on`, not `once`: tsx may relay a second SIGINT, which must not end us mid-cleanup.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));
}

type Columns<R> = Array<[string, (r: R) => string | number]>;
const columns: Columns<Row> = [
  ['target', (r) => r.name],
  ['req/s', (r) => r.reqPerSec],
  ['p50 ms', (r) => r.p50Ms],
  ['p99 ms', (r) => r.p99Ms],
  ['vs ceiling', (r) => `${r.vsCeilingPct}%`],
  ['vs health', (r) => (r.vsHealthPct === null ? '–' : `${r.vsHealthPct}%`)],
  ['non-2xx', (r) => (r.statuses ? `${r.non2xx} (${r.statuses})` : r.non2xx)],
  ['errors', (r) => r.errors],
  ['load 1m', (r) => r.load],
  ['budget', (r) => r.budgetText],
  ['verdict', (r) => r.verdict],
];
const startColumns: Columns<StartRow> = [
  ['target', (r) => r.name],
  ['seconds', (r) => r.seconds],
  ['budget', (r) => `≤ ${r.budgetSeconds} s`],
  ['verdict', (r) => r.verdict],
];
function printTable<R>(columns: Columns<R>, rows: R[]): void {
  const head = columns.map(([h]) => h);
  const body = rows.map((r) => columns.map(([, f]) => String(f(r))));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((c) => c[i]?.length ?? 0)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  console.log(
    [head, widths.map((w) => '-'.repeat(w)), ...body].map((c) => line(c).trimEnd()).join('\n'),
  );
}

/** Rounds of the overlapping bookings (issue 43): 20 requests at once each. */
const OVERLAP_ROUNDS = 10;

function printOverlap(o: OverlapResult): void {
  const load = loadavg()[0]!.toFixed(1);
  console.log(
    `\noverlapping bookings: ${o.rounds} rounds of 20 customers at once booking 20 consecutive ` +
      `15-minute starts of one artist (45-minute service), load ${load}: ${o.booked} booked, ` +
      `${o.refused} refused (409), ${o.serverErrors} 5xx, ${o.other} other; p99 ${o.p99Ms} ms` +
      (o.serverErrors + o.other > 0 ? '  FLAGGED: every answer should be a booking or a 409' : ''),
  );
}

/** After the load (PGlite opens in one process at a time): the plans of slow searches. */
async function explainSlowSearches(rows: Row[]): Promise<void> {
  const slow = rows.filter((r) => r.search && r.over);
  if (slow.length === 0) return;
  await stopServer();
  const database = await openDb({ databaseUrl: scratch?.url, dataDir, migrate: false });
  try {
    for (const row of slow) {
      console.log(`\nEXPLAIN ANALYZE for ${row.name} (${row.path}):\n`);
      console.log(await explainSearch(database.db, row.path));
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const ceilingBase = await ceiling.listen({ host: '127.0.0.1', port: 0 });
  await seedDatabase();
  const base = await startBlush();
  const top = await measure(ceilingBase, { name: 'ceiling (bare Fastify)', path: '/ceiling' });
  const [health, ...rest] = targets;
  const yardsticks = { ceilingReqPerSec: top.reqPerSec };
  const healthRow = await measure(base, health!, yardsticks);
  const rows = [top, healthRow];
  for (const t of rest.filter((t) => chosen(t.name))) {
    rows.push(await measure(base, t, { ...yardsticks, healthReqPerSec: healthRow.reqPerSec }));
  }
  const overlap = chosen('overlapping') ? await overlappingBookings(base, OVERLAP_ROUNDS) : null;

  const database = `${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${processes} server process${processes > 1 ? 'es' : ''}`;
  const node = process.version;
  console.log(
    `\nBlush bench: ${database}, ${connections} connections, ${seconds} s per target, node ${node}\n`,
  );
  printTable(columns, rows);
  const flagged = rows.filter((r) => r.flagged).map((r) => r.name);
  if (flagged.length) {
    console.log(`\nWARNING: flagged (informative, the run still passes): ${flagged.join(', ')}`);
  }
  if (overlap) printOverlap(overlap);
  await explainSlowSearches(rows);
  await stopServer();

  console.log('');
  const email = chosen('e-mail') ? await benchEmailDrain(databaseUrl) : null;
  let startRows: StartRow[] = [];
  if (chosen('newcomer')) {
    console.log("\nA newcomer's first run, on a fresh copy as README says:\n");
    startRows = await benchStart(root);
    printTable(startColumns, startRows);
  }
  const date = new Date().toISOString();
  const json = {
    date,
    database,
    connections,
    seconds,
    node,
    results: rows,
    overlap,
    email,
    start: startRows,
  };
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
