import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { allInCents, artistEarnsCents } from '#shared/domain/pricing.ts';
import { formatCents } from '#shared/domain/money.ts';
import { MAX_PARTY } from '#shared/domain/event-quote.ts';
import type { QuoteDraft } from '#shared/schemas/events.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { newLine, typedCents, type EditorDraft, type EditorLine } from './quote-draft.ts';

export type Errors = Record<string, string>;
export type SetDraft = (change: Partial<EditorDraft>) => void;
export interface EditorPart {
  draft: EditorDraft;
  set: SetDraft;
  errors: Errors;
  pricing: QuoteDraft;
}

/** One part of the editor: its legend, and a problem of the whole part under it. */
export function Section({
  legend,
  error,
  className = 'flex flex-col gap-4',
  children,
}: {
  legend: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-xl font-semibold">{legend}</legend>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** "Clients see $120.75 · you earn $92.00" under a price, as the services settings say it. */
export function PriceSides({ price, pricing }: { price: string; pricing: QuoteDraft }) {
  const t = useT();
  const locale = useLocale();
  const cents = typedCents(price, locale);
  if (!Number.isInteger(cents) || cents <= 0) return null;
  return t('wizard.service.sides', {
    clients: formatCents(allInCents(cents, pricing.feeBps), locale),
    earns: formatCents(artistEarnsCents(cents, pricing.commissionBps), locale),
  });
}

/** The quote's lines: one person's service each, at the artist's price and length. */
export function QuoteLinesFields({ draft, set, errors, pricing }: EditorPart) {
  const t = useT();
  const change = (i: number, patch: Partial<EditorLine>) =>
    set({ lines: draft.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  return (
    <Section legend={t('events.editor.lines')} error={errors.lines}>
      {draft.lines.map((line, i) => (
        <div
          key={line.key}
          className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-2"
          data-testid="quote-line"
        >
          <TextField
            label={t('events.editor.person', { n: i + 1 })}
            value={line.person}
            onChange={(person) => change(i, { person })}
            error={errors[`lines.${i}.person`]}
          />
          <TextField
            label={t('events.editor.service', { n: i + 1 })}
            value={line.service}
            onChange={(service) => change(i, { service })}
            error={errors[`lines.${i}.service`]}
          />
          <TextField
            label={t('events.editor.price', { n: i + 1 })}
            inputMode="decimal"
            value={line.price}
            onChange={(price) => change(i, { price })}
            error={errors[`lines.${i}.priceCents`]}
            description={<PriceSides price={line.price} pricing={pricing} />}
          />
          <TextField
            label={t('events.editor.minutes', { n: i + 1 })}
            inputMode="numeric"
            value={line.minutes}
            onChange={(minutes) => change(i, { minutes })}
            error={errors[`lines.${i}.minutes`]}
          />
          <Button
            variant="secondary"
            className="self-start"
            onPress={() => set({ lines: draft.lines.filter((_, j) => j !== i) })}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('events.editor.removeLine', { n: i + 1 })}
          </Button>
        </div>
      ))}
      {draft.lines.length < MAX_PARTY * 5 ? (
        <Button
          variant="secondary"
          className="self-start"
          onPress={() => set({ lines: [...draft.lines, newLine(draft.lines.at(-1)?.person)] })}
        >
          <Plus aria-hidden className="size-4" />
          {t('events.editor.addLine')}
        </Button>
      ) : null}
    </Section>
  );
}

/** The travel and early-start fees and, when a trial was asked, the trial's price. */
export function FeesFields({
  draft,
  set,
  errors,
  pricing,
  trialAsked,
}: EditorPart & { trialAsked: boolean }) {
  const t = useT();
  const fee = (
    key: 'travel' | 'earlyStart' | 'trial',
    label: string,
    error: string | undefined,
    hint?: string,
  ) => (
    <TextField
      label={label}
      inputMode="decimal"
      value={draft[key]}
      onChange={(value) => set({ [key]: value })}
      error={error}
      description={
        <>
          {hint ? <span className="block">{hint}</span> : null}
          <PriceSides price={draft[key]} pricing={pricing} />
        </>
      }
    />
  );
  return (
    <Section legend={t('events.editor.fees')} className="grid gap-4 sm:grid-cols-2">
      {fee('travel', t('events.editor.travel'), errors.travelFeeCents)}
      {fee('earlyStart', t('events.editor.earlyStart'), errors.earlyStartFeeCents)}
      {trialAsked
        ? fee(
            'trial',
            t('events.editor.trial'),
            errors.trialPriceCents,
            t('events.editor.trialHint'),
          )
        : null}
    </Section>
  );
}
