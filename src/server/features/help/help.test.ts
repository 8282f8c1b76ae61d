import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { devMail, helpMessages, rateLimitHits } from '#server/db/schema/index.ts';
import { startSmtpSink } from '#tests/support/smtp-sink.ts';
import {
  createTestApp,
  eventually,
  openTestDb,
  testEnv,
  type TestApp,
} from '#tests/support/test-app.ts';

const message = {
  email: 'sam@example.com',
  issue: 'charge-problem',
  text: 'I was charged <b>twice</b> & need help',
};

describe('POST /api/user/help', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the message, e-mails support with the sender as reply-to, and says so', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/help', payload: message });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email sent successfully' });
    const stored = await t.database.db.select().from(helpMessages);
    expect(stored).toMatchObject([
      { email: message.email, issue: 'charge-problem', text: message.text },
    ]);

    const [mail] = await eventually(async () => {
      const rows = await t.database.db.select().from(devMail);
      return rows.length ? rows : null;
    });
    expect(mail).toMatchObject({
      to: 'support@blush.local',
      replyTo: message.email,
      subject: '[Help] Charge is incorrect',
    });
    expect(mail!.html).toContain('I was charged &lt;b&gt;twice&lt;/b&gt; &amp; need help');
    expect(mail!.text).toContain(message.text);
  });

  it('shows the stored mail as JSON at /dev/mail.json and as a page at /dev/mail', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    const [first] = json.json<Array<Record<string, string>>>();
    expect(first).toMatchObject({
      to: 'support@blush.local',
      subject: '[Help] Charge is incorrect',
    });
    expect(Object.keys(first!)).toEqual(
      expect.arrayContaining(['to', 'subject', 'text', 'html', 'date']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.body).toContain('[Help] Charge is incorrect');
    const body = await t.app.inject({ method: 'GET', url: `/dev/mail/${first!.id}/html` });
    expect(body.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a bad message field by field, with the spec message for a missing value', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/help',
      payload: { email: 'nope', issue: 'other', text: '  ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'validation',
        fields: { email: 'must be a valid e-mail address', text: 'is required' },
      },
    });
    expect(
      res.json<{ error: { fields: Record<string, string> } }>().error.fields.issue,
    ).toBeDefined();
  });

  it('limits each address to 5 messages an hour, counting in the database', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/help',
        payload: message,
        remoteAddress: '203.0.113.9',
        headers,
      });
    for (let i = 0; i < 4; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send().then(() => send());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(limited.json<{ error: { message: string } }>().error.message).toMatch(
      /Too many attempts/,
    );
    const counters = await t.database.db.select().from(rateLimitHits);
    expect(counters.some((c) => c.key.includes('203.0.113.9'))).toBe(true);
  });

  it('shares rate-limit counters between two app instances on one database', async () => {
    const second = await buildApp({ env: testEnv(), database: t.database });
    try {
      const res = await second.inject({
        method: 'POST',
        url: '/api/user/help',
        payload: message,
        remoteAddress: '203.0.113.9',
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('help e-mail over SMTP', () => {
  it('crosses a real SMTP exchange when SMTP_URL is set', async () => {
    const smtp = await startSmtpSink();
    const database = await openTestDb();
    const app = await buildApp({
      env: testEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Blush <hello@blush.test>' }),
      database,
      jobPollingSeconds: 0.5,
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/user/help', payload: message });
      expect(res.statusCode).toBe(200);
      const raw = await eventually(() => Promise.resolve(smtp.messages[0]));
      const parsed = await PostalMime.parse(raw);
      expect(parsed.subject).toBe('[Help] Charge is incorrect');
      expect(parsed.from?.address).toBe('hello@blush.test');
      expect(parsed.to?.[0]?.address).toBe('support@blush.local');
      expect(parsed.replyTo?.[0]?.address).toBe('sam@example.com');
      expect(parsed.text).toContain(message.text);
      expect(parsed.html).toContain('&lt;b&gt;twice&lt;/b&gt;');
      expect(parsed.html).toContain('https://blush.test/help');
    } finally {
      await app.close();
      await database.drop();
      await smtp.close();
    }
  });
});
