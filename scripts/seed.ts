import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/open-db.ts';
import { users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/features/users/passwords.ts';

/** Demo accounts for local use; never seeded in production. Passwords are printed at start. */
export const demoAccounts = [
  {
    email: 'admin@blush.local',
    password: 'blush-admin',
    firstName: 'Amara',
    lastName: 'Okafor',
    role: 'Admin' as const,
  },
  {
    email: 'chloe@blush.local',
    password: 'blush-demo',
    firstName: 'Chloé',
    lastName: 'Tremblay',
    role: 'user' as const,
  },
];

/** Seeds the demo data into an empty database; returns whether it did. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(users)) as [
    { n: number },
  ];
  if (n > 0) return false;
  for (const account of demoAccounts) {
    const { password, ...fields } = account;
    await db.insert(users).values({
      ...fields,
      passwordHash: await hashPassword(password),
      emailConfirmedAt: new Date(),
    });
  }
  return true;
}

export async function resetDemo(db: Db): Promise<void> {
  await db.execute(sql`truncate users, help_messages, rate_limit_hits, dev_mail cascade`);
  await seedDemoIfEmpty(db);
}
