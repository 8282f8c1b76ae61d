import { accounts, expect, expectAccessible, signIn, test } from './fixtures.ts';

/** Settings → Calendar: a private subscription address of one's bookings. */
test('a customer subscribes their calendar to their bookings, then replaces and turns off the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, accounts.customer);
  // Through the settings, the way a person finds it (a list on a phone, the side menu on a desk).
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Calendar' }).last().click();
  await expect(page.getByRole('heading', { name: 'Calendar subscription' })).toBeVisible();

  // A link left by an earlier run is turned off first, so the page starts as a newcomer sees it.
  const turnOff = page.getByRole('button', { name: 'Turn off' });
  if (await turnOff.isVisible()) {
    await turnOff.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  }
  await page.getByRole('button', { name: 'Make my calendar link' }).click();
  const field = page.getByRole('textbox', { name: /shown only this once/ });
  await expect(field).toHaveValue(/\/api\/calendar\/feeds\/[\w-]{43}\.ics$/);
  const url = await field.inputValue();
  await expect(page.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal%3A/,
  );
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectAccessible(page, 'calendar settings with a new link');

  // What a calendar program fetches: no sign-in, the address alone.
  const path = new URL(url).pathname;
  const feed = await page.request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain('X-WR-CALNAME:Blush bookings');
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Toronto');

  // A new link: the old address stops at once.
  await page.reload();
  await expect(page.getByText(/You made your calendar link on .+ (EST|EDT)\./)).toBeVisible();
  await expect(page.getByText(/A calendar app last read it on/)).toBeVisible();
  await page.getByRole('button', { name: 'Make a new link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make a new link' }).click();
  await expect(field).not.toHaveValue(url);
  expect((await page.request.get(path)).status()).toBe(404);
  const newPath = new URL(await field.inputValue()).pathname;
  expect((await page.request.get(newPath)).status()).toBe(200);

  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Your calendar address no longer works.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make my calendar link' })).toBeVisible();
  expect((await page.request.get(newPath)).status()).toBe(404);
  await expectAccessible(page, 'calendar settings, turned off');
});
