import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailTo, type TestApp } from '#tests/support/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { sendPayoutEmail } from './payment-emails.ts';

/** The weekly payout's e-mail in the artist's language (decision 0037). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const paidAt = new Date('2026-11-30T14:00:00Z');

describe('the payout e-mail', () => {
  it('tells an English artist in English', async () => {
    const artist = await t.signUp();
    await sendPayoutEmail(
      t.app.context,
      { email: artist.email, firstName: 'Ava' },
      { amountCents: 123_450, paidAt, bookings: 1 },
    );
    const mail = await mailTo(t.database, artist.email, /^Blush paid you \$1,234\.50$/);
    expect(mail.text).toContain('Hi Ava, your weekly payout is on its way');
    expect(mail.text).toContain(
      'On Monday, November 30, 2026, we sent $1,234.50 to your bank account for 1 booking.',
    );
    expect(mail.text).toContain('See your earnings');
  });

  it('tells a French artist in French, the amount and the day her way', async () => {
    const artist = await t.signUp();
    await t.database.db.update(users).set({ locale: 'fr-CA' }).where(eq(users.id, artist.id));
    await sendPayoutEmail(
      t.app.context,
      { email: artist.email, firstName: 'Ève' },
      { amountCents: 123_450, paidAt, bookings: 3 },
    );
    const mail = await mailTo(t.database, artist.email, /^Blush vous a versé /);
    expect(mail.subject).toBe('Blush vous a versé 1\u00a0234,50\u00a0$');
    expect(mail.text).toContain('Bonjour Ève, votre versement de la semaine est en route');
    expect(mail.text).toContain(
      'Le lundi 30 novembre 2026, nous avons versé 1\u00a0234,50\u00a0$ dans votre compte bancaire pour 3 réservations.',
    );
    expect(mail.text).toContain('Voir vos revenus');
    expect(mail.html).toContain('lang="fr-CA"');
  });
});
