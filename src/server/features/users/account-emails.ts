import { PRODUCT_NAME } from '#shared/brand.ts';
import type { AppContext } from '../../http/context.ts';
import type { EmailContent } from '../../integrations/email/layout.ts';
import { sendBrandedEmail } from '../../integrations/email/send-branded-email.ts';

const send = (ctx: AppContext, to: string, subject: string, content: EmailContent) =>
  sendBrandedEmail(ctx, { to, subject }, content);

export function sendConfirmationEmail(ctx: AppContext, to: string, name: string, token: string) {
  return send(ctx, to, `Confirm your ${PRODUCT_NAME} account`, {
    heading: `Welcome to ${PRODUCT_NAME}, ${name}!`,
    paragraphs: [
      'Please confirm your e-mail address to finish creating your account.',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
    ],
    action: { label: 'Confirm my e-mail', path: `/confirmation/${token}` },
  });
}

export function sendResetEmail(ctx: AppContext, to: string, name: string, token: string) {
  return send(ctx, to, `Reset your ${PRODUCT_NAME} password`, {
    heading: `Hi ${name}, let's reset your password`,
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of this account.',
      'The link works once and expires in 1 hour. If you did not ask, ignore this e-mail: your password stays the same.',
    ],
    action: { label: 'Choose a new password', path: `/reset/${token}` },
  });
}

export function sendEmailChangeEmails(
  ctx: AppContext,
  change: { oldEmail: string; newEmail: string; name: string; token: string },
) {
  return Promise.all([
    send(ctx, change.newEmail, `Confirm your new ${PRODUCT_NAME} e-mail`, {
      heading: `Hi ${change.name}, confirm your new e-mail`,
      paragraphs: [
        `Confirm that ${change.newEmail} is the new address of your ${PRODUCT_NAME} account.`,
        'The link works once and expires in 24 hours.',
      ],
      action: { label: 'Confirm my new e-mail', path: `/confirmation/${change.token}` },
    }),
    send(ctx, change.oldEmail, `Your ${PRODUCT_NAME} e-mail is changing`, {
      heading: `Hi ${change.name}, your e-mail is changing`,
      paragraphs: [
        `We sent a link to ${change.newEmail} to confirm it as the new address of your account. Until it is confirmed, this address stays in use.`,
        'If you did not ask for this, reset your password and write to us from the Help Center.',
      ],
      action: { label: 'Help Center', path: '/help' },
    }),
  ]);
}

export function sendAccountDeletedEmail(ctx: AppContext, to: string, name: string) {
  return send(ctx, to, `Your ${PRODUCT_NAME} account has been deleted`, {
    heading: `Goodbye, ${name}`,
    paragraphs: [
      `Your ${PRODUCT_NAME} account and its personal data have been permanently deleted.`,
      'Records of past bookings and payments are kept without your name, as the law requires.',
    ],
  });
}

/** Someone registered with an address that already has an account: its owner is told. */
export function sendAlreadyRegisteredEmail(ctx: AppContext, to: string, name: string) {
  return send(ctx, to, `You already have a ${PRODUCT_NAME} account`, {
    heading: `Hi ${name}, you already have an account`,
    paragraphs: [
      `Someone tried to create a ${PRODUCT_NAME} account with this address. It already has one, so nothing was changed.`,
      'If it was you, sign in, or reset your password if you have forgotten it. If it was not, you can ignore this e-mail.',
    ],
    action: { label: 'Reset my password', path: '/forgot' },
  });
}

/** After a password change or reset: the owner hears of it, in case it was not them. */
export function sendPasswordChangedEmail(ctx: AppContext, to: string, name: string) {
  return send(ctx, to, `Your ${PRODUCT_NAME} password was changed`, {
    heading: `Hi ${name}, your password was changed`,
    paragraphs: [
      'The password of your account was just changed, and every other device was signed out.',
      'If you did not do this, reset your password now and write to us from the Help Center.',
    ],
    action: { label: 'Reset my password', path: '/forgot' },
  });
}

/** A new way to sign in was added: the owner hears of it, in case it was not them. */
export function sendPasskeyAddedEmail(ctx: AppContext, to: string, name: string) {
  return send(ctx, to, `A passkey was added to your ${PRODUCT_NAME} account`, {
    heading: `Hi ${name}, you added a passkey`,
    paragraphs: [
      'A passkey was just added to your account: it now signs you in without a password.',
      'If you did not do this, remove it under Settings → Security, change your password, and write to us from the Help Center.',
    ],
    action: { label: 'Open Security settings', path: '/settings/security' },
  });
}
