import { AdminMoney, PayoutRunAnswer } from '#shared/schemas/admin.ts';
import { MessageBody } from '#shared/schemas/error.ts';
import {
  AdminPayments,
  AdminPaymentsQuery,
  BookingIdParams,
  PaymentView,
  Receipt,
  RefundAnswer,
  RefundInput,
  ResolveChargeInput,
  RetryPaymentInput,
  SettleNoShowInput,
} from '#shared/schemas/payments.ts';
import { YearParams } from '#shared/schemas/tax.ts';
import { actorOf } from '../../http/access.ts';
import { AppError } from '../../app-error.ts';
import type { App, AppContext } from '../../context.ts';
import { routeLimit } from '../../http/rate-limit.ts';
import { getAdminMoney, resolveCharge, retryChargeAsAdmin, runPayoutsNow } from './admin-money.ts';
import { listPaymentsForAdmin } from './admin-payments.ts';
import { reconcileCharge } from '../../money/charge-booking.ts';
import { getPayment, retryPayment } from './charges.service.ts';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { answerLocale } from '../../http/page-locale.ts';
import { getReceipt, receiptsCsv } from './receipts.service.ts';
import { syncPayoutAccount } from './payout-account.service.ts';
import { settleNoShow } from './no-show-disputes.ts';
import { refundBooking } from './refunds.service.ts';

/** A booking's payments for its customer, the admin's money desk, and the provider's webhook. */
export function chargeRoutes(app: App, ctx: AppContext): void {
  customerPaymentRoutes(app, ctx);
  adminMoneyRoutes(app, ctx);
  webhookRoutes(app, ctx);
}

/** A booking's payments, receipt and retry, for its customer. */
function customerPaymentRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/payments/:bookingId',
    {
      config: { access: 'user' },
      schema: {
        summary: "Your booking's payment",
        tags: ['payments'],
        params: BookingIdParams,
        response: { 200: PaymentView },
      },
    },
    (request) =>
      getPayment(
        ctx,
        actorOf(request).id,
        request.params.bookingId,
        serverTranslator(answerLocale(request)).t,
      ),
  );

  app.get(
    '/api/payments/:bookingId/receipt',
    {
      config: { access: 'user' },
      schema: {
        summary: "A charged booking's receipt (its customer, or an admin)",
        tags: ['payments'],
        params: BookingIdParams,
        response: { 200: Receipt },
      },
    },
    (request) => getReceipt(ctx, actorOf(request), request.params.bookingId),
  );

  app.get(
    '/api/receipts/:year/csv',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Your receipts of a calendar year as CSV',
        tags: ['payments'],
        params: YearParams,
      },
    },
    async (request, reply) => {
      const { year } = request.params;
      const csv = await receiptsCsv(ctx, actorOf(request).id, year);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="receipts-${year}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/api/payments/:bookingId/retry',
    {
      config: { access: 'user', rateLimit: routeLimit('retryPayment') },
      schema: {
        summary: 'Pay a failed charge with another saved card',
        tags: ['payments'],
        params: BookingIdParams,
        body: RetryPaymentInput,
        response: { 200: PaymentView },
      },
    },
    (request) =>
      retryPayment(
        ctx,
        actorOf(request).id,
        request.params.bookingId,
        request.body.stripeCardId,
        serverTranslator(answerLocale(request)).t,
      ),
  );
}

/** Payments, refunds, the money overview and payouts (admins only). */
function adminMoneyRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/api/admin/payments',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The newest charges, failed first',
        tags: ['admin'],
        querystring: AdminPaymentsQuery,
        response: { 200: AdminPayments },
      },
    },
    async (request) => ({ payments: await listPaymentsForAdmin(ctx, request.query.status) }),
  );

  app.post(
    '/api/admin/payments/:bookingId/refund',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Refund a paid booking, fully or in part',
        tags: ['admin'],
        params: BookingIdParams,
        body: RefundInput,
        response: { 200: RefundAnswer },
      },
    },
    (request) => refundBooking(ctx, actorOf(request).id, request.params.bookingId, request.body),
  );

  app.post(
    '/api/admin/no-shows/:bookingId/settle',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Settle a disputed no-show: refund its charge, or keep it (both parties e-mailed)',
        tags: ['admin'],
        params: BookingIdParams,
        body: SettleNoShowInput,
        response: { 200: MessageBody },
      },
    },
    (request) => settleNoShow(ctx, actorOf(request).id, request.params.bookingId, request.body),
  );

  app.post(
    '/api/admin/payments/:bookingId/retry',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Try a failed charge again on its card, or ask the provider about a pending one',
        tags: ['admin'],
        params: BookingIdParams,
        response: { 200: MessageBody },
      },
    },
    (request) => retryChargeAsAdmin(ctx, actorOf(request).id, request.params.bookingId),
  );

  app.post(
    '/api/admin/payments/:bookingId/resolve',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Mark a failed charge resolved: it leaves the follow-up list (admin)',
        tags: ['admin'],
        params: BookingIdParams,
        body: ResolveChargeInput,
        response: { 200: MessageBody },
      },
    },
    (request) =>
      resolveCharge(ctx, actorOf(request).id, request.params.bookingId, request.body.reason),
  );

  app.get(
    '/api/admin/money',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Payout weeks, what a run now would pay, and the ledger totals (admin)',
        tags: ['admin'],
        response: { 200: AdminMoney },
      },
    },
    () => getAdminMoney(ctx),
  );

  app.post(
    '/api/admin/payouts/run',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Run the payouts due now; never pays an artist twice for a week (admin)',
        tags: ['admin'],
        response: { 200: PayoutRunAnswer },
      },
    },
    (request) => runPayoutsNow(ctx, actorOf(request).id),
  );
}

/** The payment provider's events. */
function webhookRoutes(app: App, ctx: AppContext): void {
  // The provider's events, verified by signature over the exact bytes it sent.
  void app.register((webhooks: App, _options, done) => {
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, next) =>
      next(null, body),
    );
    webhooks.post(
      '/api/stripe/webhook',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Payment provider events (signed)',
          tags: ['payments'],
          response: { 200: MessageBody },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = ctx.gateway.parseWebhook(
            request.body as Buffer,
            typeof signature === 'string' ? signature : undefined,
          );
        } catch {
          throw new AppError('bad_request', 'The webhook signature does not match.');
        }
        if (event.type === 'payment.succeeded' || event.type === 'payment.failed') {
          if (event.idempotencyKey) await reconcileCharge(ctx, event.idempotencyKey);
        } else if (event.type === 'account.updated') {
          await syncPayoutAccount(ctx, event.accountId);
        }
        return { message: 'received' };
      },
    );
    done();
  });
}
