import { CalendarClock, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import type { PayoutAccountView } from '#shared/schemas/payments.ts';
import { payoutDayName } from '#shared/domain/policy.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { Card, LoadError } from '#client/components/ui/page.tsx';
import { useConnectPayouts } from '#client/resources/connect-payouts.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { usePayoutAccount } from '../api/get-payout-account.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

/** /bank: where the artist's weekly payouts go, or the way to connect a bank account. */
export function BankAccount() {
  const t = useT();
  const account = usePayoutAccount();
  if (account.isPending) {
    return (
      <p className="text-muted" role="status">
        {t('settings.page.bankLoading')}
      </p>
    );
  }
  if (account.isError) {
    return (
      <LoadError
        title={t('earnings.bank.loadFailed')}
        error={account.error}
        onRetry={() => void account.refetch()}
      />
    );
  }
  return account.data.connected ? <Connected account={account.data} /> : <NotConnected />;
}

function Connected({ account }: { account: PayoutAccountView }) {
  const t = useT();
  const rows = [
    { label: t('earnings.bank.bank'), value: account.bankName ?? '—' },
    { label: t('earnings.bank.routing'), value: account.routingNumber ?? '—' },
    { label: t('earnings.bank.account'), value: account.last4 ? `•••• ${account.last4}` : '—' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <h2 className="mb-3 flex items-center gap-2 text-xl font-semibold">
          <Landmark aria-hidden className="size-5 text-blush-700" />
          {t('earnings.bank.goesTo')}
        </h2>
        <dl className="divide-y divide-line rounded-xl border border-line">
          {rows.map((row) => (
            <div key={row.label} className="flex flex-wrap justify-between gap-x-4 px-4 py-2.5">
              <dt className="text-muted">{row.label}</dt>
              <dd className="font-semibold break-all">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-muted">
          {t('earnings.bank.change')}{' '}
          <Link
            to={`${paths.help}?issue=change-bank-account`}
            className="font-semibold text-blush-800 underline"
          >
            {t('earnings.bank.writeUs')}
          </Link>
          .
        </p>
      </Card>
      <ButtonLink to={paths.earnings} variant="secondary" className="self-start">
        {t('earnings.bank.seeEarnings')}
      </ButtonLink>
    </div>
  );
}

function NotConnected() {
  const t = useT();
  const day = payoutDayName(useLocale());
  const { alert } = useAlerts();
  const connect = useConnectPayouts();
  const start = () =>
    connect.mutate(undefined, { onError: (error) => alert(errorMessage(error), 'error') });
  return (
    <Card className="flex flex-col items-start gap-4">
      <span className="flex size-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
        <CalendarClock aria-hidden className="size-6" />
      </span>
      <h2 className="text-xl font-semibold">{t('earnings.bank.weekly')}</h2>
      <div className="space-y-3 text-muted">
        <p>{t('earnings.bank.weeklyText', { day, product: PRODUCT_NAME })}</p>
        <p>{t('earnings.bank.partner', { product: PRODUCT_NAME })}</p>
      </div>
      <Button onPress={start} isDisabled={connect.isPending}>
        {connect.isPending ? t('wizard.bank.connecting') : t('wizard.bank.connect')}
      </Button>
    </Card>
  );
}
