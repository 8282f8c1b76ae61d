import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { EmailInput } from '#shared/schemas/user.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/** Asks for a password reset link; the success message is the same for every address. */
export function ForgotForm() {
  const { alert } = useAlerts();
  const forgot = useForgotPassword();
  const form = useForm<EmailInput>({
    resolver: zodResolver(EmailInput),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    forgot.mutateAsync(values).then(
      ({ message }) => alert(message, 'success'),
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );

  return (
    <div className="flex flex-col gap-5">
      {forgot.isSuccess ? (
        <Notice tone="success">
          <p className="font-medium text-ink">{forgot.data.message}</p>
          <p className="text-muted">
            The link works once and lasts 1 hour. Nothing arrived? Look in your spam folder or send
            it again.
          </p>
        </Notice>
      ) : null}
      <Form onSubmit={onSubmit} className="flex flex-col gap-5" validationBehavior="aria">
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <Button type="submit" isDisabled={forgot.isPending}>
          {forgot.isPending ? 'Sending…' : forgot.isSuccess ? 'Send it again' : 'Send me a link'}
        </Button>
      </Form>
    </div>
  );
}
