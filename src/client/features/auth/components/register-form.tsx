import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { RegisterInput } from '#shared/schemas/user.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmailField, FormTextField, NameFields } from '#client/components/ui/form-fields.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useRegister } from '../api/register.ts';
import { useT } from '#client/lib/i18n.tsx';

/** E-mail registration (spec §5: names ≤ 30, e-mail ≤ 64, password 6–128). */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { alert } = useAlerts();
  const register = useRegister();
  const t = useT();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterInput),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    register.mutateAsync(values).then(
      () => onRegistered(values.email),
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );

  return (
    <Form onSubmit={onSubmit} className="flex flex-col gap-5" validationBehavior="aria">
      <NameFields control={form.control} />
      <EmailField control={form.control} />
      <FormTextField
        control={form.control}
        name="password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        description={t('auth.register.passwordHint')}
      />
      <Button type="submit" isDisabled={register.isPending}>
        {register.isPending ? t('auth.register.creating') : t('auth.register.submit')}
      </Button>
    </Form>
  );
}
