import type { Browser, Page } from '@playwright/test';
import { accounts, expect, expectAccessible, signIn, test } from './fixtures.ts';

/**
 * The admin console (issue 16) in Chromium, on the demo data, at 1440 px and at 390 px: both
 * projects share one database, so each picks its own artist and customer.
 */

const uniqueEmail = (project: string) =>
  `blocked-${project}-${Date.now().toString(36)}@example.com`;

/** A new customer, registered and confirmed through the API, signed in in a tab of their own. */
async function customerTab(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const sent = await page.request.post('/api/user/send', {
    data: { firstName: 'Bea', lastName: 'Blocked', email, password: 'blocked-secret' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  let token = '';
  await expect(async () => {
    const mail = (await (await page.request.get('/dev/mail.json')).json()) as Array<{
      to: string;
      text: string;
    }>;
    token =
      /\/confirmation\/([\w-]+)/.exec(mail.find((m) => m.to === email)?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
  }).toPass({ timeout: 20_000 });
  // Following the link signs the tab's browser in: the answer sets its session cookie.
  const confirmed = await page.request.get(`/api/user/register/${token}`);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await page.goto('/help');
  return { context, page };
}

const dashboard = (page: Page, tab: string) => page.goto(`/dashboard?tab=${tab}`);

test('the admin verifies a waiting artist, who appears in search at once', async ({
  page,
}, testInfo) => {
  const artist =
    testInfo.project.name === 'mobile'
      ? { name: 'Tariq Hassan', last: 'Hassan' }
      : { name: 'Claire Fortin', last: 'Fortin' };
  // Her pictures are not in search until she is verified.
  await page.goto(`/search?view=pictures&q=${artist.last}`);
  await expect(page.getByText(/Don.t give up/)).toBeVisible();

  await signIn(page, accounts.admin);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'People', exact: true })).toBeVisible();
  await expectAccessible(page, 'overview');
  await page.getByRole('link', { name: 'Verification' }).click();
  const card = page.getByRole('listitem', { name: artist.name });
  await expect(card.getByText(/since/)).toBeVisible();
  await expect(card.getByRole('list', { name: `Pictures of ${artist.name}` })).toBeVisible();
  await expectAccessible(page, 'verification queue');
  await card.getByRole('button', { name: `Verify ${artist.name}` }).click();
  await expect(page.getByText(`${artist.name} is verified and listed in search.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto(`/search?view=pictures&q=${artist.last}`);
  await expect(
    page
      .getByRole('region', { name: /Results/ })
      .getByRole('link', { name: new RegExp(artist.name.split(' ')[0]!) })
      .first(),
  ).toBeVisible();
});

test('the admin blocks a customer, whose open tab is signed out on its next request', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);
  const customer = await customerTab(browser, baseURL!, email);
  await customer.page.goto('/settings/account');
  await expect(customer.page).toHaveURL(/\/settings\/account$/);

  await signIn(page, accounts.admin);
  await dashboard(page, 'people');
  await page.getByRole('textbox', { name: 'Search by name or e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 found')).toBeVisible();
  await expectAccessible(page, 'people');
  await page.getByRole('button', { name: 'Block Bea Blocked' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Bea Blocked?' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Fraudulent cards');
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('The account is blocked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unblock Bea Blocked' })).toBeVisible();

  // The customer's tab: its next request is refused, and the app signs them out.
  await customer.page.goto('/payments');
  await expect(customer.page).toHaveURL(/\/login/);
  await customer.page.goto('/login-email');
  await customer.page.getByLabel('Email').fill(email);
  await customer.page.getByLabel('Password').fill('blocked-secret');
  await customer.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(customer.page.getByText('This account is blocked — contact support')).toBeVisible();
  await customer.context.close();

  // The block is in the audit log, with its reason.
  await dashboard(page, 'audit');
  await expect(page.getByText('Fraudulent cards').first()).toBeVisible();
  await expectAccessible(page, 'audit log');
});

test('the admin writes to a customer with a preview, and the message is listed as sent', async ({
  page,
}, testInfo) => {
  const subject = `Your refund (${testInfo.project.name})`;
  await signIn(page, accounts.admin);
  await dashboard(page, 'people');
  await page.getByRole('textbox', { name: 'Search by name or e-mail' }).fill('daniel@blush.local');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 found')).toBeVisible();
  await page.getByRole('button', { name: 'Write to Daniel Osei' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write an e-mail' });
  await expect(dialog.getByRole('textbox', { name: 'To (e-mail)' })).toHaveValue(
    'daniel@blush.local',
  );
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Good news, Daniel');
  await dialog
    .getByRole('textbox', { name: 'Message (HTML)' })
    .fill('<p>We <strong>refunded</strong> you.</p><img src=x onerror="alert(1)">');
  await dialog.getByRole('textbox', { name: 'Button text (optional)' }).fill('See bookings');
  await dialog.getByRole('textbox', { name: /Button link/ }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('must be a web address starting with https://')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /Button link/ })
    .fill('https://blush.example/bookings-user');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('refunded')).toBeVisible();
  await expect(preview.locator('img')).toHaveCount(0);
  await expectAccessible(page, 'compose with preview');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();

  await dashboard(page, 'emails');
  await expect(page.getByText(subject)).toBeVisible();
  await expect(async () => {
    const mail = (await (await page.request.get('/dev/mail.json')).json()) as Array<{
      to: string;
      subject: string;
      html: string;
    }>;
    const sent = mail.find((m) => m.subject === subject);
    expect(sent?.to).toBe('daniel@blush.local');
    expect(sent?.html).toContain('<strong>refunded</strong>');
    expect(sent?.html).not.toContain('onerror');
  }).toPass({ timeout: 15_000 });
});

test.describe('page views', () => {
  // A person's browser: Playwright's headless Chromium says "HeadlessChrome", which is a bot.
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  });

  test('the chart shows the views just made', async ({ page }) => {
    await signIn(page, accounts.admin);
    await dashboard(page, 'views');
    const today = page.getByTestId('page-views-chart').locator('rect').last();
    await expect(today).toBeAttached();
    const before = Number(await today.getAttribute('data-views'));

    for (const path of ['/faq', '/terms', '/faq']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
    }
    await expect(async () => {
      await dashboard(page, 'views');
      const after = Number(
        await page
          .getByTestId('page-views-chart')
          .locator('rect')
          .last()
          .getAttribute('data-views'),
      );
      // Three pages, and the dashboard itself each time it was opened.
      expect(after).toBeGreaterThanOrEqual(before + 4);
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Top pages' })).toContainText('/faq');
    await expectAccessible(page, 'page views');
  });
});

test('every admin screen works with the keyboard and fits the screen', async ({ page }) => {
  await signIn(page, accounts.admin);
  for (const tab of [
    'overview',
    'verification',
    'people',
    'help',
    'money',
    'emails',
    'views',
    'audit',
  ]) {
    await dashboard(page, tab);
    await expect(page.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page, tab);
  }
  // The sections are links a keyboard reaches; Enter opens one.
  await dashboard(page, 'overview');
  await page.getByRole('link', { name: 'Money' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=money/);
  await expect(page.getByRole('button', { name: 'Run payouts now' })).toBeVisible();
  // Compose opens from the keyboard and closes with Escape.
  await dashboard(page, 'emails');
  await page.getByRole('button', { name: 'Write an e-mail' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Write an e-mail' })).toBeVisible();
  await expectAccessible(page, 'compose');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
