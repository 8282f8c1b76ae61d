import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_ORIGIN, expect, SESSION_COOKIE, sessionCookie, test } from './fixtures.ts';

/**
 * Decision 0027 in Chromium: the session is an HttpOnly cookie no script can read, and a page
 * of another origin cannot use it to change anything.
 */
const person = { email: 'chloe@blush.local', password: 'blush-demo' };

test('signing in sets an HttpOnly session cookie; no token is left where scripts can read it', async ({
  page,
}) => {
  await page.goto('/login-email');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookings' }),
  ).toBeVisible();

  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  // Nothing a script can reach holds it: not local or session storage, not document.cookie.
  const reachable = await page.evaluate(() => {
    const all = (store: Storage) =>
      Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`);
    return [document.cookie, ...all(localStorage), ...all(sessionStorage)];
  });
  expect(reachable.join(' ')).not.toContain(cookie!.value);
  expect(reachable.join(' ')).not.toContain(SESSION_COOKIE);

  // A reload still knows who is signed in: the browser sends the cookie, the app asks the server.
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookings' }),
  ).toBeVisible();
});

test('a request forged by a page of another origin is refused, and the session stays', async ({
  page,
}) => {
  await page.goto('/login-email');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Another port of the same host: the same site, so the browser sends the Lax cookie along,
  // but another origin. Its page signs the visitor out behind their back, if it can.
  const forger = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>You won</title>
      <form method="post" action="${APP_ORIGIN}/api/user/logout"></form>
      <script>document.forms[0].submit();</script>`);
  });
  await new Promise<void>((resolve) => forger.listen(0, '127.0.0.1', resolve));
  const { port } = forger.address() as AddressInfo;
  const forged = page.waitForResponse(`${APP_ORIGIN}/api/user/logout`);
  await page.goto(`http://127.0.0.1:${port}/prize`);
  const answer = await forged;
  forger.close();
  expect((await answer.request().allHeaders()).cookie).toContain(`${SESSION_COOKIE}=`);
  expect(answer.status()).toBe(403);

  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bookings' }),
  ).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(200);
});
