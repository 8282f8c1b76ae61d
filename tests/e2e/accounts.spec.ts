import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, sessionCookie, test } from './fixtures.ts';

/** Accounts end to end: register, confirm, role, sign out, reset, update, delete. */

const PASSWORD = 'first-secret';
const NEW_PASSWORD = 'second-secret';
const subjects = {
  confirm: 'Confirm your Blush account',
  reset: 'Reset your Blush password',
  changeEmail: 'Confirm your new Blush e-mail',
};

/** A fresh address per test and project: both viewports run every test on one database. */
const uniqueEmail = (testInfo: TestInfo, label: string) =>
  `${label}-${testInfo.project.name}-${Date.now()}@example.com`;

/**
 * Opens the outbox at /dev/mail, waits for the `count`-th message with this subject to this
 * address, opens the newest and returns the link in its text.
 */
async function mailedLink(page: Page, to: string, subject: string, count = 1): Promise<string> {
  const rows = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject });
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(rows).toHaveCount(count, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await rows.first().getByRole('link', { name: subject }).click();
  const text = (await page.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/(?:confirmation|reset)\/[\w-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return link!;
}

async function register(page: Page, email: string) {
  await page.goto('/register-email');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('is required').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Tremblay');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
}

/** Registers and follows the e-mailed link: signed in, on the role chooser. */
async function registerConfirmed(page: Page, email: string) {
  await register(page, email);
  await page.goto(await mailedLink(page, email, subjects.confirm));
  await expect(page).toHaveURL(/\/role$/);
  await expect(page.getByRole('heading', { name: 'How will you use Blush?' })).toBeVisible();
}

/** The fading notices: `status` for news, `alert` for errors. */
const toast = (page: Page, role: 'status' | 'alert', text: string) =>
  expect(page.getByRole(role).filter({ hasText: text })).toBeVisible();

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectSignedIn(page: Page) {
  await expect(mainNav(page).getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);
}

async function expectSignedOut(page: Page) {
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Desktop: the avatar's menu; mobile: Profile, then the settings list. */
async function signOut(page: Page, isMobile: boolean) {
  if (isMobile) {
    await mainNav(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
  } else {
    await mainNav(page).getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a visitor registers, confirms, chooses a role, resets the password and signs in', async ({
  page,
  isMobile,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'maya');
  await registerConfirmed(page, email);
  await expectAccessible(page);
  await page.getByRole('link', { name: "I'm looking for a Beauty Artist" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);

  await signOut(page, isMobile);

  await page.goto('/forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  const sent = 'An email has been sent with instructions to reset your password';
  await toast(page, 'status', sent);
  await expect(page.getByRole('main').getByText(sent)).toBeVisible();
  await expectAccessible(page);

  const resetLink = await mailedLink(page, email, subjects.reset);
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('does not match')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL(/\/login-email$/);
  await toast(page, 'status', 'Your password has been successfully changed');
  await expectAccessible(page);

  // A reset link works once.
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('third-secret');
  await page.getByLabel('Confirm new password').fill('third-secret');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('This link can no longer be used')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot',
  );
  await expectAccessible(page);

  await page.goto('/login-email');
  await signInWith(page, email, PASSWORD);
  await toast(page, 'alert', 'The e-mail or password is incorrect.');
  await signInWith(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
});

test('signing in before confirming offers a new link, and a used link says so', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/register-email');
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Email').fill('chloe@blush.local');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // An address that has an account is answered like any other: the form tells no one which
  // addresses are registered (its owner gets an e-mail instead).
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  await expect(page.getByText('is already registered')).toHaveCount(0);

  const email = uniqueEmail(testInfo, 'noor');
  await register(page, email);

  // From "check your inbox" to the resend page, with the address filled in.
  await page.getByRole('link', { name: 'send a new link' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send a new link' }).click();
  const neutral = 'If that address has an account waiting for confirmation';
  await expect(page.getByRole('main').getByText(neutral)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/login-email');
  await signInWith(page, email, PASSWORD);
  await toast(page, 'alert', 'Please confirm your e-mail address');
  await expect(page.getByText('Confirm your e-mail to sign in')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Resend the confirmation e-mail' }).click();
  await expect(page.getByRole('main').getByText(neutral)).toBeVisible();
  await expect(page).toHaveURL(/\/login-email$/);

  // Three messages now; only the newest link works.
  const link = await mailedLink(page, email, subjects.confirm, 3);
  await page.goto(link);
  await expect(page).toHaveURL(/\/role$/);
  await expectSignedIn(page);

  // Signed in and confirmed, the used link has nothing left to do; signed out, it offers a new one.
  await page.goto(link);
  await expect(page.getByText('Your e-mail is already confirmed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  await signOut(page, isMobile);
  await page.goto(link);
  await expect(page.getByText('We could not confirm this link')).toBeVisible();
  await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
});

test('personal info updates names, the mobile number and, once confirmed, the e-mail', async ({
  page,
  isMobile,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'lea');
  await registerConfirmed(page, email);

  if (isMobile) {
    await mainNav(page).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('link', { name: 'Profile settings' }).click();
    await expectAccessible(page);
    await page.getByRole('link', { name: /Profile info/ }).click();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toBeVisible();
  } else {
    await page.goto('/settings');
  }
  await expect(page).toHaveURL(/\/personal-info$/);
  await expect(page.getByLabel('First name')).toHaveValue('Maya');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(page);

  await page.getByLabel('First name').fill('Léa');
  await page.getByLabel('Mobile number').fill('555');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('must be a Canadian phone number')).toBeVisible();
  await page.getByLabel('Mobile number').fill('416 555 0123');
  await page.getByRole('button', { name: 'Update' }).click();
  await toast(page, 'status', 'User Update');
  await expect(page.getByLabel('Mobile number')).toHaveValue('(416) 555-0123');
  await expect(mainNav(page).getByText('LT')).toBeVisible();

  // A taken address: the server's message, the field's message and "Update Fail".
  await page.getByLabel('Email').fill('chloe@blush.local');
  await page.getByRole('button', { name: 'Update' }).click();
  await toast(page, 'alert', 'An account with this e-mail already exists.');
  await toast(page, 'alert', 'Update Fail');
  await expect(page.getByText('is already registered')).toBeVisible();
  await expectAccessible(page);

  const newEmail = uniqueEmail(testInfo, 'lea-new');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Update' }).click();
  await toast(page, 'status', `Confirm ${newEmail}`);
  await expect(page.getByText('Confirm your new e-mail')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.goto(await mailedLink(page, newEmail, subjects.changeEmail));
  await expect(page).toHaveURL(/\/personal-info$/);
  await toast(page, 'status', 'Your new e-mail address is confirmed.');
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);
  await expect(page.getByText('Confirm your new e-mail')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Léa');
  await expect(page.getByLabel('Mobile number')).toHaveValue('(416) 555-0123');
});

test('deleting the account asks first, then signs out for good', async ({
  page,
  isMobile,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'zoe');
  await registerConfirmed(page, email);

  if (isMobile) {
    await mainNav(page).getByRole('link', { name: 'Profile' }).click();
  } else {
    await mainNav(page).getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);
  }
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await toast(page, 'status', 'Your account has been permanently deleted');
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
  expect(await sessionCookie(page)).toBeUndefined();

  await page.goto('/login-email');
  await signInWith(page, email, PASSWORD);
  await toast(page, 'alert', 'The e-mail or password is incorrect.');
});
