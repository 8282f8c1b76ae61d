import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { EmailInput } from '#shared/schemas/user.ts';
import { Button } from '#client/components/ui/button.tsx';
import { EmailField } from '#client/components/ui/form-fields.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';

interface EmailLinkFormProps {
  /** The call that e-mails the link; its answer is the same for every address. */
  send: UseMutationResult<{ message: string }, unknown, EmailInput>;
  defaultEmail?: string;
  submitLabel: string;
  againLabel?: string;
  /** Said under the server's message once the link is on its way. */
  afterSent?: ReactNode;
}

/** One e-mail field that asks for a link (reset or confirmation) and shows the neutral answer. */
export function EmailLinkForm({
  send,
  defaultEmail = '',
  submitLabel,
  againLabel = submitLabel,
  afterSent,
}: EmailLinkFormProps) {
  const { alert } = useAlerts();
  const t = useT();
  const form = useForm<EmailInput>({
    resolver: zodResolver(EmailInput),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      ({ message }) => alert(message, 'success'),
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );

  return (
    <div className="flex flex-col gap-5">
      {send.isSuccess ? (
        <Notice tone="success">
          <p className="font-medium text-ink">{send.data.message}</p>
          {afterSent}
        </Notice>
      ) : null}
      <Form onSubmit={onSubmit} className="flex flex-col gap-5" validationBehavior="aria">
        <EmailField control={form.control} />
        <Button type="submit" isDisabled={send.isPending}>
          {send.isPending ? t('auth.sending') : send.isSuccess ? againLabel : submitLabel}
        </Button>
      </Form>
    </div>
  );
}
