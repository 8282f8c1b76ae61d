import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import type { Db } from '../../db/db.ts';
import type { AppContext } from '../../context.ts';
import { accountLocale } from './email.queries.ts';
import { renderEmail, type EmailContent } from './layout.ts';
import type { OutgoingEmail } from './mailer.ts';

/** Words written in the recipient's language by `t`, the subject with them (decision 0037). */
export type LocalizedWords = (
  t: Translator['t'],
  locale: Locale,
) => EmailContent & { subject: string };

/** A message's words: fixed (with the message's subject), or localized. */
export type LocalizedContent = EmailContent | LocalizedWords;

/**
 * A message to send; its subject comes with localized words. `locale` when the recipient is
 * no account's address (yet).
 */
export type BrandedMessage = Omit<OutgoingEmail, 'html' | 'text' | 'subject'> & {
  subject?: string;
  locale?: Locale;
};

/** A branded message, rendered from `content` in `locale`. */
export function brandedEmail(
  publicUrl: string,
  { locale = DEFAULT_LOCALE, subject = '', ...message }: BrandedMessage,
  content: LocalizedContent,
): OutgoingEmail {
  if (typeof content !== 'function')
    return { ...message, subject, ...renderEmail(publicUrl, content, locale) };
  const { subject: localized, ...words } = content(serverTranslator(locale).t, locale);
  return { ...message, subject: localized, ...renderEmail(publicUrl, words, locale) };
}

/** The language of the account at this address (English when there is none). */
export async function recipientLocale(db: Db, address: string): Promise<Locale> {
  return (await accountLocale(db, address)) ?? DEFAULT_LOCALE;
}

/**
 * Queues a branded message (rendered from `content`) for the e-mail job to send, through
 * `ctx.db`: with a transaction there, the message goes only if it commits. It is written in
 * the recipient's language: `message.locale`, else her account's.
 */
export async function sendBrandedEmail(
  ctx: Pick<AppContext, 'env' | 'jobs' | 'db'>,
  message: BrandedMessage,
  content: LocalizedContent,
): Promise<void> {
  const locale = message.locale ?? (await recipientLocale(ctx.db, message.to));
  await ctx.jobs.sendEmail(
    brandedEmail(ctx.env.PUBLIC_URL, { ...message, locale }, content),
    ctx.db,
  );
}
