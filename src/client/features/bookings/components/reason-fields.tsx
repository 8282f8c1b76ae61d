import { reasonsFor, type BookingReason } from '#shared/domain/booking-reasons.ts';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { reasonLabel } from './booking-format.ts';

export interface ReasonValue {
  reason: BookingReason | null;
  text: string;
}

/** What the request sends: the reason, and the words with "Other" (or added to a listed one). */
export function reasonInput({ reason, text }: ReasonValue) {
  const words = text.trim();
  return { ...(reason ? { reason } : {}), ...(words ? { text: words } : {}) };
}

/** A reason is chosen, and "Other" says in a few words why (the schema's rule). */
export const reasonReady = ({ reason, text }: ReasonValue) =>
  reason !== null && (reason !== 'other' || text.trim().length >= 2);

/**
 * Why the booking will not go ahead: the party's short list and "Other", whose words are
 * asked for. The other party reads the reason on the booking and in their e-mail.
 */
export function ReasonFields({
  party,
  value,
  onChange,
  other,
  showErrors,
}: {
  party: 'artist' | 'customer';
  value: ReasonValue;
  onChange: (value: ReasonValue) => void;
  /** Who reads it ("Maya sees your reason."). */
  other: string;
  /** After a try to confirm: what is missing is said. */
  showErrors: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 text-ink">
      <RadioGroupField
        legend={t('bookings.reason.why')}
        name="reason"
        description={t('bookings.reason.seenBy', { name: other })}
        options={reasonsFor(party).map((r) => ({ ...r, label: reasonLabel(r.value, r.label, t) }))}
        value={value.reason}
        error={showErrors && !value.reason ? t('bookings.reason.choose') : undefined}
        onChange={(reason) => onChange({ ...value, reason })}
      />
      {value.reason === 'other' ? (
        <TextField
          label={t('bookings.reason.words')}
          value={value.text}
          onChange={(text) => onChange({ ...value, text })}
          maxLength={500}
          isRequired
          error={
            showErrors && value.text.trim().length < 2 ? t('bookings.reason.sayWhy') : undefined
          }
        />
      ) : null}
    </div>
  );
}
