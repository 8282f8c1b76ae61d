import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * Chooses a language from the footer of a page the server rendered: a tap before the page is
 * hydrated does nothing, so tap again until the address changes.
 */
async function chooseLanguage(page: Page, name: 'Français' | 'English', url: RegExp) {
  await expect(async () => {
    await page.getByRole('button', { name }).click();
    await expect(page).toHaveURL(url, { timeout: 1000 });
  }).toPass();
}

/**
 * Blush in Canadian French (decision 0037): a visitor switches language from the footer, the
 * pages come in French under /fr (server-rendered ones too), and she signs up in French, the
 * form's messages and the confirmation e-mail included. Each French page is checked by axe.
 */
test('a visitor switches to French and signs up in French', async ({ page }, testInfo) => {
  const email = `french-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await chooseLanguage(page, 'Français', /\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(
    page.getByRole('heading', { name: 'Trouvez l’artiste derrière votre plus beau look.' }),
  ).toBeVisible();
  await expectAccessible(page);

  // The choice is kept: an English address now opens in French.
  await page.goto('/register-email');
  await expect(page).toHaveURL(/\/fr\/register-email$/);
  await expect(page.getByRole('heading', { name: 'S’inscrire avec un courriel' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByText('est obligatoire').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Prénom').fill('Élise');
  await page.getByLabel('Nom', { exact: true }).fill('Tremblay');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe').fill('123');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByText('doit compter au moins 6 caractères')).toBeVisible();
  await page.getByLabel('Mot de passe').fill('un-secret-rose');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(
    page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }),
  ).toBeFocused();
  await expectAccessible(page);

  // The confirmation e-mail is in French and opens the French page.
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(row).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('Confirmez votre compte Blush');

  // Back to English from the footer: the same page, in English.
  await page.goto('/fr/login');
  await expect(page.getByRole('heading', { name: 'Bon retour sur Blush' })).toBeVisible();
  await expectAccessible(page);
  await chooseLanguage(page, 'English', /\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back to Blush' })).toBeVisible();
});

test('a French page that does not exist says so in French', async ({ page, openMissingPage }) => {
  await openMissingPage('/fr/nulle-part');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expectAccessible(page);
});

test('the translated public pages are French and accessible', async ({ page }) => {
  const pages: Array<[string, string]> = [
    ['/fr/help', 'Centre d’aide'],
    ['/fr/faq', 'Questions fréquentes'],
    ['/fr/login-email', 'Se connecter'],
    ['/fr/forgot', 'Mot de passe oublié?'],
    ['/fr/register', 'Joignez-vous à Blush'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }), path).toBeVisible();
    await expectAccessible(page, path);
  }
  // The FAQ's figures come from the policy, written the French way.
  await page.goto('/fr/faq');
  await expect(page.getByText(/Annuler au moins 4\u00a0heures avant le rendez-vous/)).toBeVisible();
  // The legal texts are written in French, their figures the French way.
  await page.goto('/fr/terms');
  await expect(
    page.getByRole('heading', { name: 'Conditions d’utilisation', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Annulations', level: 2 })).toBeVisible();
  await expect(page.getByText(/frais de service de 5\u00a0%/)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page).toHaveTitle(/Conditions d’utilisation/);
  await expectAccessible(page, '/fr/terms');
  await page.goto('/fr/policy');
  await expect(
    page.getByRole('heading', { name: 'Politique de confidentialité', level: 1 }),
  ).toBeVisible();
  await expectAccessible(page, '/fr/policy');
  await page.goto('/fr/artist');
  await expect(
    page.getByRole('heading', { name: 'Devenez artiste partenaire', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(/commission de 20\u00a0% seulement/)).toBeVisible();
  await expectAccessible(page, '/fr/artist');
});
