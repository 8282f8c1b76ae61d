import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { AdminEmailInput } from '#shared/schemas/admin.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { errorMessage, showServerError } from '#client/lib/forms.ts';
import { previewAdminEmail, useSendAdminEmail } from '../api/admin-email.ts';
import { modalClass, overlayClass } from './text-dialog.tsx';
import { useT } from '#client/lib/i18n.tsx';

type Values = z.input<typeof AdminEmailInput>;

/** "Write an e-mail": the spec's admin e-mail, with a preview of what will be sent. */
export function ComposeEmailDialog({ trigger, to = '' }: { trigger: ReactNode; to?: string }) {
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay isDismissable className={overlayClass}>
        <Modal className={`${modalClass} md:max-w-2xl`}>
          <Dialog className="outline-none">
            {({ close }) => <ComposeForm to={to} onDone={close} />}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function ComposeForm({ to, onDone }: { to: string; onDone: () => void }) {
  const t = useT();
  const { alert } = useAlerts();
  const send = useSendAdminEmail();
  const [preview, setPreview] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof AdminEmailInput>>({
    resolver: zodResolver(AdminEmailInput),
    mode: 'onTouched',
    defaultValues: { email: to, subject: '', title: '', html: '', buttonText: '', url: '' },
  });
  const values = form.watch();
  const onSubmit = form.handleSubmit((input) =>
    send.mutateAsync(input).then(
      (answer) => {
        alert(answer.message, 'success');
        onDone();
      },
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );
  const showPreview = () =>
    previewAdminEmail(values.html ?? '').then(
      (answer) => setPreview(answer.html),
      (error: unknown) => alert(errorMessage(error), 'error'),
    );
  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-4">
      <Heading slot="title" className="text-2xl font-semibold">
        {t('admin.email.write')}
      </Heading>
      <FormTextField control={form.control} name="email" label={t('admin.email.to')} type="email" />
      <FormTextField control={form.control} name="subject" label={t('admin.email.subject')} />
      <FormTextField control={form.control} name="title" label={t('admin.email.title')} />
      <FormTextField
        control={form.control}
        name="html"
        label={t('admin.email.html')}
        multiline
        rows={6}
        description={t('admin.email.htmlHint')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField
          control={form.control}
          name="buttonText"
          label={t('admin.email.buttonText')}
        />
        <FormTextField control={form.control} name="url" label={t('admin.email.url')} />
      </div>
      {preview !== null ? (
        <section
          aria-label={t('admin.email.preview')}
          className="rounded-xl border border-line bg-blush-50 p-4"
        >
          <p className="font-display text-xl font-bold text-blush-800">{PRODUCT_NAME}</p>
          <div className="mt-3 rounded-xl bg-white p-4">
            <p className="text-lg font-semibold">{values.title}</p>
            {/* Sanitised by the server (the same function that sends it). */}
            <div className="prose-sm mt-2" dangerouslySetInnerHTML={{ __html: preview }} />
            {values.buttonText && values.url ? (
              <span className="mt-3 inline-block rounded-full bg-blush-700 px-4 py-2 text-sm font-semibold text-white">
                {values.buttonText}
              </span>
            ) : null}
          </div>
        </section>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onDone} isDisabled={form.formState.isSubmitting}>
          {t('admin.dialog.cancel')}
        </Button>
        <Button variant="secondary" onPress={() => void showPreview()}>
          {t('admin.email.preview')}
        </Button>
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('admin.email.sending') : t('admin.queue.send')}
        </Button>
      </div>
    </Form>
  );
}
