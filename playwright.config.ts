import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';
import { GEOCODER_PORT, OIDC_PORT, PORT, PSEUDO_PORT } from './tests/support/e2e-ports.ts';

const baseURL = `http://127.0.0.1:${PORT}`;
const pseudoURL = `http://127.0.0.1:${PSEUDO_PORT}`;
/** A local geocoder with recorded answers stands in for Photon (tests/e2e/at-home.spec.ts). */
const geocoderUrl = `http://127.0.0.1:${GEOCODER_PORT}/api`;

/** A local OpenID provider stands in for Google, so social sign-in runs for real. */
const oidc = {
  issuer: `http://127.0.0.1:${OIDC_PORT}`,
  clientId: 'blush-e2e',
  clientSecret: 'blush-e2e-secret-0123456789',
};

/** The app's settings on `port`: a fresh embedded database with the demo data. */
function appEnv(port: number): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'blush-e2e-')),
    LOG_LEVEL: 'warn',
    // Each test is a person of their own behind a local proxy (fixtures.ts sets
    // X-Forwarded-For), so per-address limits count people, not the whole suite.
    TRUST_PROXY: 'loopback',
    // WebAuthn refuses IP addresses: the passkey tests open the app as localhost.
    PASSKEY_ORIGIN: `http://localhost:${port}`,
    GOOGLE_CLIENT_ID: oidc.clientId,
    GOOGLE_CLIENT_SECRET: oidc.clientSecret,
    GOOGLE_ISSUER: oidc.issuer,
    GEOCODER_URL: geocoderUrl,
    // An unread message is e-mailed after 20 seconds (5 minutes in production), so the
    // messages spec can watch the e-mail arrive.
    MESSAGE_EMAIL_DELAY_SECONDS: '20',
    // The platform is registered for GST/HST: its fee carries 13%, and a registered
    // artist's receipt shows both numbers (tests/e2e/pricing.spec.ts).
    PLATFORM_HST_NUMBER: '100000009RT0001',
    // The platform's own details on the Part XX return (tests/e2e/tax.spec.ts downloads it).
    TAX_PLATFORM_LEGAL_NAME: 'Blush Marketplace Inc.',
    TAX_PLATFORM_BN: '123456782',
    TAX_PLATFORM_RZ_ACCOUNT: 'RZ0001',
    TAX_PLATFORM_ADDRESS: '1 Yonge St',
    TAX_PLATFORM_CITY: 'Toronto',
    TAX_PLATFORM_POSTAL_CODE: 'M5E 1W7',
  };
}

/** End-to-end: the built app on a fresh embedded database with demo data, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-output/playwright.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    timezoneId: 'Europe/Paris',
    locale: 'en-CA',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx tests/support/oidc-server.ts',
      url: `${oidc.issuer}/.well-known/openid-configuration`,
      // Generous: a fresh copy compiles the helpers with tsx on first start, on a busy machine.
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_REDIRECT_URI: `${baseURL}/oauth/google`,
        OIDC_CLIENT_ID: oidc.clientId,
        OIDC_CLIENT_SECRET: oidc.clientSecret,
      },
    },
    {
      command: 'node_modules/.bin/tsx tests/support/fake-geocoder-server.ts',
      url: `${geocoderUrl}?q=ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { GEOCODER_PORT: String(GEOCODER_PORT) },
    },
    {
      // What README tells people to run: it builds the web app for production when its sources
      // changed, seeds the demo data and serves.
      command: 'npm start',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: appEnv(PORT),
    },
    {
      // The same app in the pseudo-locale, on a database of its own, for the leak sweep
      // (tests/e2e/pseudo-locale.spec.ts). It starts once the first has built the web app.
      command: 'npm start',
      url: `${pseudoURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { ...appEnv(PSEUDO_PORT), PSEUDO_LOCALE: '1' },
    },
  ],
});
