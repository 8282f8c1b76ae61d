import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * Payouts wait for an artist whose payouts are held for want of tax details (features/tax:
 * 60 days, by default, after the second reminder), until she gives them.
 */
export const notHeldForTax = (artistId: AnyColumn) =>
  sql`not exists (select 1 from tax_reminders r where r.user_id = ${artistId} and r.held_since is not null)`;
