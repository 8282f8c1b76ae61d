import { useState, type ReactNode } from 'react';
import { Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { useT } from '#client/lib/i18n.tsx';

export const overlayClass =
  'fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:items-center';
export const modalClass =
  'max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-(--radius-card) bg-white p-6 shadow-xl';

/**
 * A dialog that asks for one text (a reason, a message) before an action. `onSubmit` gets
 * the text and resolves to a field error, or null when done (the dialog then closes).
 */
export function TextDialog({
  trigger,
  title,
  intro,
  label,
  submitLabel,
  required = true,
  danger = false,
  onSubmit,
}: {
  trigger: ReactNode;
  title: string;
  intro?: ReactNode;
  label: string;
  submitLabel: string;
  required?: boolean;
  danger?: boolean;
  onSubmit: (text: string) => Promise<string | null>;
}) {
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay isDismissable className={overlayClass}>
        <Modal className={modalClass}>
          <Dialog className="outline-none">
            {({ close }) => (
              <TextDialogForm
                title={title}
                intro={intro}
                label={label}
                submitLabel={submitLabel}
                required={required}
                danger={danger}
                onSubmit={onSubmit}
                close={close}
              />
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function TextDialogForm(props: {
  title: string;
  intro?: ReactNode;
  label: string;
  submitLabel: string;
  required: boolean;
  danger: boolean;
  onSubmit: (text: string) => Promise<string | null>;
  close: () => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async () => {
    if (props.required && !text.trim()) {
      setError('is required');
      return;
    }
    setPending(true);
    const problem = await props.onSubmit(text.trim()).finally(() => setPending(false));
    if (problem) setError(problem);
    else props.close();
  };
  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Heading slot="title" className="text-2xl font-semibold">
        {props.title}
      </Heading>
      {props.intro ? <div className="mt-2 text-sm text-muted">{props.intro}</div> : null}
      <div className="mt-4">
        <TextField
          label={props.label}
          multiline
          rows={4}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          error={error}
          autoFocus
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={props.close} isDisabled={pending}>
          {t('admin.dialog.cancel')}
        </Button>
        <Button type="submit" variant={props.danger ? 'danger' : 'primary'} isDisabled={pending}>
          {pending ? t('admin.dialog.working') : props.submitLabel}
        </Button>
      </div>
    </Form>
  );
}
