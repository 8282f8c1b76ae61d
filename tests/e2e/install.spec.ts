import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from '#server/root.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '#tests/support/chromium.ts';
import { expect, expectAccessible, test, watchForProblems } from './fixtures.ts';

/** The service worker the e2e server (`npm start` in this folder) serves. */
const WORKER_FILE = path.join(ROOT, 'dist/client/sw.js');

const workerState = () =>
  navigator.serviceWorker.ready.then((registration) => registration.active?.state ?? 'none');

/**
 * On a browser profile of its own: Chromium never offers to install from an incognito
 * profile, which is what every other test's context is.
 */
test('Chromium can install the app; a new release is offered; offline, the offline page says so', async ({
  baseURL,
}, testInfo) => {
  const released = readFileSync(WORKER_FILE, 'utf8');
  const profile = mkdtempSync(path.join(tmpdir(), 'blush-profile-'));
  const { viewport, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...{ baseURL, viewport, isMobile, hasTouch, locale, timezoneId },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const problems: string[] = [];
    await watchForProblems(page, problems);

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Blush home' })).toBeVisible();
    await expect.poll(() => page.evaluate(workerState)).toBe('activated');

    // What Chromium checks before it offers "Install app": the manifest, its icons, the worker.
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The next visit is served through the worker. A new release's worker then waits until
    // the person chooses to reload. (The file changes on disk, as a deploy changes it:
    // Playwright cannot route a worker's own script.)
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // It stays deployed until the test ends: put back at once, it would be one more release.
    writeFileSync(WORKER_FILE, `${released}\n// the next release`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(page.getByText('A new version of Blush is ready.')).toBeVisible();
    // The page comes back rendered by the server: checked once it has loaded, as before its
    // stylesheet is in, the phone's header and the desktop's are both laid out.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText('A new version of Blush is ready.')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Blush home' })).toBeVisible();
    const waiting = () =>
      navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? 'none');
    expect(await page.evaluate(waiting)).toBe('none');

    await context.setOffline(true);
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expectAccessible(page);
    await context.setOffline(false);
    const back = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Try again' }).click();
    await back;
    await expect(page.getByRole('link', { name: 'Blush home' })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    writeFileSync(WORKER_FILE, released);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
