import type { AdminPaymentRow } from '#shared/schemas/payments.ts';
import type { AppContext } from '../../context.ts';
import { listAdminPayments } from './payments.queries.ts';

/**
 * GET /api/admin/payments: the newest 100 charges, failed first, for admins. "failed" lists
 * every charge still owed: refused, or not answered by the provider yet (payment pending),
 * unless an admin marked it resolved.
 */
export async function listPaymentsForAdmin(
  ctx: AppContext,
  status: 'failed' | 'succeeded' | 'all',
): Promise<AdminPaymentRow[]> {
  const rows = await listAdminPayments(ctx.db, status);
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
