import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminPaymentRow } from '#shared/schemas/payments.ts';
import { payments, users } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';

const artists = alias(users, 'artists');

/**
 * GET /api/admin/payments: the newest 100 charges, failed first, for admins. "failed" lists
 * every charge still owed: refused, or not answered by the provider yet (payment pending),
 * unless an admin marked it resolved.
 */
export async function listPaymentsForAdmin(
  ctx: AppContext,
  status: 'failed' | 'succeeded' | 'all',
): Promise<AdminPaymentRow[]> {
  const rows = await ctx.db
    .select({
      payment: payments,
      customerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      customerEmail: users.email,
      artistName: sql<string>`${artists.firstName} || ' ' || ${artists.lastName}`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.customerId))
    .innerJoin(artists, eq(artists.id, payments.artistId))
    .where(
      status === 'all'
        ? undefined
        : status === 'failed'
          ? and(inArray(payments.status, ['failed', 'processing']), isNull(payments.resolvedAt))
          : eq(payments.status, status),
    )
    .orderBy(sql`(${payments.status} = 'failed') desc`, desc(payments.updatedAt))
    .limit(100);
  return rows.map(({ payment, ...names }) => ({
    ...names,
    paymentId: payment.id,
    bookingId: payment.bookingId,
    kind: payment.kind,
    status: payment.status,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    failureMessage: payment.failureMessage,
    attempt: payment.attempt,
    updatedAt: payment.updatedAt.toISOString(),
    resolvedAt: payment.resolvedAt?.toISOString() ?? null,
  }));
}
