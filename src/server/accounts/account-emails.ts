import { PRODUCT_NAME } from '#shared/brand.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { AppContext } from '../context.ts';
import { sendBrandedEmail, type LocalizedWords } from '../integrations/email/send-branded-email.ts';

/**
 * The account's e-mails, each in its recipient's language: her account's, or `locale` for an
 * address no account has yet. The words are the catalogue's `email.*` messages.
 */
const send = (ctx: AppContext, to: string, words: LocalizedWords, locale?: Locale) =>
  sendBrandedEmail(ctx, locale ? { to, locale } : { to }, words);

const product = PRODUCT_NAME;

export function sendConfirmationEmail(ctx: AppContext, to: string, name: string, token: string) {
  return send(ctx, to, (t) => ({
    subject: t('email.confirm.subject', { product }),
    heading: t('email.confirm.heading', { product, name }),
    paragraphs: [t('email.confirm.body'), t('email.confirm.expiry')],
    action: { label: t('email.confirm.action'), path: `/confirmation/${token}` },
  }));
}

export function sendResetEmail(ctx: AppContext, to: string, name: string, token: string) {
  return send(ctx, to, (t) => ({
    subject: t('email.reset.subject', { product }),
    heading: t('email.reset.heading', { name }),
    paragraphs: [t('email.reset.body'), t('email.reset.expiry')],
    action: { label: t('email.reset.action'), path: `/reset/${token}` },
  }));
}

export function sendEmailChangeEmails(
  ctx: AppContext,
  change: { oldEmail: string; newEmail: string; name: string; token: string; locale: Locale },
) {
  const { name, newEmail } = change;
  return Promise.all([
    send(
      ctx,
      newEmail,
      (t) => ({
        subject: t('email.changeNew.subject', { product }),
        heading: t('email.changeNew.heading', { name }),
        paragraphs: [t('email.changeNew.body', { product, email: newEmail }), t('email.expiry24')],
        action: { label: t('email.changeNew.action'), path: `/confirmation/${change.token}` },
      }),
      change.locale,
    ),
    send(ctx, change.oldEmail, (t) => ({
      subject: t('email.changeOld.subject', { product }),
      heading: t('email.changeOld.heading', { name }),
      paragraphs: [t('email.changeOld.body', { email: newEmail }), t('email.changeOld.notYou')],
      action: { label: t('email.footer.help'), path: '/help' },
    })),
  ]);
}

/** Sent after the account is gone, so its language is given. */
export function sendAccountDeletedEmail(ctx: AppContext, to: string, name: string, locale: Locale) {
  return send(
    ctx,
    to,
    (t) => ({
      subject: t('email.deleted.subject', { product }),
      heading: t('email.deleted.heading', { name }),
      paragraphs: [t('email.deleted.body', { product }), t('email.deleted.records')],
    }),
    locale,
  );
}

/** Someone registered with an address that already has an account: its owner is told. */
export function sendAlreadyRegisteredEmail(ctx: AppContext, to: string, name: string) {
  return send(ctx, to, (t) => ({
    subject: t('email.already.subject', { product }),
    heading: t('email.already.heading', { name }),
    paragraphs: [t('email.already.body', { product }), t('email.already.advice')],
    action: { label: t('email.action.reset'), path: '/forgot' },
  }));
}

/** After a password change or reset: the owner hears of it, in case it was not them. */
export function sendPasswordChangedEmail(ctx: AppContext, to: string, name: string) {
  return send(ctx, to, (t) => ({
    subject: t('email.passwordChanged.subject', { product }),
    heading: t('email.passwordChanged.heading', { name }),
    paragraphs: [t('email.passwordChanged.body'), t('email.passwordChanged.notYou')],
    action: { label: t('email.action.reset'), path: '/forgot' },
  }));
}

/** A new way to sign in was added: the owner hears of it, in case it was not them. */
export function sendPasskeyAddedEmail(ctx: AppContext, to: string, name: string) {
  return send(ctx, to, (t) => ({
    subject: t('email.passkey.subject', { product }),
    heading: t('email.passkey.heading', { name }),
    paragraphs: [t('email.passkey.body'), t('email.passkey.notYou')],
    action: { label: t('email.passkey.action'), path: '/settings/security' },
  }));
}
