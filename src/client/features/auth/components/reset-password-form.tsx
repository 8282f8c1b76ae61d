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
import { useT } from '#client/lib/i18n.tsx';

/** A refusal about the link itself (used, expired, malformed) rather than the password. */
const isLinkError = (error: unknown) =>
  error instanceof ApiError && (error.code === 'bad_request' || 'token' in error.fields);

/** Sets a new password from an e-mailed link, then sends the person to sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { alert } = useAlerts();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const t = useT();
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
      <Notice tone="error" title={t('auth.reset.dead')}>
        <p className="text-muted">{t('auth.reset.deadText')}</p>
        <Link to={paths.forgot} className="inline-block font-semibold text-blush-800 underline">
          {t('auth.reset.askNew')}
        </Link>
      </Notice>
    );
  }

  return (
    <Form onSubmit={onSubmit} className="flex flex-col gap-5" validationBehavior="aria">
      <FormTextField
        control={form.control}
        name="password"
        label={t('auth.reset.new')}
        type="password"
        autoComplete="new-password"
        description={t('auth.register.passwordHint')}
      />
      <FormTextField
        control={form.control}
        name="confirm"
        label={t('auth.reset.confirm')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" isDisabled={reset.isPending}>
        {reset.isPending ? t('auth.reset.saving') : t('auth.reset.save')}
      </Button>
    </Form>
  );
}
