import { CalendarClock, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import type { PayoutAccountView } from '#shared/schemas/payments.ts';
import { PAYOUT_DAY } from '#shared/domain/policy.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { Card, LoadError } from '#client/components/ui/page.tsx';
import { useConnectPayouts } from '#client/lib/connect-payouts.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { usePayoutAccount } from '../api/get-payout-account.ts';

/** /bank: where the artist's weekly payouts go, or the way to connect a bank account. */
export function BankAccount() {
  const account = usePayoutAccount();
  if (account.isPending) {
    return (
      <p className="text-muted" role="status">
        Loading your banking info…
      </p>
    );
  }
  if (account.isError) {
    return (
      <LoadError
        what="your banking info"
        error={account.error}
        onRetry={() => void account.refetch()}
      />
    );
  }
  return account.data.connected ? <Connected account={account.data} /> : <NotConnected />;
}

function Connected({ account }: { account: PayoutAccountView }) {
  const rows = [
    { label: 'Bank', value: account.bankName ?? '—' },
    { label: 'Routing number', value: account.routingNumber ?? '—' },
    { label: 'Account number', value: account.last4 ? `•••• ${account.last4}` : '—' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <h2 className="mb-3 flex items-center gap-2 text-xl font-semibold">
          <Landmark aria-hidden className="size-5 text-blush-700" />
          Your payouts go to
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
          For your security, the account can only be changed by our team. To change it,{' '}
          <Link
            to={`${paths.help}?issue=change-bank-account`}
            className="font-semibold text-blush-800 underline"
          >
            write to us from the Help Center
          </Link>
          .
        </p>
      </Card>
      <ButtonLink to={paths.earnings} variant="secondary" className="self-start">
        See your earnings
      </ButtonLink>
    </div>
  );
}

function NotConnected() {
  const { alert } = useAlerts();
  const connect = useConnectPayouts();
  const start = () =>
    connect.mutate(undefined, { onError: (error) => alert(errorMessage(error), 'error') });
  return (
    <Card className="flex flex-col items-start gap-4">
      <span className="flex size-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
        <CalendarClock aria-hidden className="size-6" />
      </span>
      <h2 className="text-xl font-semibold">Get paid every week</h2>
      <div className="space-y-3 text-muted">
        <p>
          Every {PAYOUT_DAY}, {PRODUCT_NAME} pays out your share of the services you completed the
          week before, so the money reaches you within 7 days of each service.
        </p>
        <p>
          Connect the bank account it goes to through our payment partner: your bank details go to
          them, never through {PRODUCT_NAME}.
        </p>
      </div>
      <Button onPress={start} isDisabled={connect.isPending}>
        {connect.isPending ? 'Connecting…' : 'Connect bank account'}
      </Button>
    </Card>
  );
}
