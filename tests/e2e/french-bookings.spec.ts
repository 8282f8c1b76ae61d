import {
  call,
  completedVisit,
  expect,
  expectAccessible,
  signIn,
  test,
  tokenOf,
  visitKey,
} from './fixtures.ts';

/** Each viewport's own demo customer (the one its started visit is for). */
const customerFor = (project: string) =>
  project === 'mobile'
    ? { email: 'maya@blush.local', password: 'blush-demo' }
    : { email: 'chloe@blush.local', password: 'blush-demo' };

/**
 * Blush in French (decision 0037), signed in: a customer switches to French from the footer
 * (her account keeps the choice), finds her bookings and a completed visit in French, gets its
 * receipt e-mail in French, and reviews it in French. Her account goes back to English after,
 * as the other specs expect.
 */
test('a French customer reads her bookings and reviews a visit in French', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = customerFor(testInfo.project.name);
  const subject = `Un teint lumineux (${testInfo.project.name})`;
  await signIn(page, customer);
  try {
    await page.goto('/bookings-user');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/bookings-user$/);

    // Her visit with Priya is completed while she reads French: the receipt comes in French.
    // (through its own API context: the page keeps her session)
    const { bookingId } = await completedVisit(request, visitKey('french', testInfo.project.name));
    await expect
      .poll(async () => {
        const mail = (await (await page.request.get('/dev/mail.json')).json()) as Array<{
          to: string;
          subject: string;
          text: string;
        }>;
        return mail.find((m) => m.to === customer.email && m.text.includes(bookingId))?.subject;
      })
      .toMatch(/^Votre reçu de /);

    // The list, in French: its heading, the state and the amounts the French way.
    await page.goto('/fr/bookings-user');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const list = page.getByRole('list', { name: 'Réservations' });
    await expect(list).toBeVisible();
    await expect(list.getByText('Terminée').first()).toBeVisible();
    await expect(list.getByText(/\d+,\d{2}\u00a0\$/).first()).toBeVisible();
    await expectAccessible(page, 'French bookings');

    // The completed visit's details, in French.
    await page.goto(`/fr/bookings-user?booking=${bookingId}`);
    const details = page.getByRole('dialog', { name: 'Détails de la réservation' });
    await expect(details.getByRole('heading', { name: /^Réservation avec / })).toBeVisible();
    await expect(details.getByText('Terminée', { exact: true })).toHaveCount(1);
    await expect(details.getByRole('heading', { name: 'Lieu' })).toBeVisible();
    await expect(details.getByRole('link', { name: 'Voir le reçu' })).toBeVisible();
    await expectAccessible(page, 'French booking details');

    // Her review, in French.
    await details.getByRole('link', { name: 'Laisser un avis' }).click();
    await expect(page.getByRole('heading', { name: 'Écrire un avis', level: 1 })).toBeVisible();
    await expect(page.getByText(/Votre visite du .+ (HNE|HAE) : Natural Glow × 1/)).toBeVisible();
    await expect(page.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
    const fiveStars = page.getByRole('radio', { name: '5 étoiles' });
    await page.locator('label', { has: fiveStars }).click();
    await page.getByRole('textbox', { name: 'Titre' }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Votre avis' })
      .fill('Priya était à l’heure et attentionnée; le maquillage a tenu toute la soirée.');
    await expectAccessible(page, 'French review form');
    await page.getByRole('button', { name: 'Publier l’avis' }).click();
    await expect(page.getByText('Avis ajouté').first()).toBeVisible();
    await expect(page.getByText(/Merci! Votre avis est sur le profil de /)).toBeVisible();
  } finally {
    // Back to English for the specs after this one (her account keeps the language).
    const token = await tokenOf(request, customer);
    await call(request, token, 'PUT', '/api/user/locale', { locale: 'en-CA' });
  }
});
