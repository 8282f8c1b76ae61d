import { useState, type FormEvent } from 'react';
import { formatCents, parseDollars } from '#shared/domain/money.ts';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import { MIN_TIP_CENTS, tipProblem } from '#shared/domain/tips.ts';
import { Button } from '#client/components/ui/button.tsx';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

type Choice = '10' | '15' | '20' | 'custom' | 'none';

/** What a tip is offered on: a completed booking's or event's choices and limits. */
export interface TipOffer {
  subtotalCents: number;
  minCents: number;
  maxCents: number;
  choices: { percent: number; amountCents: number }[];
  /** Until when a tip can be added. */
  closesAt: string | null;
}

/** How the form adds the tip: a mutation of the amount in cents. */
export interface AddTip {
  mutate: (cents: number, options: { onError: (error: Error) => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * The customer's tip form (10, 15 or 20% of the service subtotal, a custom amount, or none;
 * nothing preselected), shared by a booking's tip and an event's (decision 0042).
 */
export function TipForm({ tip, name, add }: { tip: TipOffer; name: string; add: AddTip }) {
  const t = useT();
  const locale = useLocale();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string>();
  const [declined, setDeclined] = useState(false);

  if (declined) return <p className="text-muted">{t('tips.declined')}</p>;

  const options = [
    ...tip.choices.map((c) => ({
      value: String(c.percent) as Choice,
      label: t('tips.percent', { percent: c.percent }),
      description: formatCents(c.amountCents, locale),
    })),
    { value: 'custom' as const, label: t('tips.custom') },
    { value: 'none' as const, label: t('tips.noTip') },
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === 'none') {
      setDeclined(true);
      return;
    }
    const cents =
      choice === 'custom'
        ? parseDollars(custom, locale)
        : tip.choices.find((c) => String(c.percent) === choice)?.amountCents;
    if (choice === null) return setError(t('tips.error.choose'));
    if (cents === null || cents === undefined) return setError(t('tips.error.amount'));
    if (tipProblem(cents, tip.subtotalCents)) {
      return setError(
        cents < MIN_TIP_CENTS
          ? t('tips.error.min', { min: formatCents(MIN_TIP_CENTS, locale) })
          : t('tips.error.max', { max: formatCents(tip.subtotalCents, locale) }),
      );
    }
    setError(undefined);
    add.mutate(cents, { onError: (e) => setError(errorMessage(e)) });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <RadioGroupField
        legend={t('tips.legend')}
        name={name}
        description={t('tips.description', {
          until: formatTorontoDate(new Date(tip.closesAt!), locale),
        })}
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
          label={t('tips.dollars')}
          inputMode="decimal"
          value={custom}
          onChange={setCustom}
          error={error}
          description={t('tips.range', {
            min: formatCents(tip.minCents, locale),
            max: formatCents(tip.maxCents, locale),
          })}
        />
      ) : null}
      {add.isError && !error ? (
        <Notice tone="error">
          <p>{errorMessage(add.error)}</p>
        </Notice>
      ) : null}
      <Button type="submit" isDisabled={add.isPending || choice === null} className="self-start">
        {t(add.isPending ? 'tips.adding' : choice === 'none' ? 'tips.continueWithout' : 'tips.add')}
      </Button>
    </form>
  );
}
