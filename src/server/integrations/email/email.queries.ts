import { sql } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/db.ts';
import { devMail, users } from '../../db/schema/index.ts';

/** The language of the account at this address, if there is one. */
export async function accountLocale(db: Db, address: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${address})`)
    .limit(1);
  return row?.locale;
}

/** A message as the stored mailer keeps it (development and tests). */
export type StoredMail = typeof devMail.$inferInsert;

/** Stores messages in one statement; one whose key is already stored is not stored twice. */
export async function storeMail(db: Db, mails: StoredMail[]): Promise<void> {
  await db.insert(devMail).values(mails).onConflictDoNothing({ target: devMail.idempotencyKey });
}
