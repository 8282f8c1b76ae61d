import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REQUIRED } from '#shared/schemas/common.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';

const proposal = z.object({ text: z.string().trim().min(1, REQUIRED).max(500) });
type Proposal = z.infer<typeof proposal>;

/**
 * "Propose another time": the artist declines the request with a free-text proposal, which the
 * customer can book with one click. The text is required.
 */
export function ProposeTimeDialog({
  booking,
  isPending,
  onPropose,
}: {
  booking: BookingView;
  isPending: boolean;
  onPropose: (text: string, close: () => void) => Promise<void>;
}) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Propose another time</Button>
      <ModalOverlay
        isDismissable={!isPending}
        isKeyboardDismissDisabled={isPending}
        className="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:items-center"
      >
        <Modal className="w-full max-w-md rounded-(--radius-card) bg-white p-6 shadow-xl">
          <Dialog className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-2xl font-semibold">
                  Propose another time
                </Heading>
                <p className="mt-2 text-sm text-muted">
                  This request is declined and {booking.customer.name} gets your proposal, with a
                  button to book it.
                </p>
                <ProposeForm
                  isPending={isPending}
                  onCancel={close}
                  onSubmit={(text) => onPropose(text, close)}
                />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function ProposeForm({
  isPending,
  onCancel,
  onSubmit,
}: {
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (text: string) => Promise<void>;
}) {
  const form = useForm<Proposal>({
    resolver: zodResolver(proposal),
    mode: 'onTouched',
    defaultValues: { text: '' },
  });
  return (
    <Form
      onSubmit={form.handleSubmit(({ text }) => onSubmit(text))}
      validationBehavior="aria"
      className="mt-4 flex flex-col gap-4"
    >
      <FormTextField
        control={form.control}
        name="text"
        label="Propose another date and time"
        placeholder="Saturday, Dec 12 at 10 a.m., or any time on Sunday the 13th"
        multiline
        rows={3}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={isPending}>
          {isPending ? 'Sending…' : 'Send proposal'}
        </Button>
      </div>
    </Form>
  );
}
