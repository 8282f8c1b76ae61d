import { CheckCircle2, CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useConfirmPayoutAccount } from '../api/confirm-payout-account.ts';

const MISSING_CODE = 'This link is missing its code. Start again from Banking info.';

/**
 * /confirm-account?code=…: the payment provider sent the artist back after the bank details.
 * The code is sent once, and the result is the page's heading.
 */
export function ConfirmAccount({ code }: { code: string | null }) {
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

  if (!code) return <Failed message={MISSING_CODE} />;
  if (confirm.isError) return <Failed message={errorMessage(confirm.error)} />;
  if (confirm.data?.status === 'fail') return <Failed message={confirm.data.message} />;
  if (confirm.data?.status === 'success') {
    const profile =
      auth.status === 'authenticated' ? paths.artistProfile(auth.user._id) : paths.home;
    return (
      <div className="text-center">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-success" />
        <h1 className="mt-4 text-3xl font-semibold">Your account has been successfully created</h1>
        <p className="mt-3 text-muted">
          Our team is verifying your profile. It will be published within 2 hours.
        </p>
        <ButtonLink to={profile} className="mt-8">
          View your profile
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="text-center">
      <LoaderCircle aria-hidden className="mx-auto size-12 animate-spin text-blush-700" />
      <h1 className="mt-4 text-3xl font-semibold">Connecting your bank account</h1>
      <p role="status" className="mt-3 text-muted">
        Checking with our payment partner…
      </p>
    </div>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <div className="text-center">
      <CircleAlert aria-hidden className="mx-auto size-12 text-danger" />
      <h1 className="mt-4 text-3xl font-semibold">Your bank account is not connected</h1>
      <p role="alert" className="mt-3 text-muted">
        {message}
      </p>
      <ButtonLink to={paths.bank} className="mt-8">
        Try again
      </ButtonLink>
    </div>
  );
}
