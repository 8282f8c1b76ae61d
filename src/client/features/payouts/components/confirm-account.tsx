import { CheckCircle2, CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useConfirmPayoutAccount } from '../api/confirm-payout-account.ts';
import { useT } from '#client/lib/i18n.tsx';

/**
 * /confirm-account?code=…: the payment provider sent the artist back after the bank details.
 * The code is sent once, and the result is the page's heading.
 */
export function ConfirmAccount({ code }: { code: string | null }) {
  const t = useT();
  const { auth } = useAuth();
  const confirm = useConfirmPayoutAccount();
  const { mutate } = confirm;
  const requested = useRef<string | null>(null);

  useEffect(() => {
    // The code works once, and StrictMode runs effects twice: send it once.
    if (!code || requested.current === code) return;
    requested.current = code;
    mutate(code);
  }, [code, mutate]);

  if (!code) return <Failed message={t('earnings.confirm.missingCode')} />;
  if (confirm.isError) return <Failed message={errorMessage(confirm.error)} />;
  if (confirm.data?.status === 'fail') return <Failed message={confirm.data.message} />;
  if (confirm.data?.status === 'success') {
    const profile =
      auth.status === 'authenticated' ? paths.artistProfile(auth.user._id) : paths.home;
    return (
      <div className="text-center">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-success" />
        <h1 className="mt-4 text-3xl font-semibold">{t('earnings.confirm.created')}</h1>
        <p className="mt-3 text-muted">{t('earnings.confirm.verifying')}</p>
        <ButtonLink to={profile} className="mt-8">
          {t('earnings.confirm.view')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="text-center">
      <LoaderCircle aria-hidden className="mx-auto size-12 animate-spin text-blush-700" />
      <h1 className="mt-4 text-3xl font-semibold">{t('earnings.confirm.connecting')}</h1>
      <p role="status" className="mt-3 text-muted">
        {t('earnings.confirm.checking')}
      </p>
    </div>
  );
}

function Failed({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="text-center">
      <CircleAlert aria-hidden className="mx-auto size-12 text-danger" />
      <h1 className="mt-4 text-3xl font-semibold">{t('earnings.confirm.failed')}</h1>
      <p role="alert" className="mt-3 text-muted">
        {message}
      </p>
      <ButtonLink to={paths.bank} className="mt-8">
        {t('shell.tryAgain')}
      </ButtonLink>
    </div>
  );
}
