import { zodResolver } from '@hookform/resolvers/zod';
import { browserSupportsWebAuthnAutofill, WebAuthnAbortService } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { LoginInput } from '#shared/schemas/user.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useAuth } from '#client/resources/auth.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { isPasskeyCancel, passkeyErrorMessage } from '#client/lib/passkey-errors.ts';
import { useLogIn } from '../api/log-in.ts';
import { signInWithPasskey } from '../api/passkey-sign-in.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { UnconfirmedNotice } from './unconfirmed-notice.tsx';
import { useT } from '#client/lib/i18n.tsx';

export function LoginForm() {
  const { signIn } = useAuth();
  const { alert } = useAlerts();
  const navigate = useNavigate();
  const location = useLocation();
  const logIn = useLogIn();
  const t = useT();
  /** The address whose sign-in waits for its confirmation, to offer a new link. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '' },
  });
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const signedIn = () => {
    signIn();
    void navigate(from, { replace: true });
  };

  // Conditional UI: where the browser can, the e-mail field's autofill offers this site's
  // passkeys; picking one signs in. The ceremony waits quietly and ends with the page.
  useEffect(() => {
    let live = true;
    void browserSupportsWebAuthnAutofill().then((available) => {
      if (!available || !live) return;
      signInWithPasskey(true).then(
        () => {
          if (live) signedIn();
        },
        (error: unknown) => {
          // Only a passkey the person picked and the server refused is worth an alert here; a
          // limit on merely opening the page is not (the button still reports it).
          const limited = error instanceof ApiError && error.code === 'rate_limited';
          if (live && !isPasskeyCancel(error) && !limited) {
            alert(passkeyErrorMessage(error, t), 'error');
          }
        },
      );
    });
    return () => {
      live = false;
      WebAuthnAbortService.cancelCeremony();
    };
    // Once per visit of the page: the ceremony must not restart on each render.
  }, []);

  const onSubmit = form.handleSubmit((values) =>
    logIn.mutateAsync(values).then(
      () => signedIn(),
      (error: unknown) => {
        showServerError(error, form.setError, alert);
        const waiting = error instanceof ApiError && error.code === 'email_unconfirmed';
        setUnconfirmed(waiting ? values.email : null);
      },
    ),
  );

  return (
    <Form onSubmit={onSubmit} className="flex flex-col gap-5" validationBehavior="aria">
      {unconfirmed ? <UnconfirmedNotice key={unconfirmed} email={unconfirmed} /> : null}
      <FormTextField
        control={form.control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="email webauthn"
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" isDisabled={logIn.isPending}>
        {logIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <PasskeySignIn onSignedIn={signedIn} />
    </Form>
  );
}
