import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { ResetForm } from '#shared/schemas/user.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { ApiError } from '#client/lib/api.ts';
import { showServerError } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';

/** A refusal about the link itself (used, expired, malformed) rather than the password. */
const isLinkError = (error: unknown) =>
  error instanceof ApiError && (error.code === 'bad_request' || 'token' in error.fields);

/** Sets a new password from an e-mailed link, then sends the person to sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { alert } = useAlerts();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [linkFailed, setLinkFailed] = useState(false);
  const form = useForm<ResetForm>({
    resolver: zodResolver(ResetForm),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutateAsync({ token, password }).then(
      ({ message }) => {
        alert(message, 'success');
        void navigate(paths.loginEmail, { replace: true });
      },
      (error: unknown) => {
        showServerError(error, form.setError, alert);
        setLinkFailed(isLinkError(error));
      },
    ),
  );

  if (linkFailed) {
    return (
      <Notice tone="error" title="This link can no longer be used">
        <p className="text-muted">
          Reset links work once and last 1 hour. Ask for a new one and use it from the most recent
          e-mail.
        </p>
        <Link to={paths.forgot} className="inline-block font-semibold text-blush-800 underline">
          Ask for a new link
        </Link>
      </Notice>
    );
  }

  return (
    <Form onSubmit={onSubmit} className="flex flex-col gap-5" validationBehavior="aria">
      <FormTextField
        control={form.control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        description="6 to 128 characters."
      />
      <FormTextField
        control={form.control}
        name="confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" isDisabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Save my new password'}
      </Button>
    </Form>
  );
}
