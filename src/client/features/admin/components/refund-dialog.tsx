import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { centsToDollarsText, formatCents, readDollars } from '#shared/domain/money.ts';
import { RefundInput, type AdminPaymentRow } from '#shared/schemas/payments.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useRefundPayment } from '../api/refund-payment.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Translator } from '#shared/i18n/translator.ts';

/** The refund form: dollars as typed, checked against what is left to refund. */
const refundForm = (remainingCents: number, t: Translator['t'], locale: Locale) =>
  z.object({
    amount: z.string().transform((text, ctx) => {
      const cents = readDollars(text, locale);
      let problem: string | null = null;
      if (cents === 'unclear') problem = t('validation.amountUnclear');
      else if (cents === null) problem = t('admin.refund.badAmount');
      else if (cents <= 0) problem = t('admin.refund.zero', { zero: formatCents(0, locale) });
      else if (cents > remainingCents)
        problem = t('admin.refund.atMost', { amount: formatCents(remainingCents, locale) });
      if (problem || typeof cents !== 'number') {
        ctx.addIssue({ code: 'custom', message: problem ?? '' });
        return z.NEVER;
      }
      return cents;
    }),
    reason: RefundInput.shape.reason,
  });
type Values = { amount: string; reason: string };
type Parsed = { amount: number; reason: string };

/** "Refund" on a paid row: a dialog with the amount (what is left, unless changed) and why. */
export function RefundDialog({ payment }: { payment: AdminPaymentRow }) {
  const t = useT();
  const locale = useLocale();
  const remaining = payment.amountCents - payment.refundedCents;
  const paid = { amount: formatCents(payment.amountCents, locale), artist: payment.artistName };
  return (
    <DialogTrigger>
      <Button
        variant="secondary"
        className="min-h-9 px-3"
        aria-label={t('admin.refund.named', {
          customer: payment.customerName,
          artist: payment.artistName,
        })}
      >
        {t('admin.refund.button')}
      </Button>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:items-center"
      >
        <Modal className="w-full max-w-md rounded-(--radius-card) bg-white p-6 shadow-xl">
          <Dialog className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-2xl font-semibold">
                  {t('admin.refund.title', { customer: payment.customerName })}
                </Heading>
                <p className="mt-2 text-sm text-muted">
                  {payment.refundedCents > 0
                    ? t('admin.refund.paidRefunded', {
                        ...paid,
                        refunded: formatCents(payment.refundedCents, locale),
                      })
                    : t('admin.refund.paid', paid)}
                </p>
                <RefundForm payment={payment} remaining={remaining} onDone={close} />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function RefundForm({
  payment,
  remaining,
  onDone,
}: {
  payment: AdminPaymentRow;
  remaining: number;
  onDone: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const refund = useRefundPayment();
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(refundForm(remaining, t, locale)),
    mode: 'onTouched',
    defaultValues: { amount: centsToDollarsText(remaining, locale), reason: '' },
  });
  const onSubmit = form.handleSubmit(({ amount, reason }) =>
    refund.mutateAsync({ bookingId: payment.bookingId, amountCents: amount, reason }).then(
      (answer) => {
        alert(answer.message, 'success');
        onDone();
      },
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="mt-4 flex flex-col gap-4">
      <FormTextField
        control={form.control}
        name="amount"
        label={t('admin.refund.amount')}
        inputMode="decimal"
        description={t('admin.refund.upTo', { amount: formatCents(remaining, locale) })}
      />
      <FormTextField
        control={form.control}
        name="reason"
        label={t('admin.refund.reason')}
        multiline
        rows={3}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onDone} isDisabled={form.formState.isSubmitting}>
          {t('admin.dialog.cancel')}
        </Button>
        <Button type="submit" variant="danger" isDisabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('admin.refund.refunding') : t('admin.refund.button')}
        </Button>
      </div>
    </Form>
  );
}
