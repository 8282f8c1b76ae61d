import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { EmailInput } from '#shared/schemas/user.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

/** Asks for a new confirmation link; the answer never says whether the address has an account. */
export function ResendForm({ defaultEmail }: { defaultEmail: string }) {
  const { alert } = useAlerts();
  const resend = useResendConfirmation();
  const form = useForm<EmailInput>({
    resolver: zodResolver(EmailInput),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = form.handleSubmit((values) =>
    resend.mutateAsync(values).then(
      ({ message }) => alert(message, 'success'),
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );

  return (
    <div className="flex flex-col gap-5">
      {resend.isSuccess ? <Notice tone="success">{resend.data.message}</Notice> : null}
      <Form onSubmit={onSubmit} className="flex flex-col gap-5" validationBehavior="aria">
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <Button type="submit" isDisabled={resend.isPending}>
          {resend.isPending ? 'Sending…' : 'Send a new link'}
        </Button>
      </Form>
    </div>
  );
}
