import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogTrigger, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { X } from 'lucide-react';
import { z } from 'zod';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { BookingView } from '#shared/schemas/booking.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { SlotPicker } from '#client/components/slot-picker.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';

const proposal = z.object({ text: z.string().trim().max(500) });
type Proposal = z.infer<typeof proposal>;
const MAX_SLOTS = 3;

/**
 * "Propose another time": the artist declines the request with up to three of her own free
 * times and a few words; the customer books one with one tap. A time or the words are needed.
 */
export function ProposeTimeDialog({
  booking,
  isPending,
  onPropose,
}: {
  booking: BookingView;
  isPending: boolean;
  onPropose: (proposal: { text: string; slots: string[] }, close: () => void) => Promise<void>;
}) {
  const t = useT();
  const minutes = (Date.parse(booking.endsAt) - Date.parse(booking.appointmentAt)) / 60_000;
  return (
    <DialogTrigger>
      <Button variant="secondary">{t('bookings.propose.button')}</Button>
      <ModalOverlay
        isDismissable={!isPending}
        isKeyboardDismissDisabled={isPending}
        className="fixed inset-0 z-50 flex items-end justify-center bg-ink/40 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] md:items-center"
      >
        <Modal className="max-h-[92vh] w-full max-w-2xl overflow-y-auto rounded-(--radius-card) bg-white p-6 shadow-xl">
          <Dialog className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-2xl font-semibold">
                  {t('bookings.propose.button')}
                </Heading>
                <p className="mt-2 text-sm text-muted">
                  {t('bookings.propose.lead', { name: booking.customer.name })}
                </p>
                <ProposeForm
                  artistId={booking.artist.id}
                  minutes={minutes}
                  isPending={isPending}
                  onCancel={close}
                  onSubmit={(chosen) => onPropose(chosen, close)}
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
  artistId,
  minutes,
  isPending,
  onCancel,
  onSubmit,
}: {
  artistId: string;
  minutes: number;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (proposal: { text: string; slots: string[] }) => Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const [slots, setSlots] = useState<string[]>([]);
  const form = useForm<Proposal>({
    resolver: zodResolver(proposal),
    mode: 'onTouched',
    defaultValues: { text: '' },
  });
  const text = form.watch('text');
  const ready = slots.length > 0 || text.trim().length > 0;
  return (
    <Form
      onSubmit={form.handleSubmit(({ text: words }) => onSubmit({ text: words, slots }))}
      validationBehavior="aria"
      className="mt-4 flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-ink">
          {t('bookings.propose.pick', { max: MAX_SLOTS })}
        </legend>
        <SlotPicker
          artistId={artistId}
          minutes={minutes}
          value={null}
          onChange={(iso) => {
            if (iso && !slots.includes(iso) && slots.length < MAX_SLOTS) {
              setSlots([...slots, iso].sort());
            }
          }}
        />
        {slots.length ? (
          <ul aria-label={t('bookings.propose.times')} className="flex flex-wrap gap-2">
            {slots.map((iso) => (
              <li
                key={iso}
                className="flex items-center gap-1 rounded-full bg-blush-50 py-1 pr-1 pl-3 text-sm"
              >
                {formatTorontoDateTime(new Date(iso), locale)}
                <Button
                  variant="ghost"
                  className="min-h-9 px-2"
                  aria-label={t('bookings.propose.remove', {
                    when: formatTorontoDateTime(new Date(iso), locale),
                  })}
                  onPress={() => setSlots(slots.filter((s) => s !== iso))}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <FormTextField
        control={form.control}
        name="text"
        label={t('bookings.propose.words')}
        placeholder={t('bookings.propose.placeholder')}
        multiline
        rows={3}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {t('bookings.propose.cancel')}
        </Button>
        <Button type="submit" isDisabled={isPending || !ready}>
          {t(isPending ? 'bookings.propose.sending' : 'bookings.propose.send')}
        </Button>
      </div>
    </Form>
  );
}
