import { useT } from '#client/lib/i18n.tsx';
import { useBookingHealthNotes } from '#client/resources/health-notes.ts';

/**
 * A booking's health notes on its details, for its artist once she accepted (the server refuses
 * them before, and answers none for a service that did not ask them). Read on demand, never
 * kept: they are not part of the booking's answer.
 */
export function BookingHealthNotes({
  bookingId,
  customerName,
}: {
  bookingId: string;
  customerName: string;
}) {
  const t = useT();
  const notes = useBookingHealthNotes(bookingId).data;
  if (!notes) return null;
  const yesNo = (answer: boolean) => (answer ? t('healthNotes.yes') : t('healthNotes.no'));
  const rows = [
    [t('healthNotes.allergies'), notes.allergies || t('healthNotes.booking.noneKnown')],
    [t('healthNotes.sensitiveSkin'), yesNo(notes.sensitiveSkin)],
    [t('healthNotes.contactLenses'), yesNo(notes.contactLenses)],
    ...(notes.other ? [[t('healthNotes.other'), notes.other]] : []),
  ];
  return (
    <section
      aria-labelledby={`${bookingId}-health`}
      className="flex flex-col gap-2 rounded-xl border border-line bg-paper p-4"
    >
      <h3 id={`${bookingId}-health`} className="font-semibold">
        {t('healthNotes.booking.title', { name: customerName })}
      </h3>
      <p className="text-sm text-muted">{t('healthNotes.booking.lead')}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,16rem)_1fr]">
        {rows.map(([question, answer]) => (
          <div key={question} className="contents">
            <dt className="font-medium">{question}</dt>
            <dd className="mb-2 break-words whitespace-pre-line sm:mb-0">{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
