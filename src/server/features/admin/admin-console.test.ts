import { eq, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminMoney,
  AdminOverview,
  AuditPage,
  HelpInbox,
  PageViewStats,
  SentEmails,
} from '#shared/schemas/admin.ts';
import {
  BROKEN_CHARACTER,
  CONTROL_CHARACTER,
  INVISIBLE_CHARACTER,
  ONE_LINE,
} from '#shared/schemas/common.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import {
  auditLog,
  helpMessages,
  ledgerEntries,
  pageViews,
  payments,
  payouts,
  profiles,
  reviewComments,
  simulatedGatewayObjects,
} from '#server/db/schema/index.ts';
import { errorOf } from '#tests/support/fixtures/bookings.fixtures.ts';
import {
  connectPayout,
  makeArtist,
  makeBooking,
  saveCardId,
} from '#tests/support/fixtures/payments.fixtures.ts';
import { chargeBooking } from '#server/money/charge-booking.ts';
import { startSmtpSink, type SmtpSink } from '#tests/support/smtp-sink.ts';
import { bearer, createTestApp, eventually, type TestApp } from '#tests/support/test-app.ts';

/** Issue 16: the overview, admin e-mail, help inbox, money and page views. */
let t: TestApp;
let sink: SmtpSink;
let admin: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    SMTP_URL: sink.url,
    LOG_LEVEL: 'error',
    PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z',
  });
  admin = await t.signUp({ role: 'Admin' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const get = (url: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload?: unknown, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function mailTo(to: string, subject: RegExp) {
  return eventually(async () => {
    for (const raw of sink.messages) {
      const mail = await PostalMime.parse(raw);
      const addressed = mail.to?.some((a) => a.address?.toLowerCase() === to.toLowerCase());
      if (addressed && subject.test(mail.subject ?? '')) return mail;
    }
    return null;
  });
}

describe('POST /api/user/admin-email', () => {
  const message = {
    email: 'maya@example.com',
    subject: 'About your booking',
    title: 'Hello Maya',
    html: '<p onclick="steal()">We <strong>refunded</strong> you.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://evil.example/p.gif">',
    buttonText: 'See your bookings',
    url: 'https://blush.test/bookings-user',
  };

  it('sends the sanitised HTML in the branded layout through the queue, and lists it with its sender', async () => {
    const res = await post('/api/user/admin-email', message);
    expect(res.statusCode).toBe(200);
    const mail = await mailTo('maya@example.com', /About your booking/);
    expect(mail.html).toContain('We <strong>refunded</strong> you.');
    expect(mail.html).toContain('Hello Maya');
    expect(mail.html).toContain('href="https://blush.test/bookings-user"');
    expect(mail.html).toContain('Blush');
    for (const bad of ['<script', 'onclick', 'javascript:', 'evil.example']) {
      expect(mail.html).not.toContain(bad);
    }
    expect(mail.text).toContain('We refunded you.');

    const sent = SentEmails.parse((await get('/api/admin/emails')).json());
    expect(sent.emails[0]).toMatchObject({
      toEmail: 'maya@example.com',
      subject: 'About your booking',
      sentBy: 'Test User',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'send-email'));
    expect(entry).toMatchObject({ actorId: admin.id, subjectId: sent.emails[0]!.id });
  });

  it('previews exactly what would be sent', async () => {
    const res = await post('/api/admin/emails/preview', { html: message.html });
    expect(res.json<{ html: string }>().html).toBe(
      '<p>We <strong>refunded</strong> you.</p><a rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('refuses a bad URL, a button without one, and over-long fields, naming each', async () => {
    const bad = await post('/api/user/admin-email', {
      ...message,
      url: 'javascript:alert(1)',
      subject: 's'.repeat(121),
      title: 't'.repeat(121),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      url: 'must be a web address starting with https://',
      subject: 'must be at most 120 characters',
      title: 'must be at most 120 characters',
    });
    const noUrl = await post('/api/user/admin-email', { ...message, url: '' });
    expect(errorOf(noUrl).fields).toEqual({ url: 'is required with a button' });
    const noEmail = await post('/api/user/admin-email', { ...message, email: 'nope' });
    expect(errorOf(noEmail).fields).toEqual({ email: 'must be a valid e-mail address' });
  });
});

describe('the help inbox', () => {
  it('lists messages, replies by e-mail (marked answered), and closes them, each audited', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/help',
      payload: { email: 'rita@example.com', issue: 'charge-problem', text: 'Charged twice.' },
    });
    expect(sent.statusCode).toBe(200);
    const inbox = HelpInbox.parse((await get('/api/admin/help')).json());
    const message = inbox.messages.find((m) => m.email === 'rita@example.com')!;
    expect(message).toMatchObject({ status: 'open', issueLabel: 'Charge is incorrect' });

    const reply = await post(`/api/admin/help/${message.id}/reply`, {
      subject: 'Your charge',
      text: 'We refunded the second charge.',
    });
    expect(reply.statusCode).toBe(200);
    const mail = await mailTo('rita@example.com', /Your charge/);
    expect(mail.text).toContain('We refunded the second charge.');
    const answered = HelpInbox.parse((await get('/api/admin/help?status=answered')).json());
    expect(answered.messages.map((m) => m.id)).toContain(message.id);

    expect(
      (await post(`/api/admin/help/${message.id}/status`, { status: 'closed' })).statusCode,
    ).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(helpMessages)
      .where(eq(helpMessages.id, message.id));
    expect(row!.status).toBe('closed');
    const audit = AuditPage.parse((await get('/api/admin/audit?q=')).json());
    expect(audit.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['help-reply', 'help-status']),
    );

    expect(
      (
        await post('/api/admin/help/00000000-0000-4000-8000-000000000000/status', {
          status: 'closed',
        })
      ).statusCode,
    ).toBe(404);
    const badStatus = await post(`/api/admin/help/${message.id}/status`, { status: 'done' });
    expect(errorOf(badStatus).fields).toHaveProperty('status');
  });

  it('refuses a reply with a broken, reversing or invisible character, naming the field', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/user/help',
      payload: { email: 'sam@example.com', issue: 'charge-problem', text: 'Where is my refund?' },
    });
    const inbox = HelpInbox.parse((await get('/api/admin/help')).json());
    const message = inbox.messages.find((m) => m.email === 'sam@example.com')!;
    const cases: Array<[Record<string, string>, string, string]> = [
      // A lone surrogate once reached PostgreSQL's json (the audit entry, the e-mail job): a 500.
      [{ subject: '\ud800', text: 'x' }, 'subject', BROKEN_CHARACTER],
      [{ subject: 'Refund \u202Ednufer', text: 'x' }, 'subject', INVISIBLE_CHARACTER],
      [{ subject: 'Re\u200Bfund', text: 'x' }, 'subject', INVISIBLE_CHARACTER],
      [{ subject: 'Refund', text: 'x\u0085y' }, 'text', CONTROL_CHARACTER],
      [{ subject: 'Re: your\nrefund', text: 'x' }, 'subject', ONE_LINE],
    ];
    for (const [body, field, problem] of cases) {
      const reply = await post(`/api/admin/help/${message.id}/reply`, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(reply).fields).toEqual({ [field]: problem });
    }
    // A joiner inside an emoji is welcome in the reply's text; the ticket is answered once.
    const fine = await post(`/api/admin/help/${message.id}/reply`, {
      subject: 'Your refund',
      text: 'Done 👩\u200D💻',
    });
    expect(fine.statusCode).toBe(200);
    expect((await mailTo('sam@example.com', /Your refund/)).text).toContain('Done 👩\u200D💻');
  });

  it('shows a reported comment, which the admin can delete', async () => {
    const artist = await t.signUp();
    await makeArtist(t.database.db, artist.id);
    const author = await t.signUp();
    const booking = await makeBooking(t.database.db, {
      customerId: author.id,
      artistId: artist.id,
      gatewayCardId: 'pm_none',
      amounts: [8000],
    });
    const [comment] = await t.database.db
      .insert(reviewComments)
      .values({
        artistId: artist.id,
        authorId: author.id,
        bookingId: booking.id,
        subject: 'Rude',
        text: 'Something unkind',
        rating: 1,
      })
      .returning({ id: reviewComments.id });
    const reporter = await t.signUp();
    await t.app.inject({
      method: 'POST',
      url: '/api/user/help',
      headers: bearer(reporter.token),
      payload: {
        email: reporter.email,
        issue: 'report-comment',
        text: 'Please look',
        commentId: comment!.id,
      },
    });
    const inbox = HelpInbox.parse((await get('/api/admin/help')).json());
    const report = inbox.messages.find((m) => m.report?.commentId === comment!.id)!;
    expect(report.report).toMatchObject({ artistId: artist.id, deleted: false });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/review/comment/${artist.id}/${comment!.id}`,
      headers: bearer(admin.token),
    });
    expect(del.statusCode).toBe(200);
    const after = HelpInbox.parse((await get('/api/admin/help')).json());
    expect(after.messages.find((m) => m.id === report.id)!.report!.deleted).toBe(true);
  });
});

describe('page views', () => {
  const view = (path: string, userAgent: string, referrer?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/page-views',
      headers: { 'user-agent': userAgent, 'content-type': 'application/json' },
      payload: { path, ...(referrer ? { referrer } : {}) },
    });
  const phone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';

  it('counts people, not bots, by day, page, referring site and device, keeping nothing personal', async () => {
    expect(
      (await view('/search?q=bridal', phone, 'https://www.instagram.com/p/abc?u=1')).statusCode,
    ).toBe(204);
    await view('/search', desktop);
    await view('/faq', desktop, 'https://blush.test/');
    await view('/search', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    await view('/search', desktop.replace('Chrome', 'HeadlessChrome'));
    await view('/not-a-page/at-all', desktop);
    const rows = await eventually(async () => {
      const all = await t.database.db.select().from(pageViews);
      return all.reduce((n, r) => n + r.views, 0) >= 3 ? all : null;
    });
    expect(rows.reduce((n, r) => n + r.views, 0)).toBe(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          day: torontoDay(new Date()),
          path: '/search',
          referrerHost: 'www.instagram.com',
          device: 'mobile',
          views: 1,
        },
        {
          day: torontoDay(new Date()),
          path: '/faq',
          referrerHost: '',
          device: 'desktop',
          views: 1,
        },
      ]),
    );
    const stats = PageViewStats.parse((await get('/api/admin/page-views?days=30')).json());
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)).toEqual({ day: torontoDay(new Date()), views: 3 });
    expect(stats.topPages[0]).toEqual({ path: '/search', views: 2 });
    expect(stats.topReferrers).toEqual([{ host: 'www.instagram.com', views: 1 }]);
    expect(stats.total).toBe(3);
  });

  it('refuses a malformed view, naming the field', async () => {
    const res = await view('no-slash', desktop);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('path');
  });
});

describe('money', () => {
  /** An artist with a payout account and a charge paid 8 days ago (so due at this Monday's run). */
  async function paidLastWeek() {
    const customer = await t.signUp();
    const artist = await t.signUp();
    await makeArtist(t.database.db, artist.id, new Date('2026-01-05T15:00:00Z'));
    await connectPayout(t.app, artist.token);
    const cardId = await saveCardId(t.app, customer.token);
    const booking = await makeBooking(t.database.db, {
      customerId: customer.id,
      artistId: artist.id,
      gatewayCardId: cardId,
      amounts: [8000, 4550],
    });
    const payment = await chargeBooking(t.app.context, { bookingId: booking.id, kind: 'service' });
    await t.database.db
      .update(payments)
      .set({ paidAt: sql`now() - interval '8 days'` })
      .where(eq(payments.id, payment!.id));
    return { artist, booking };
  }

  it('"Run payouts now" twice at once pays each artist once, and the ledger sums to zero', async () => {
    const scenes = await Promise.all([paidLastWeek(), paidLastWeek(), paidLastWeek()]);
    const before = AdminMoney.parse((await get('/api/admin/money')).json());
    expect(before.dueNowCents).toBeGreaterThanOrEqual(3 * 10040);

    const [a, b] = await Promise.all([
      post('/api/admin/payouts/run'),
      post('/api/admin/payouts/run'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const paid = [a, b].map((r) => r.json<{ paid: number }>().paid);
    expect(paid[0]! + paid[1]!).toBe(3);

    for (const { artist } of scenes) {
      const rows = await t.database.db
        .select()
        .from(payouts)
        .where(eq(payouts.artistId, artist.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ amountCents: 10040, status: 'paid' });
    }
    const gatewayPayouts = await t.database.db
      .select()
      .from(simulatedGatewayObjects)
      .where(eq(simulatedGatewayObjects.kind, 'payout'));
    expect(gatewayPayouts).toHaveLength(3);

    const again = await post('/api/admin/payouts/run');
    expect(again.json()).toMatchObject({ paid: 0, message: 'Nothing to pay out right now' });

    const money = AdminMoney.parse((await get('/api/admin/money')).json());
    expect(money.ledger.sumCents).toBe(0);
    const [{ total }] = (await t.database.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)) as [{ total: string }];
    expect(Number(total)).toBe(0);
    expect(money.payouts.filter((p) => p.status === 'paid').length).toBeGreaterThanOrEqual(3);
    const runs = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'run-payouts'));
    expect(runs).toHaveLength(3);
  });

  it('counts this week in the overview', async () => {
    const overview = AdminOverview.parse((await get('/api/admin/overview')).json());
    expect(overview.users).toBeGreaterThan(5);
    expect(overview.artists).toBeGreaterThanOrEqual(4);
    expect(Object.keys(overview.bookingsThisWeek)).toContain('request');
    expect(overview.money.chargedCents).toBeGreaterThanOrEqual(0);
  });

  it('retries a failed charge on its card', async () => {
    const customer = await t.signUp();
    const artist = await t.signUp();
    await makeArtist(t.database.db, artist.id);
    await connectPayout(t.app, artist.token);
    const cardId = await saveCardId(t.app, customer.token, '4000000000000341');
    const booking = await makeBooking(t.database.db, {
      customerId: customer.id,
      artistId: artist.id,
      gatewayCardId: cardId,
      amounts: [8000],
    });
    const payment = await chargeBooking(t.app.context, { bookingId: booking.id, kind: 'service' });
    expect(payment!.status).toBe('failed');
    const res = await post(`/api/admin/payments/${booking.id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toMatch(/failed again/);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(row).toMatchObject({ status: 'failed', attempt: 2 });

    // Mark resolved: it leaves the follow-up list, with the reason in the audit log.
    const failedIds = async () =>
      (await get('/api/admin/payments?status=failed'))
        .json<{ payments: Array<{ bookingId: string }> }>()
        .payments.map((p) => p.bookingId);
    expect(await failedIds()).toContain(booking.id);
    const noReason = await post(`/api/admin/payments/${booking.id}/resolve`, { reason: '' });
    expect(errorOf(noReason).fields).toEqual({ reason: 'is required' });
    const resolved = await post(`/api/admin/payments/${booking.id}/resolve`, {
      reason: 'Paid cash to the artist',
    });
    expect(resolved.statusCode).toBe(200);
    expect(await failedIds()).not.toContain(booking.id);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'resolve-charge'));
    expect(entry).toMatchObject({ subjectId: booking.id, reason: 'Paid cash to the artist' });
    expect(
      (await post('/api/admin/payments/00000000-0000-4000-8000-000000000000/retry')).statusCode,
    ).toBe(404);
  });
});

describe('the overview', () => {
  it('shows the oldest verification wait and whether it is past the 2-hour promise', async () => {
    const artist = await t.signUp();
    await makeArtist(t.database.db, artist.id, null);
    await t.database.db
      .update(profiles)
      .set({ submittedAt: sql`now() - interval '150 minutes'` })
      .where(eq(profiles.userId, artist.id));
    const overview = AdminOverview.parse((await get('/api/admin/overview')).json());
    expect(overview.waiting).toBeGreaterThanOrEqual(1);
    expect(overview.late).toBe(true);
    expect(Date.now() - Date.parse(overview.oldestWaitingSince!)).toBeGreaterThan(2 * 3_600_000);
  });
});
