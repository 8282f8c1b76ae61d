import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '#shared/domain/money.ts';
import type { PaymentView } from '#shared/schemas/payments.ts';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePayment } from '../api/get-payment.ts';
import { useRetryPayment } from '../api/retry-payment.ts';
import { isExpired } from '#shared/domain/cards.ts';
import { brandName, expiryText, maskedNumber } from '#client/lib/card-format.ts';

/**
 * /pay/:bookingId, linked from the failed-payment e-mail: what is owed and why the charge
 * failed, then the same amount charged again to a saved card the customer picks.
 */
export function PayAgain({ bookingId }: { bookingId: string }) {
  const t = useT();
  const payment = usePayment(bookingId);
  const [paidNow, setPaidNow] = useState(false);

  if (payment.isPending) {
    return (
      <p className="text-muted" role="status">
        {t('payments.pay.loading')}
      </p>
    );
  }
  if (payment.isError) {
    return (
      <Notice tone="error" title={t('shell.loadError', { what: t('payments.pay.this') })}>
        <p>{errorMessage(payment.error)}</p>
        <ButtonLink to={paths.customerBookings} variant="secondary">
          {t('payments.pay.myBookings')}
        </ButtonLink>
      </Notice>
    );
  }
  const view = payment.data;
  return (
    <div className="flex flex-col gap-6">
      <Summary view={view} />
      {view.status === 'succeeded' ? (
        <Notice
          tone="success"
          title={t(paidNow ? 'payments.pay.received' : 'payments.pay.alreadyPaid')}
        >
          <p className="text-muted">{t('payments.pay.artistPaid', { name: view.artistName })}</p>
          <ButtonLink to={paths.customerBookings} variant="secondary">
            {t('payments.pay.myBookings')}
          </ButtonLink>
        </Notice>
      ) : view.status === 'processing' ? (
        <Notice title={t('payments.pay.processing')}>
          <p className="text-muted">{t('payments.pay.checkBack')}</p>
        </Notice>
      ) : (
        <ChooseCard view={view} onPaid={() => setPaidNow(true)} />
      )}
    </div>
  );
}

function Summary({ view }: { view: PaymentView }) {
  const t = useT();
  const locale = useLocale();
  const rows = [
    { label: t('bookings.headline.services'), value: formatCents(view.subtotalCents, locale) },
    { label: t('payments.pay.fee'), value: formatCents(view.feeCents, locale) },
  ];
  return (
    <section aria-labelledby="pay-summary-heading">
      <h2 id="pay-summary-heading" className="text-xl font-semibold">
        {t('bookings.details.title', { name: view.artistName })}
      </h2>
      <dl className="mt-3 divide-y divide-line rounded-xl border border-line">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 px-4 py-2.5">
            <dt className="text-muted">{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 px-4 py-2.5 font-semibold">
          <dt>{t('bookings.money.total')}</dt>
          <dd className="tabular-nums">{formatCents(view.amountCents, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}

function ChooseCard({ view, onPaid }: { view: PaymentView; onPaid: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { auth } = useAuth();
  const retry = useRetryPayment(view.bookingId);
  const cards = auth.status === 'authenticated' ? auth.user.cards.filter((c) => !isExpired(c)) : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  // Each failed try shows its message afresh, so a screen reader hears the same words again.
  const [tries, setTries] = useState(0);
  // The first card until another is chosen (the cards arrive with the user, maybe after this).
  const cardId = cards.some((c) => c.stripeCardId === chosen)
    ? chosen
    : (cards[0]?.stripeCardId ?? null);

  const pay = () => {
    if (!cardId) return;
    setRequestError(null);
    retry.mutateAsync(cardId).then(
      (answer) => {
        if (answer.status === 'succeeded') onPaid();
        else setTries((n) => n + 1);
      },
      (error: unknown) => {
        setRequestError(errorMessage(error));
        setTries((n) => n + 1);
      },
    );
  };
  const failure = requestError ?? view.failureMessage;

  return (
    <section aria-labelledby="pay-card-heading" className="flex flex-col gap-4">
      <div role="alert">
        {failure ? (
          <Notice key={tries} tone="error" title={t('payments.pay.failed')}>
            <p>{failure}</p>
          </Notice>
        ) : null}
      </div>
      <h2 id="pay-card-heading" className="text-xl font-semibold">
        {t('bookings.payment.payAgain')}
      </h2>
      {cards.length > 0 ? (
        <RadioGroupField
          legend={t('payments.pay.card')}
          name="card"
          value={cardId}
          onChange={setChosen}
          options={cards.map((card) => ({
            value: card.stripeCardId,
            label: `${brandName(card.brand, t)} ${maskedNumber(card.last4)}`,
            description: `${t('payments.card.expires')} ${expiryText(card)}`,
          }))}
        />
      ) : (
        <p className="text-muted">{t('payments.pay.noCard')}</p>
      )}
      <p className="text-sm">
        <Link to={paths.payments} className="font-semibold text-blush-800 underline">
          {t('payments.add.title')}
        </Link>{' '}
        <span className="text-muted">{t('payments.pay.addThenBack')}</span>
      </p>
      <Button onPress={pay} isDisabled={!cardId || retry.isPending} className="self-start">
        {retry.isPending
          ? t('payments.pay.paying')
          : t('payments.pay.button', { amount: formatCents(view.amountCents, locale) })}
      </Button>
    </section>
  );
}
