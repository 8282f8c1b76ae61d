import type { Locator, Page } from '@playwright/test';
import { chloe, expect, expectAccessible, signIn, test } from './fixtures.ts';

/** Keisha's Lash Extensions need her patch test 48 hours before (the demo data, decision 0041). */
const keisha = { email: 'keisha@artists.blush.local', password: 'blush-artist' };
const customerFor = (project: string) =>
  project === 'mobile'
    ? { account: { email: 'maya@blush.local', password: 'blush-demo' }, name: /Maya/ }
    : { account: chloe, name: /Chlo/ };

/** Picks the first free time a slot picker shows, going to the next month when it has none. */
async function firstFreeTime(page: Page, within: Locator): Promise<void> {
  const times = within.getByRole('radiogroup', { name: /^Free times on/ });
  for (let month = 0; month < 3 && (await times.count()) === 0; month++) {
    await expect(within.getByText(/Loading the free times/)).toHaveCount(0);
    if ((await times.count()) > 0) break;
    await within
      .getByRole('button', { name: /^Go to / })
      .last()
      .click();
  }
  const first = times.getByRole('radio').first();
  await first.click({ force: true });
  await expect(first).toBeChecked();
}

test('a customer books lashes, is led through the patch test and the health questions first', async ({
  page,
}, testInfo) => {
  // Two people, four steps, a questionnaire and two acceptances: longer than most specs.
  test.setTimeout(120_000);
  const customer = customerFor(testInfo.project.name);
  await signIn(page, customer.account);
  const search = await page.request.get('/api/search?q=keisha');
  const { results } = (await search.json()) as { results: Array<{ artist: { _id: string } }> };
  await page.goto(`/profile/artist/${results[0]!.artist._id}`);
  await page.getByRole('link', { name: /^Book Lash Extensions/ }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  // 1. The patch test first: its own short time, then the lashes' times from 48 hours after.
  const patch = page.getByRole('region', { name: 'Patch test first' });
  await expect(patch.getByText(/Lash Patch Test · 15 min/)).toBeVisible();
  await expect(page.getByText(/Choose your patch test above/)).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expectAccessible(page, 'checkout: patch test');
  await firstFreeTime(page, patch);
  await expect(page.getByText(/48 hours after your patch test\.$/)).toBeVisible();
  await firstFreeTime(page, page.getByRole('region', { name: 'Date' }));
  await expectAccessible(page, 'checkout: service after the patch test');
  await next.click();

  // 2–4: contact, the saved card, and the order.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Contact' })).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Contact number' });
  if ((await phone.count()) > 0 && !(await phone.inputValue())) await phone.fill('416 555 0142');
  await page.getByText('Artist place', { exact: true }).click();
  // Her lashes ask the health questions: private answers, saved before she may go on.
  const health = page.getByRole('region', { name: 'A few health questions' });
  await expect(health.getByText(/reads these, once she accepts your booking/)).toBeVisible();
  await health.getByRole('textbox', { name: /Known allergies/ }).fill('Latex');
  await health
    .getByRole('group', { name: /sensitive skin/ })
    .getByText('Yes')
    .click();
  await health
    .getByRole('group', { name: /contact lenses/ })
    .getByText('No')
    .click();
  await health.getByRole('textbox', { name: /Anything else/ }).fill('Eyes water easily');
  await expect(next).toBeDisabled();
  await expect(page.getByText('Save your answers to the health questions first.')).toBeVisible();
  await expectAccessible(page, 'checkout: health questions');
  await health.getByRole('button', { name: 'Save my answers' }).click();
  await expect(health.getByText('Your health notes are saved.')).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Payment' })).toBeVisible();
  await page.getByText('Visa •••• 4242', { exact: true }).first().click();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Book' })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order.' })).toBeVisible();

  // Both are requests of their own to Keisha, who accepts the patch test.
  await signIn(page, keisha);
  await page.goto('/bookings');
  const rows = page
    .getByRole('list', { name: 'Bookings' })
    .getByRole('button')
    .filter({ hasText: customer.name })
    .filter({ hasText: 'Request' });
  await expect(rows.filter({ hasText: 'Lash Patch Test' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Lash Extensions' })).toHaveCount(1);
  await rows.filter({ hasText: 'Lash Patch Test' }).click();
  const details = page.getByRole('dialog', { name: 'Booking details' });
  await details.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(details.getByText('Accepted').first()).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);

  // The lashes asked the health questions: Keisha reads them once she accepts, never before.
  const lashes = page
    .getByRole('list', { name: 'Bookings' })
    .getByRole('button')
    .filter({ hasText: customer.name })
    .filter({ hasText: 'Lash Extensions' });
  await lashes.click();
  await expect(details.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(details.getByText(/health notes/)).toHaveCount(0);
  await details.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  const notes = details.getByRole('region', { name: /health notes$/ });
  await expect(notes.getByText('Latex')).toBeVisible();
  await expect(notes.getByText('Eyes water easily')).toBeVisible();
  await expectAccessible(page, 'booking details: health notes');
});
