/**
 * Issue 40: artists' tax details (sealed, masked, theirs alone), the statements and the Part XX
 * return — whose XML is parsed back and every figure compared with the ledger — with charges,
 * a cancellation charge, tips, refunds (one after filing: the amended return) and quarter and
 * year boundaries in Toronto time. Runs on the embedded database and on PostgreSQL.
 */
import { Writable } from 'node:stream';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { parse } from 'fast-xml-parser';
import { symbols } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tipLines } from '#shared/domain/ledger.ts';
import { SELLER_COPY_SCHEDULE, torontoQuarter, type QuarterFigures } from '#shared/domain/tax.ts';
import { TaxDetailsView, TaxReturnPreflight, TaxStatement } from '#shared/schemas/tax.ts';
import { bearer, createTestApp, eventually, type TestApp } from '#tests/support/test-app.ts';
import { quietLog, recordingMailer } from '#tests/support/test-mailer.ts';
import { openDb } from '#server/db/open-db.ts';
import { startJobs } from '#server/jobs/jobs.ts';
import {
  auditLog,
  devMail,
  jobs,
  jobSchedules,
  ledgerEntries,
  payments,
  taxReminders,
  users,
} from '#server/db/schema/index.ts';
import type { AppContext } from '#server/context.ts';
import { rowsOf } from '#server/jobs/queue.ts';
import { chargeBooking } from '#server/money/charge-booking.ts';
import { recordLedger } from '#server/money/ledger.ts';
import {
  connectPayout,
  makeArtist,
  makeBooking,
  saveCardId,
} from '#tests/support/fixtures/payments.fixtures.ts';
import { runWeeklyPayouts } from '#server/features/payments/payouts.service.ts';
import { refundBooking } from '#server/features/payments/refunds.service.ts';
import { remindMissingTaxDetails, sendSellerCopies } from './tax-statements.service.ts';

const SIN = '046454286';
const DOB = '1990-04-12';
/** Any spelling of the SIN's or the date of birth's digits. */
const SECRET = /0\D?4\D?6\D?4\D?5\D?4|4\D?5\D?4\D?2\D?8\D?6|1990\D?04\D?12|12\D?04\D?1990|19900412/;

let t: TestApp;
let ctx: AppContext;
const logs: string[] = [];
const answers: string[] = [];
let admin: { id: string; token: string };
let priya: { id: string; token: string };
let nadia: { id: string; token: string };
let customer: { id: string; token: string };
let card: string;
const bookingIds: Record<string, string> = {};

/** A Toronto wall-clock time as an instant (EST in winter, EDT in summer). */
const at = (iso: string) => new Date(iso);

/**
 * Dates ledger lines as if written then. The books are append-only (a trigger refuses any
 * change), so the fixture lifts that trigger for this one statement only, in its transaction.
 */
async function backdate(where: ReturnType<typeof sql>, when: Date) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_no_change`);
    await tx.update(ledgerEntries).set({ createdAt: when }).where(where);
    await tx.execute(sql`alter table ledger_entries enable trigger ledger_entries_no_change`);
  });
}

async function charge(
  artist: { id: string },
  name: string,
  when: Date,
  amounts: number[],
  kind: 'service' | 'cancellation' = 'service',
) {
  const booking = await makeBooking(t.database.db, {
    customerId: customer.id,
    artistId: artist.id,
    gatewayCardId: card,
    amounts,
  });
  const payment = await chargeBooking(ctx, {
    bookingId: booking.id,
    kind,
    ...(kind === 'cancellation' ? { percent: 50 } : {}),
  });
  expect(payment?.status).toBe('succeeded');
  await backdate(sql`${ledgerEntries.paymentId} = ${payment!.id}`, when);
  bookingIds[name] = booking.id;
  return booking.id;
}

async function refund(name: string, amountCents: number, when: Date) {
  await refundBooking(ctx, admin.id, bookingIds[name]!, { amountCents, reason: 'Test refund' });
  await backdate(
    sql`${ledgerEntries.refundId} is not null and ${ledgerEntries.bookingId} = ${bookingIds[name]!}`,
    when,
  );
}

async function tip(artist: { id: string }, name: string, amountCents: number, when: Date) {
  await t.database.db.transaction((tx) =>
    recordLedger(tx, tipLines(amountCents), {
      customerId: customer.id,
      artistId: artist.id,
      bookingId: bookingIds[name]!,
    }),
  );
  await backdate(
    sql`${ledgerEntries.bookingId} = ${bookingIds[name]!} and ${ledgerEntries.paymentId} is null`,
    when,
  );
}

const request = async (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string,
  payload?: object,
) => {
  const res = await t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  answers.push(res.body);
  return res;
};

const details = {
  kind: 'individual',
  legalName: 'Priya Raman Shah',
  dateOfBirth: DOB,
  addressLine: '100 Queen St W',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'm5h2n2',
  countryOfResidence: 'ca',
  sin: '046 454 286',
};

beforeAll(async () => {
  t = await createTestApp({
    PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z',
    LOG_LEVEL: 'info',
    TAX_PLATFORM_LEGAL_NAME: 'Blush Marketplace Inc.',
    TAX_PLATFORM_BN: '123456782',
    TAX_PLATFORM_RZ_ACCOUNT: 'RZ0001',
    TAX_PLATFORM_ADDRESS: '1 Yonge St',
    TAX_PLATFORM_CITY: 'Toronto',
    TAX_PLATFORM_POSTAL_CODE: 'M5E 1W7',
  });
  ctx = t.app.context;
  // Every log line the app writes from now on (requests, errors, jobs).
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  (t.app.log as unknown as Record<symbol, unknown>)[symbols.streamSym] = capture;
  admin = await t.signUp({ role: 'Admin' });
  priya = await t.signUp();
  nadia = await t.signUp();
  for (const artist of [priya, nadia]) {
    await makeArtist(t.database.db, artist.id, new Date('2026-01-05'));
    await connectPayout(t.app, artist.token);
  }
  customer = await t.signUp();
  card = await saveCardId(t.app, customer.token);

  // Priya's 2026, with its edges in Toronto time.
  await charge(priya, 'q1Edge', at('2026-04-01T03:30:00Z'), [10_000]); // Mar 31, 23:30 EDT
  await charge(priya, 'q2Start', at('2026-04-01T04:10:00Z'), [8_000]); // Apr 1, 00:10 EDT
  await refund('q2Start', 4_200, at('2026-08-10T15:00:00Z')); // counts with its charge, in Q2
  await tip(priya, 'q2Start', 1_500, at('2026-07-15T16:00:00Z')); // Q3
  await charge(priya, 'cancelled', at('2026-09-30T12:00:00Z'), [6_000], 'cancellation'); // Q3
  await charge(priya, 'wholly', at('2026-08-01T12:00:00Z'), [3_000]); // Q3, refunded in full
  await refund('wholly', 3_150, at('2026-08-02T12:00:00Z'));
  await charge(priya, 'newYearsEve', at('2027-01-01T04:30:00Z'), [5_000]); // Dec 31, 23:30 EST
  await charge(priya, 'nextYear', at('2027-01-01T05:30:00Z'), [7_000]); // 2027
  // Nadia: one service, no tax details.
  await charge(nadia, 'nadia', at('2026-05-20T14:00:00Z'), [6_000]);
  // Payouts of everything so far, dated in Q4.
  await runWeeklyPayouts(ctx, new Date(Date.now() + 8 * 86_400_000));
  await backdate(sql`${ledgerEntries.payoutId} is not null`, at('2026-11-02T11:00:00Z'));
  // Not paid out yet, so refundable after the return is filed.
  await charge(priya, 'late', at('2026-10-15T14:00:00Z'), [9_000]);
}, 120_000);
afterAll(() => t.close());

/**
 * Two contexts on one database, as two processes have: on PostgreSQL each with its own pool
 * and job runner (LISTEN connection included); the embedded database serves one process, so
 * there they share it, each with a runner of its own. The runners are stopped after `run`.
 */
async function withTwoProcesses(run: (contexts: [AppContext, AppContext]) => Promise<void>) {
  const url = t.database.connectionString;
  const second = url ? await openDb({ databaseUrl: url, migrate: false, poolSize: 2 }) : t.database;
  const runners = await Promise.all(
    [t.database, second].map((database) =>
      startJobs({
        database,
        mailer: recordingMailer(),
        log: quietLog(),
        pollingIntervalSeconds: 0.2,
      }),
    ),
  );
  try {
    const [first, other] = [t.database, second].map((database, i) => ({
      ...ctx,
      database,
      db: database.db,
      jobs: runners[i]!,
    }));
    await run([first!, other!]);
  } finally {
    await Promise.all(runners.map((runner) => runner.stop()));
    if (second !== t.database) await second.close();
  }
}

/** Who was sent the statement for `year`: each artist once, sorted by id. */
async function statementEmails(year: number): Promise<string[]> {
  const sent = await t.database.db
    .select({ to: sql<string>`${jobs.data}->>'to'` })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, 'send-email'),
        like(sql`${jobs.data}->>'subject'`, `Your ${year} earnings statement%`),
      ),
    );
  const ids = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        sent.map((row) => row.to),
      ),
    );
  return sent.map((row) => ids.find((user) => user.email === row.to)!.id).sort();
}

/** The figures computed here from raw ledger lines, independently of the server's query. */
async function ledgerFigures(artistId: string, year: number): Promise<QuarterFigures[]> {
  const lines = await t.database.db.select().from(ledgerEntries);
  const kinds = new Map(
    (await t.database.db.select().from(payments)).map((p) => [p.id, p] as const),
  );
  const chargeAt = new Map<string, Date>();
  for (const l of lines) {
    if (l.paymentId && !l.refundId) chargeAt.set(l.paymentId, l.createdAt);
  }
  const q = [1, 2, 3, 4].map((quarter) => ({
    quarter,
    grossCents: 0,
    services: 0,
    commissionCents: 0,
    tipsCents: 0,
    refundsCents: 0,
    hstCents: 0,
    taxesWithheldCents: 0,
    payoutsCents: 0,
    considerationCents: 0,
  })) as QuarterFigures[];
  const net = new Map<string, number>();
  for (const l of lines) {
    const payment = l.paymentId ? kinds.get(l.paymentId) : undefined;
    const owner = payment?.artistId ?? l.userId;
    if (owner !== artistId) continue;
    const when = l.paymentId ? chargeAt.get(l.paymentId)! : l.createdAt;
    const period = torontoQuarter(when);
    if (period.year !== year) continue;
    const f = q[period.quarter - 1]!;
    const sale = l.account === 'artist_payable' || l.account === 'commission';
    if (l.paymentId && sale) {
      if (l.refundId) f.refundsCents += l.amountCents;
      else f.grossCents -= l.amountCents;
      if (payment?.kind === 'service') {
        const key = `${period.quarter}:${l.paymentId}`;
        net.set(key, (net.get(key) ?? 0) + l.amountCents);
      }
    }
    if (l.paymentId && l.account === 'commission') f.commissionCents -= l.amountCents;
    if (!l.paymentId && !l.payoutId && l.account === 'artist_payable') f.tipsCents -= l.amountCents;
    if (l.payoutId && l.account === 'artist_payable') f.payoutsCents += l.amountCents;
    if (l.account === 'artist_hst') f.hstCents -= l.amountCents;
  }
  for (const [key, amount] of net) {
    if (amount < 0) q[Number(key.split(':')[0]) - 1]!.services += 1;
  }
  for (const f of q) {
    f.considerationCents = f.grossCents - f.refundsCents - f.commissionCents + f.tipsCents;
  }
  return q;
}

describe('tax details', () => {
  it('refuse a bad SIN, postal code or date of birth with a 400 naming the field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ sin: '046 454 287' }, 'sin'],
      [{ sin: '12345' }, 'sin'],
      [{ postalCode: '12345' }, 'postalCode'],
      [{ dateOfBirth: '2015-01-01' }, 'dateOfBirth'],
      [{ dateOfBirth: '2099-01-01' }, 'dateOfBirth'],
      [
        { kind: 'business', businessNumber: '123456789', businessName: 'Glow Inc.' },
        'businessNumber',
      ],
    ];
    for (const [change, field] of cases) {
      const res = await request('PUT', '/api/tax-details', priya.token, { ...details, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json<{ error: { fields: object } }>().error.fields)).toContain(field);
    }
  });

  it('are saved sealed and only ever answered masked', async () => {
    const res = await request('PUT', '/api/tax-details', priya.token, details);
    expect(res.statusCode).toBe(200);
    const view = TaxDetailsView.parse(res.json());
    expect(view).toMatchObject({ complete: true, kind: 'individual', maskedNumber: '***-***-286' });
    expect(res.body).not.toMatch(SECRET);
    const again = await request('GET', '/api/tax-details', priya.token);
    expect(again.json()).toMatchObject({ complete: true, maskedNumber: '***-***-286' });
    expect(again.body).not.toMatch(SECRET);
  });

  it('are for artists only: a customer cannot read or write any', async () => {
    expect((await request('GET', '/api/tax-details', customer.token)).statusCode).toBe(403);
    expect((await request('PUT', '/api/tax-details', customer.token, details)).statusCode).toBe(
      403,
    );
  });

  it('leave no SIN or date of birth in the clear anywhere in the database', async () => {
    const tables = rowsOf<{ table_name: string }>(
      await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    expect(tables.length).toBeGreaterThan(10);
    let dump = '';
    for (const { table_name } of tables) {
      const rows = rowsOf<{ row: string }>(
        await t.database.db.execute(
          sql`select row_to_json(x)::text as row from ${sql.identifier(table_name)} x`,
        ),
      );
      dump += rows.map((r) => r.row).join('\n');
    }
    expect(dump).toContain('***-***-286');
    expect(dump).not.toMatch(SECRET);
  });
});

describe('the statement', () => {
  it('gives each quarter of the year the ledger’s figures, by Toronto time', async () => {
    const res = await request('GET', '/api/tax/statements/2026', priya.token);
    expect(res.statusCode).toBe(200);
    const statement = TaxStatement.parse(res.json());
    expect(statement.quarters).toEqual(await ledgerFigures(priya.id, 2026));
    // The edges, by hand: 20% commission on each service.
    const [q1, q2, q3, q4] = statement.quarters;
    expect(q1).toMatchObject({ grossCents: 10_000, commissionCents: 2_000, services: 1 });
    expect(q2).toMatchObject({ grossCents: 8_000, refundsCents: 4_000, services: 1 });
    expect(q3).toMatchObject({ tipsCents: 1_500, services: 0, grossCents: 3_000 + 3_000 });
    expect(q4).toMatchObject({ grossCents: 5_000 + 9_000, services: 2 });
    expect(q4!.payoutsCents).toBeGreaterThan(0);
    expect(statement.years).toContain(2026);
  });

  it('comes as CSV with the same figures', async () => {
    const res = await request('GET', '/api/tax/statements/2026/csv', priya.token);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const rows = res.body
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]![0]).toBe('Period');
    expect(rows[1]).toEqual([
      '2026 Q1',
      '100.00',
      '1',
      '20.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '80.00',
    ]);
    expect(rows[5]![0]).toBe('2026 total');
  });

  it('names its columns and periods in the artist’s language, the figures unchanged', async () => {
    await t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, priya.id));
    try {
      const res = await request('GET', '/api/tax/statements/2026/csv', priya.token);
      const [header, first, , , , total] = res.body.trim().split('\r\n');
      expect(header).toBe(
        'Période,Payé par les clientes pour les services,Services,Commission retenue,Pourboires,Remboursements,TVH perçue,Impôts retenus,Versements,Contrepartie déclarée',
      );
      expect(first).toBe('2026 T1,100.00,1,20.00,0.00,0.00,0.00,0.00,0.00,80.00');
      expect(total!.split(',')[0]).toBe('Total 2026');
    } finally {
      await t.database.db.update(users).set({ locale: 'en-CA' }).where(eq(users.id, priya.id));
    }
  });
});

interface Parsed {
  Submission: {
    T619: Record<string, unknown>;
    Return: {
      PartXX: {
        PartXXBody: { PlatformOperator: Record<string, unknown>; ReportableSeller: unknown };
      };
    };
  };
}

/** The parsed document: any element by name (text nodes are read with String()). */
interface Xml {
  [name: string]: Xml;
}

/** An element's text (an element with attributes keeps it under '#text'). */
const text = (node: Xml | undefined): string => {
  const value: unknown = node && typeof node === 'object' ? node['#text'] : node;
  return typeof value === 'string' ? value : '';
};

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const cents = (node: unknown) =>
  Math.round(Number((node as { '#text': string })['#text'] ?? node) * 100);

function sellersOf(xml: string) {
  const doc = parse(xml, {
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseNodeValue: false,
  }) as Parsed;
  const body = doc.Submission.Return.PartXX.PartXXBody;
  return { doc, body, sellers: asList(body.ReportableSeller as Xml | Xml[]) };
}

function quartersOf(seller: Xml) {
  const s = seller.RelevantActivities!.PersonalServices!;
  return [1, 2, 3, 4].map((q) => ({
    considerationCents: cents(s.Consideration![`ConsQ${q}`]),
    services: Number(s.NumberOfActivities![`NumbQ${q}`]),
    commissionCents: cents(s.Fees![`FeesQ${q}`]),
    taxesWithheldCents: cents(s.Taxes![`TaxQ${q}`]),
  }));
}

describe('the Part XX return', () => {
  it('lists the reportable sellers and whose details are missing', async () => {
    const res = await request('GET', '/api/admin/tax/2026', admin.token);
    const preflight = TaxReturnPreflight.parse(res.json());
    expect(preflight.sellers.map((s) => [s.userId, s.complete]).sort()).toEqual(
      [
        [priya.id, true],
        [nadia.id, false],
      ].sort(),
    );
    expect(preflight.missing).toBe(1);
    expect(preflight.platformMissing).toEqual([]);
    expect(res.body).not.toMatch(SECRET);
    expect((await request('GET', '/api/admin/tax/2026', priya.token)).statusCode).toBe(403);
  });

  it('is not generated while details are missing: the answer names whose', async () => {
    const res = await request('POST', '/api/admin/tax/2026/return', admin.token, {});
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(
      /missing for: Test User/,
    );
    expect(await t.database.db.$count(auditLog, eq(auditLog.action, 'read-tax-details'))).toBe(0);
  });

  it('reports them as not provided when told, with every figure from the ledger', async () => {
    const res = await request('POST', '/api/admin/tax/2026/return', admin.token, {
      reportMissingAsNotProvided: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/part-xx-2026-original\.xml/);
    const { doc, body, sellers } = sellersOf(res.body);
    expect(doc.Submission.T619).toMatchObject({
      rpt_tcd: 'O',
      trnmtr_nbr: 'MM555555',
      summ_cnt: '1',
    });
    expect(body.PlatformOperator).toMatchObject({
      BN15: '123456782RZ0001',
      Name: 'Blush Marketplace Inc.',
    });
    expect(sellers).toHaveLength(2);
    for (const seller of sellers) {
      const ind = seller.Identity!.IndividualSeller!.Standard!.IndSellerID!;
      const tin = ind.TIN!;
      const isPriya = text(tin) === SIN;
      const expected = await ledgerFigures(isPriya ? priya.id : nadia.id, 2026);
      expect(quartersOf(seller)).toEqual(
        expected.map((q) => ({
          considerationCents: q.considerationCents,
          services: q.services,
          commissionCents: q.commissionCents,
          taxesWithheldCents: q.taxesWithheldCents,
        })),
      );
      expect(text(seller.Identity!.FinancialIdentifier!.Identifier)).toMatch(/^acct_/);
      if (isPriya) {
        expect(ind.BirthInfo!.BirthDate).toBe(DOB);
        expect(ind.Name).toEqual({ FirstName: 'Priya Raman', LastName: 'Shah' });
        expect(ind.Address!.AddressFix!.PostCode).toBe('M5H 2N2');
      } else {
        expect(tin).toMatchObject({ '#text': 'NOTIN', '@unknown': '1' });
      }
      expect(seller.DocSpec!.DocTypeIndic).toBe('OECD1');
    }
    // The one set of details read was audited.
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'read-tax-details'));
    expect(reads.map((r) => [r.actorId, r.targetUserId])).toEqual([[admin.id, priya.id]]);
  });

  it('makes an amended return available when a refund changes the filed year', async () => {
    const before = TaxReturnPreflight.parse(
      (await request('GET', '/api/admin/tax/2026', admin.token)).json(),
    );
    expect(before.amendmentDue).toBe(false);
    await refund('late', 2_100, new Date());
    const after = TaxReturnPreflight.parse(
      (await request('GET', '/api/admin/tax/2026', admin.token)).json(),
    );
    expect(after.amendmentDue).toBe(true);
    const res = await request('POST', '/api/admin/tax/2026/return', admin.token, {
      reportMissingAsNotProvided: true,
    });
    const { doc, sellers } = sellersOf(res.body);
    expect(doc.Submission.T619.rpt_tcd).toBe('A');
    const priyaRecord = sellers.find(
      (s) => text(s.Identity!.IndividualSeller!.Standard!.IndSellerID!.TIN) === SIN,
    )!;
    expect(priyaRecord.DocSpec!.DocTypeIndic).toBe('OECD2');
    expect(text(priyaRecord.DocSpec!.CorrDocRefId)).toMatch(/^CA2026CA-123456782-/);
    const q4 = (await ledgerFigures(priya.id, 2026))[3]!;
    expect(quartersOf(priyaRecord)[3]!.considerationCents).toBe(q4.considerationCents);
    expect(q4.refundsCents).toBe(2_000);
    const final = TaxReturnPreflight.parse(
      (await request('GET', '/api/admin/tax/2026', admin.token)).json(),
    );
    expect(final.amendmentDue).toBe(false);
    expect(final.filings.map((f) => f.kind)).toEqual(['amended', 'original']);
  });
});

describe('reminders and the January copy', () => {
  it('remind an artist without details twice at most, then hold her payouts', async () => {
    const day = 86_400_000;
    const start = new Date();
    // Nadia reads Blush in French: her reminder is written in French.
    await t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, nadia.id));
    await remindMissingTaxDetails(ctx, start);
    const [nadiaRow] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, nadia.id));
    const sent = await t.database.db
      .select({
        subject: sql<string>`${jobs.data}->>'subject'`,
        text: sql<string>`${jobs.data}->>'text'`,
      })
      .from(jobs)
      .where(and(eq(jobs.queue, 'send-email'), sql`${jobs.data}->>'to' = ${nadiaRow!.email}`));
    const subjects = sent.map((mail) => mail.subject);
    expect(subjects).toContain('Blush a besoin de vos renseignements fiscaux');
    expect(subjects).not.toContain('Blush needs your tax details');
    const reminder = sent.find((mail) => mail.subject.startsWith('Blush a besoin'));
    expect(reminder!.text).toContain('Paramètres → Renseignements fiscaux');
    await t.database.db.update(users).set({ locale: 'en-CA' }).where(eq(users.id, nadia.id));

    await remindMissingTaxDetails(ctx, start); // the same day: nothing more
    await remindMissingTaxDetails(ctx, new Date(start.getTime() + 31 * day));
    await remindMissingTaxDetails(ctx, new Date(start.getTime() + 62 * day));
    await remindMissingTaxDetails(ctx, new Date(start.getTime() + 92 * day));
    const [state] = await t.database.db
      .select()
      .from(taxReminders)
      .where(eq(taxReminders.userId, nadia.id));
    expect(state).toMatchObject({ count: 2 });
    expect(state!.heldSince).not.toBeNull();
    expect(
      await t.database.db.select().from(taxReminders).where(eq(taxReminders.userId, priya.id)),
    ).toEqual([]);
    const view = await request('GET', '/api/tax-details', nadia.token);
    expect(view.json()).toMatchObject({ complete: false, reminders: 2 });
    expect(view.json<{ payoutsHeldSince: string | null }>().payoutsHeldSince).not.toBeNull();
    // Held: her new earnings wait.
    await charge(nadia, 'held', new Date(), [4_000]);
    await runWeeklyPayouts(ctx, new Date(Date.now() + 15 * 86_400_000));
    const [heldPayment] = await t.database.db
      .select({ payoutId: payments.payoutId })
      .from(payments)
      .where(eq(payments.bookingId, bookingIds.held!));
    expect(heldPayment!.payoutId).toBeNull();
    // Giving her details ends the hold.
    await request('PUT', '/api/tax-details', nadia.token, {
      ...details,
      kind: 'business',
      sin: undefined,
      businessNumber: '123 456 782',
      businessName: 'Nadia Hair Studio',
    });
    const [released] = await t.database.db
      .select()
      .from(taxReminders)
      .where(eq(taxReminders.userId, nadia.id));
    expect(released!.heldSince).toBeNull();
  });

  it('e-mails each reported artist her figures once in January, two processes at once', async () => {
    await withTwoProcesses(async ([a, b]) => {
      const january = new Date('2027-01-15T14:00:00Z');
      const sent = await Promise.all([sendSellerCopies(a, january), sendSellerCopies(b, january)]);
      expect(sent[0] + sent[1]).toBe(2);
      expect(await sendSellerCopies(a, january)).toBe(0);
    });
    expect(await statementEmails(2026)).toEqual([priya.id, nadia.id].sort());
  });

  it('runs its January tick once on two job runners, which send each copy once', async () => {
    const runs: string[] = [];
    await withTwoProcesses(async (contexts) => {
      // The same schedule as the product's, on a name of its own: its January is 2028's.
      const name = 'tax-seller-copies:two-runners';
      for (const [i, runner] of contexts.entries()) {
        await runner.jobs.every(name, SELLER_COPY_SCHEDULE, async () => {
          runs.push(`runner ${i}`);
          await sendSellerCopies(runner, new Date('2028-01-15T14:00:00Z'));
        });
      }
      // January 15 has come: both runners find the tick due at once.
      await t.database.db
        .update(jobSchedules)
        .set({ nextRunAt: sql`now()` })
        .where(eq(jobSchedules.name, name));
      await eventually(async () => {
        const [tick] = await t.database.db.select().from(jobs).where(eq(jobs.queue, name));
        return tick?.state === 'done';
      });
    });
    expect(runs).toHaveLength(1);
    // Priya alone was paid in 2027 (New Year's Day).
    expect(await statementEmails(2027)).toEqual([priya.id]);
  });

  it('never let a digit of the SIN or date of birth out: logs, errors, e-mails, /dev/mail', async () => {
    const mail = await t.database.db.select().from(devMail);
    const queued = rowsOf<{ data: unknown }>(
      await t.database.db.execute(sql`select data from jobs`),
    );
    const devMailPage = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(logs.length).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(10);
    for (const text of [
      ...logs,
      ...answers.filter((a) => !a.includes('<Submission')),
      ...mail.map((m) => JSON.stringify(m)),
      ...queued.map((j) => JSON.stringify(j.data)),
      devMailPage.body,
    ]) {
      expect(text).not.toMatch(SECRET);
    }
  });
});
