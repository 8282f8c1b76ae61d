import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('fills the defaults an embedded start needs', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash', () => {
    expect(parseEnv({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(parseEnv({ PUBLIC_URL: 'https://blush.example/' }).PUBLIC_URL).toBe(
      'https://blush.example',
    );
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    const hops = parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY as (a: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false]);
    expect(() => parseEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: must be true/);
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one readable message', () => {
    const attempt = () =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\/ connection string/);
    expect(attempt).toThrow(/NODE_ENV/);
  });

  it('requires a mail relay and the public address in production, naming each', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: is required in production\n\s+- PUBLIC_URL: is required in production/,
    );
    const env = parseEnv({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://relay:25',
      PUBLIC_URL: 'https://blush.example/',
    });
    expect(env.SMTP_URL).toBe('smtp://relay:25');
    expect(env.PUBLIC_URL).toBe('https://blush.example');
  });

  it('turns the pseudo-locale on for tests only, never in production', () => {
    expect(parseEnv({}).PSEUDO_LOCALE).toBe(false);
    expect(parseEnv({ PSEUDO_LOCALE: '1' }).PSEUDO_LOCALE).toBe(true);
    expect(() => parseEnv({ PSEUDO_LOCALE: 'yes' })).toThrow(/PSEUDO_LOCALE: must be 1/);
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://relay:25',
      PUBLIC_URL: 'https://blush.example',
    };
    expect(parseEnv(production).PSEUDO_LOCALE).toBe(false);
    expect(() => parseEnv({ ...production, PSEUDO_LOCALE: '1' })).toThrow(
      /PSEUDO_LOCALE: is for tests only: refused in production/,
    );
  });

  it('sends production mail as MAIL_FROM, or as hello@ the public host, never from blush.local', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://relay:25' };
    expect(parseEnv({}).MAIL_FROM).toBe('Blush <hello@blush.local>');
    expect(parseEnv({ ...production, PUBLIC_URL: 'https://www.blush.example' }).MAIL_FROM).toBe(
      'Blush <hello@blush.example>',
    );
    expect(
      parseEnv({ ...production, PUBLIC_URL: 'https://blush.example', MAIL_FROM: 'hi@blush.ca' })
        .MAIL_FROM,
    ).toBe('hi@blush.ca');
    // A host mail cannot come from, and no MAIL_FROM: production stops and says what to set.
    for (const url of [
      'http://localhost:3000',
      'https://10.0.0.5',
      'https://[::1]',
      'https://box',
    ]) {
      expect(() => parseEnv({ ...production, PUBLIC_URL: url }), url).toThrow(
        /MAIL_FROM: is required in production when PUBLIC_URL's host \(.+\) cannot send mail; set it to an address at your domain/,
      );
    }
    // Given, it must be at a real domain too; an intranet PUBLIC_URL is fine with one.
    expect(() =>
      parseEnv({
        ...production,
        PUBLIC_URL: 'https://blush.example',
        MAIL_FROM: 'Blush <hello@blush.local>',
      }),
    ).toThrow(
      /MAIL_FROM: must be at a domain that can send mail in production \(not blush.local\)/,
    );
    expect(
      parseEnv({ ...production, PUBLIC_URL: 'https://10.0.0.5', MAIL_FROM: 'Blush <a@blush.ca>' })
        .MAIL_FROM,
    ).toBe('Blush <a@blush.ca>');
    expect(() => parseEnv({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM: must be an address/);
  });

  it('runs one process unless told, and several only on a PostgreSQL server', () => {
    expect(parseEnv({}).PROCESSES).toBe(1);
    expect(() => parseEnv({ PROCESSES: '2' })).toThrow(/PROCESSES: above 1 needs DATABASE_URL/);
    expect(() => parseEnv({ PROCESSES: '0' })).toThrow(/PROCESSES/);
    expect(parseEnv({ PROCESSES: '2', DATABASE_URL: 'postgres://u:p@db/blush' }).PROCESSES).toBe(2);
  });

  it("holds a dead process's jobs a minute unless told: whole seconds, at least one", () => {
    expect(parseEnv({}).JOB_LEASE_SECONDS).toBe(60);
    expect(parseEnv({ JOB_LEASE_SECONDS: '2' }).JOB_LEASE_SECONDS).toBe(2);
    expect(() => parseEnv({ JOB_LEASE_SECONDS: '0' })).toThrow(/JOB_LEASE_SECONDS/);
    expect(() => parseEnv({ JOB_LEASE_SECONDS: '1.5' })).toThrow(/JOB_LEASE_SECONDS/);
  });

  it('wants both halves of a social provider or neither', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => parseEnv({ FACEBOOK_CLIENT_SECRET: 's' })).toThrow(/FACEBOOK_CLIENT_ID/);
    expect(parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).GOOGLE_ISSUER).toBe(
      'https://accounts.google.com',
    );
  });

  it('stores files in S3 only with a bucket and both keys', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    expect(() => parseEnv({ S3_BUCKET: 'blush-uploads' })).toThrow(
      /S3_ACCESS_KEY_ID: is required with S3_BUCKET[\s\S]*S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: is required with S3_ENDPOINT/,
    );
    expect(() => parseEnv({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/must be a valid bucket name/);
    const env = parseEnv({
      S3_BUCKET: 'blush-uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(env.S3_REGION).toBe('ca-central-1');
    expect(env.S3_ENDPOINT).toBeUndefined();
  });

  it('simulates payments unless Stripe is chosen with all three keys', () => {
    const env = parseEnv({});
    expect(env.PAYMENTS_PROVIDER).toBe('simulated');
    expect([env.CUSTOMER_FEE_BPS, env.COMMISSION_BPS, env.PROMOTION_ARTISTS]).toEqual([
      500, 2000, 30,
    ]);
    expect(() => parseEnv({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: is required with PAYMENTS_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_oops' })).toThrow(/must be a Stripe secret key/);
    expect(() => parseEnv({ CUSTOMER_FEE_BPS: '5.5' })).toThrow(/CUSTOMER_FEE_BPS/);
  });

  it('takes map tiles from a https template with {z}, {x} and {y}', () => {
    expect(parseEnv({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(
      /MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/,
    );
    expect(() => parseEnv({ MAP_TILE_URL: 'http://tiles.example/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });
});
