import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { ChangePasswordForm as ChangePasswordFormSchema } from '#shared/schemas/security.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useT } from '#client/lib/i18n.tsx';

/** The current password proves it is the owner; every other device is signed out after. */
export function ChangePasswordForm() {
  const t = useT();
  const { alert } = useAlerts();
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormSchema>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirm: '' },
  });

  const onSubmit = form.handleSubmit(({ currentPassword, password }) =>
    change.mutateAsync({ currentPassword, password }).then(
      ({ message }) => {
        alert(message, 'success');
        form.reset();
      },
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );

  return (
    <Form onSubmit={onSubmit} className="flex max-w-md flex-col gap-5" validationBehavior="aria">
      <FormTextField
        control={form.control}
        name="currentPassword"
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('settings.password.new')}
        type="password"
        autoComplete="new-password"
        description={t('settings.password.newHint')}
      />
      <FormTextField
        control={form.control}
        name="confirm"
        label={t('settings.password.confirm')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="secondary" isDisabled={change.isPending}>
        {change.isPending ? t('wizard.footer.saving') : t('settings.password.change')}
      </Button>
    </Form>
  );
}
