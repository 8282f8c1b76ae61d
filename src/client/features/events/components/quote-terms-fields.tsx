import { useDeferredValue, useState } from 'react';
import { MAX_ASSISTANTS } from '#shared/schemas/events.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { useAssistantCandidates } from '../api/quote-editor.ts';
import { Section, type EditorPart } from './quote-lines-fields.tsx';

/** The retainer's percentage and the two dates: non-refundable after, valid until (Toronto). */
export function TermsFields({ draft, set, errors }: Omit<EditorPart, 'pricing'>) {
  const t = useT();
  return (
    <Section legend={t('events.editor.terms')}>
      <TextField
        label={t('events.editor.retainer')}
        description={t('events.editor.retainerHint')}
        inputMode="numeric"
        value={draft.retainerPercent}
        onChange={(retainerPercent) => set({ retainerPercent })}
        error={errors.retainerPercent}
      />
      <WhenFields
        dateLabel={t('events.editor.refundableDate')}
        timeLabel={t('events.editor.refundableTime')}
        hint={t('events.editor.refundableHint')}
        date={draft.refundableDate}
        time={draft.refundableTime}
        onChange={(refundableDate, refundableTime) => set({ refundableDate, refundableTime })}
        error={errors.refundableUntil}
      />
      <WhenFields
        dateLabel={t('events.editor.validDate')}
        timeLabel={t('events.editor.validTime')}
        date={draft.validDate}
        time={draft.validTime}
        onChange={(validDate, validTime) => set({ validDate, validTime })}
        error={errors.validUntil}
      />
    </Section>
  );
}

/** A date and a time, Toronto's, side by side; a problem shows beside the date. */
function WhenFields(props: {
  dateLabel: string;
  timeLabel: string;
  hint?: string;
  date: string;
  time: string;
  onChange: (date: string, time: string) => void;
  error: string | undefined;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={props.dateLabel}
        description={props.hint}
        type="date"
        value={props.date}
        onChange={(date) => props.onChange(date, props.time)}
        error={props.error}
      />
      <TextField
        label={props.timeLabel}
        type="time"
        value={props.time}
        onChange={(time) => props.onChange(props.date, time)}
      />
    </div>
  );
}

/**
 * The team: verified artists found by name and invited as assistants (at most
 * MAX_ASSISTANTS); each answers the invitation once the quote is sent.
 */
export function TeamFields({
  draft,
  set,
  errors,
  eventId,
}: Omit<EditorPart, 'pricing'> & { eventId: string }) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const q = useDeferredValue(typed.trim());
  const candidates = useAssistantCandidates(eventId, q);
  const chosen = new Set(draft.assistants.map((a) => a.id));
  const full = draft.assistants.length >= MAX_ASSISTANTS;
  const found = (candidates.data ?? []).filter((c) => !chosen.has(c.id));
  return (
    <Section legend={t('events.quote.team')} error={errors.assistantIds}>
      {draft.assistants.length === 0 ? (
        <p className="text-muted">{t('events.editor.alone')}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {draft.assistants.map((a) => (
          <li key={a.id} className="flex items-center justify-between gap-3">
            <span>{a.name}</span>
            <Button
              variant="secondary"
              onPress={() =>
                set({ assistants: draft.assistants.filter((m) => m.id !== a.id), schedule: null })
              }
            >
              {t('events.editor.uninvite', { name: a.name })}
            </Button>
          </li>
        ))}
      </ul>
      {full ? (
        <p className="text-sm text-muted">{t('events.editor.teamFull', { max: MAX_ASSISTANTS })}</p>
      ) : (
        <>
          <TextField
            label={t('events.editor.findArtist')}
            description={t('events.editor.findArtistHint')}
            type="search"
            value={typed}
            onChange={setTyped}
          />
          {q.length >= 2 && candidates.data && found.length === 0 ? (
            <p className="text-sm text-muted" role="status">
              {t('events.editor.noArtist')}
            </p>
          ) : null}
          <ul className="flex flex-col gap-2" aria-label={t('events.editor.found')}>
            {found.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3">
                <span>{c.name}</span>
                <Button
                  variant="secondary"
                  onPress={() => {
                    set({ assistants: [...draft.assistants, c], schedule: null });
                    setTyped('');
                  }}
                >
                  {t('events.editor.invite', { name: c.name })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
