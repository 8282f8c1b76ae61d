import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { LoginInput } from '#shared/schemas/user.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useLogIn } from '../api/log-in.ts';
import { UnconfirmedNotice } from './unconfirmed-notice.tsx';

export function LoginForm() {
  const { signIn } = useAuth();
  const { alert } = useAlerts();
  const navigate = useNavigate();
  const location = useLocation();
  const logIn = useLogIn();
  /** The address whose sign-in waits for its confirmation, to offer a new link. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    defaultValues: { email: '', password: '' },
  });
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  const onSubmit = form.handleSubmit((values) =>
    logIn.mutateAsync(values).then(
      ({ token }) => {
        signIn(token);
        void navigate(from, { replace: true });
      },
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
        label="Email"
        type="email"
        autoComplete="email"
      />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" isDisabled={logIn.isPending}>
        {logIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </Form>
  );
}
