import type { Page } from '@playwright/test';
import { chloe, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { photo, pickFiles } from './pictures.ts';

/**
 * The signed-in area in Canadian French (decisions 0037, 0040): a new artist signs up on a
 * French page and walks the wizard in French, each step checked by axe; a customer's settings
 * speak French too.
 */

async function registerInFrench(page: Page, email: string) {
  await page.goto('/fr/register-email');
  await page.getByLabel('Prénom').fill('Zoé');
  await page.getByLabel('Nom', { exact: true }).fill('Gagnon');
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe').fill('assistant-secret');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(
    page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }),
  ).toBeVisible();
  let link = '';
  await expect(async () => {
    const res = await page.request.get('/dev/mail.json');
    const mail = (await res.json()) as Array<{ to: string; text: string }>;
    const text = mail.find((m) => m.to.includes(email))?.text ?? '';
    link = /https?:\/\/\S+\/confirmation\/[\w-]+/.exec(text)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 20_000 });
  await page.goto(link);
  await expect(page).toHaveURL(/\/fr\/role$/);
}

const step = (page: Page, title: string, n: number) =>
  Promise.all([
    expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible(),
    expect(page.getByText(`${n} / 7`)).toBeVisible(),
  ]);
const next = (page: Page) => page.getByRole('button', { name: 'Suivant' });

test('a new artist walks the wizard in French', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await registerInFrench(page, `artiste-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.getByRole('link', { name: /Je suis artiste beauté/ }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Créez votre profil' })).toBeVisible();
  await step(page, 'Renseignements personnels', 1);
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    'Étape 1 sur 7 : Renseignements personnels',
  );
  await pickFiles(page, 'Ajouter une photo', [await photo('moi.jpg', 20)]);
  await expect(page.getByRole('button', { name: 'Changer la photo' })).toBeVisible();
  await expectAccessible(page, 'étape 1');
  await page.getByLabel('Numéro de cellulaire').fill('416 555 0177');
  await next(page).click();

  await step(page, 'Biographie', 2);
  await expect(next(page)).toBeDisabled();
  await expect(
    page.getByText('Choisissez votre profession et rédigez votre biographie pour continuer.'),
  ).toBeVisible();
  await page.getByRole('button', { name: /Profession/ }).click();
  await page.getByRole('option', { name: 'Artiste maquillage et coiffure' }).click();
  await page.getByLabel('Biographie').fill('Des looks de mariée qui tiennent toute la soirée.');
  await expect(page.getByText(/^\d+ \/ 300 caractères$/)).toBeVisible();
  await expectAccessible(page, 'étape 2');
  await next(page).click();

  await step(page, 'Catégories', 3);
  await expect(page.getByRole('group', { name: 'Coiffure' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Mariée' }).check();
  await expectAccessible(page, 'étape 3');
  await next(page).click();

  await step(page, 'Portfolio', 4);
  await expect(page.getByText('Aucune photo pour l’instant.', { exact: false })).toBeVisible();
  await pickFiles(
    page,
    'Ajouter des photos',
    await Promise.all([0, 1, 2, 3, 4].map((i) => photo(`travail-${i}.jpg`, 200 + i * 12))),
  );
  const tags = page.getByLabel(/Étiquette de la photo/);
  await expect(tags).toHaveCount(5, { timeout: 30_000 });
  await expect(page.getByText('5 photos · 5 sans étiquette')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  for (let i = 0; i < 5; i++) await tags.nth(i).selectOption('Bridal Makeup');
  await expect(page.getByText('5 photos · toutes étiquetées')).toBeVisible();
  await expectAccessible(page, 'étape 4');
  await next(page).click();

  // Step 5: the services part is French; prices are written the French way.
  await step(page, 'Services et lieu', 5);
  await page.getByLabel('Service', { exact: true }).fill('Glam mariée');
  await page.getByLabel('Prix ($ CA)').fill('180');
  await expect(
    page.getByText('Les clientes voient 189,00 $ · vous recevez 144,00 $'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Heures de la semaine' })).toBeVisible();
  await expectAccessible(page, 'étape 5');

  // Her settings are French too, menu included.
  await page.goto('/fr/settings/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du profil' })).toBeVisible();
  await expect(page.getByText('Votre profil n’est pas terminé')).toBeVisible();
  await expectAccessible(page, 'paramètres du profil');
});

test('a customer’s security settings speak French', async ({ page }) => {
  await signIn(page, chloe);
  await page.goto('/fr/settings/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Où vous êtes connectée' })).toBeVisible();
  await expect(page.getByLabel('Mot de passe actuel')).toBeVisible();
  await expect(page.getByText('Cet appareil')).toBeVisible();
  await expectAccessible(page, '/fr/settings/security');
});
