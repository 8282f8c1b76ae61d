import { useState, type FormEvent } from 'react';
import { formatCents, parseDollars } from '#shared/domain/money.ts';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import { tipProblem } from '#shared/domain/tips.ts';
import type { TipView } from '#shared/schemas/tips.ts';
import { Button } from '#client/components/ui/button.tsx';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useAddTip, useTip } from '../api/tip.ts';

type Choice = '10' | '15' | '20' | 'custom' | 'none';

/**
 * A completed booking's tip: the customer may add one (10, 15 or 20% of the service subtotal,
 * a custom amount, or none; nothing preselected) within 7 days; the artist sees what they got.
 * Shown in the booking details and on the review page.
 */
export function TipPanel({ bookingId }: { bookingId: string }) {
  const query = useTip(bookingId);
  const tip = query.data;
  if (!tip || tip.status === 'not-completed') return null;
  return (
    <section aria-labelledby={`tip-${bookingId}`} className="border-t border-line pt-4">
      <h3
        id={`tip-${bookingId}`}
        className="mb-2 text-sm font-semibold tracking-wider text-muted uppercase"
      >
        Tip
      </h3>
      {tip.tip ? (
        <p>
          {tip.viewer === 'customer' ? 'You added a tip of ' : 'Your client added a tip of '}
          <span className="font-semibold">{formatCents(tip.tip.amountCents)}</span>
          {tip.tip.status === 'processing' ? ' (being charged)' : ''}.{' '}
          {tip.viewer === 'customer'
            ? 'All of it goes to the artist. Thank you!'
            : 'All of it is yours, paid with your next weekly payout.'}
        </p>
      ) : tip.viewer === 'artist' ? (
        <p className="text-muted">No tip yet.</p>
      ) : tip.status === 'closed' ? (
        <p className="text-muted">Tips can be added within 7 days of the service.</p>
      ) : tip.status === 'unpaid' ? (
        <p className="text-muted">You can add a tip once the booking is paid.</p>
      ) : (
        <TipForm tip={tip} />
      )}
    </section>
  );
}

function TipForm({ tip }: { tip: TipView }) {
  const add = useAddTip(tip.bookingId);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string>();
  const [declined, setDeclined] = useState(false);

  if (declined)
    return (
      <p className="text-muted">No tip. You can change your mind until the tip window closes.</p>
    );

  const options = [
    ...tip.choices.map((c) => ({
      value: String(c.percent) as Choice,
      label: `${c.percent}%`,
      description: formatCents(c.amountCents),
    })),
    { value: 'custom' as const, label: 'Custom amount' },
    { value: 'none' as const, label: 'No tip' },
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === 'none') {
      setDeclined(true);
      return;
    }
    const cents =
      choice === 'custom'
        ? parseDollars(custom)
        : tip.choices.find((c) => String(c.percent) === choice)?.amountCents;
    if (choice === null) return setError('Choose a tip, or No tip');
    if (cents === null || cents === undefined)
      return setError('Type an amount in dollars, like 12.50');
    const problem = tipProblem(cents, tip.subtotalCents);
    if (problem) return setError(`The tip ${problem}`);
    setError(undefined);
    add.mutate(cents, { onError: (e) => setError(errorMessage(e)) });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <RadioGroupField
        legend="Add a tip for your artist"
        name={`tip-${tip.bookingId}`}
        description={`Charged to your card on its own; 100% goes to the artist. Until ${formatTorontoDate(new Date(tip.closesAt!))}.`}
        options={options}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setError(undefined);
        }}
        error={choice === 'custom' ? undefined : error}
      />
      {choice === 'custom' ? (
        <TextField
          label="Tip in dollars"
          inputMode="decimal"
          value={custom}
          onChange={setCustom}
          error={error}
          description={`From ${formatCents(tip.minCents)} to ${formatCents(tip.maxCents)}.`}
        />
      ) : null}
      {add.isError && !error ? (
        <Notice tone="error">
          <p>{errorMessage(add.error)}</p>
        </Notice>
      ) : null}
      <Button type="submit" isDisabled={add.isPending || choice === null} className="self-start">
        {add.isPending
          ? 'Adding the tip…'
          : choice === 'none'
            ? 'Continue without a tip'
            : 'Add tip'}
      </Button>
    </form>
  );
}
