import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures.ts';

/** Each viewport uses its own accounts, so the two runs do not see each other's cards. */
const customerFor = (project: string) =>
  project === 'mobile'
    ? { email: 'maya@blush.local', password: 'blush-demo' }
    : { email: 'chloe@blush.local', password: 'blush-demo' };
const artistFor = (project: string) => ({
  email: project === 'mobile' ? 'amina@artists.blush.local' : 'sofia@artists.blush.local',
  password: 'blush-artist',
});

async function enterCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
}

test('a customer saves a card, and a declined test card is refused with its message', async ({
  page,
}, testInfo) => {
  await signIn(page, customerFor(testInfo.project.name));
  const cardNumbers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) cardNumbers.push(request.postData() ?? '');
  });
  await page.goto('/payments');
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expectAccessible(page);

  await enterCard(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page.getByText('•••• 0002')).toHaveCount(0);
  await expectAccessible(page, 'a refused card');

  await enterCard(page, '5555 5555 5555 4444');
  const saved = page.getByRole('list', { name: 'Saved cards' });
  const mastercard = saved.getByRole('listitem').filter({ hasText: '•••• 4444' });
  await expect(mastercard).toBeVisible();
  await expect(mastercard.getByText('12/34')).toBeVisible();
  // The card number went to the simulated provider in the browser, never to Blush.
  expect(cardNumbers.join(' ')).not.toMatch(/5555\s?5555|4000\s?0000\s?0000\s?0002/);

  await page.reload();
  await expect(saved.getByText('•••• 4444')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Mastercard ending in 4444' }).click();
  await page.getByRole('button', { name: 'Remove card' }).click();
  await expect(saved.getByText('•••• 4444')).toHaveCount(0);
});

test('an artist connects a payout account and the Banking info warning goes away', async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  await signIn(page, artistFor(testInfo.project.name));
  await page.goto(mobile ? '/settings/profile' : '/personal-info');
  const banking = page.getByRole('link', { name: /Banking info/ });
  await expect(banking).toHaveAccessibleName(/needs attention/);
  await banking.click();

  await page.getByRole('button', { name: 'Connect bank account' }).click();
  await expect(page).toHaveURL(/\/connect-bank\//);
  await expect(page.getByText(/Simulated payment provider/)).toBeVisible();
  await expectAccessible(page, 'the simulated provider');
  await page.getByRole('button', { name: /Bank/ }).click();
  await page.getByRole('option', { name: 'TD Canada Trust' }).click();
  await page.getByLabel('Transit number').fill('12345');
  await page.getByLabel('Account number').fill('7654321');
  await page.getByRole('button', { name: 'Connect account' }).click();

  await expect(
    page.getByRole('heading', { name: 'Your account has been successfully created' }),
  ).toBeVisible();
  await expect(page.getByText('It will be published within 2 hours')).toBeVisible();
  await expectAccessible(page, '/confirm-account');
  // Reloading the provider's return page changes nothing and still says so.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Your account has been successfully created' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'View your profile' }).click();
  await expect(page).toHaveURL(/\/profile\/artist\//);

  await page.goto('/bank');
  await expect(page.getByText('TD Canada Trust')).toBeVisible();
  await expect(page.getByText('•••• 4321')).toBeVisible();
  await page.goto(mobile ? '/settings/profile' : '/personal-info');
  await expect(page.getByRole('link', { name: /Banking info/ })).not.toHaveAccessibleName(
    /needs attention/,
  );
  // Connecting verified the artist's mobile number: it now changes only through support.
  await page.goto('/mobile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'write to us from the Help Center' })).toBeVisible();
});

test('a client is told, on the profile and at checkout, that an artist without a bank account is not taking bookings yet', async ({
  page,
  request,
}) => {
  const { results } = (await (await request.get('/api/search?q=grace')).json()) as {
    results: Array<{ artist: { _id: string; firstName: string } }>;
  };
  const grace = results.find((r) => r.artist.firstName === 'Grace')!.artist._id;
  const profile = (await (await request.get(`/api/profile/${grace}`)).json()) as {
    services: Array<{ _id: string }>;
  };
  await signIn(page, customerFor('desktop'));
  await page.goto(`/profile/artist/${grace}`);
  const panel = page.getByRole('region', { name: 'Book Grace' });
  await expect(panel.getByText('Grace is not taking bookings yet.')).toBeVisible();
  await expect(panel.getByText('Soft Glam', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Book / })).toHaveCount(0);
  await expectAccessible(page, 'a profile not taking bookings');

  // A checkout link kept from before says so at once, before any step.
  await page.goto(`/checkout/${grace}/${profile.services[0]!._id}`);
  await expect(page.getByText('Grace is not taking bookings yet')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Checkout steps' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'See all artists' }).click();
  await expect(page).toHaveURL(/\/search/);
});
