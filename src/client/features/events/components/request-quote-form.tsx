import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EventRequestInput, eventTypes } from '#shared/schemas/events.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { localizeMessage } from '#shared/i18n/known-messages.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Choice, RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT, useTranslator } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { useRequestQuote } from '../api/request-quote.ts';
import { eventTypeKeys } from './event-labels.ts';
import { PartyFields } from './party-fields.tsx';
import { budgetCents, emptyDraft, requestInput, type RequestDraft } from './request-draft.ts';

type Errors = Record<string, string>;
type Set = (change: Partial<RequestDraft>) => void;
type Sub = { draft: RequestDraft; set: Set; errors: Errors };

/** "Request a quote": the party, the day, the place and the trial, checked as the server does. */
export function RequestQuoteForm({ artist }: { artist: PublicProfile }) {
  const t = useT();
  const locale = useLocale();
  const translator = useTranslator();
  const navigate = useNavigate();
  const { alert } = useAlerts();
  const request = useRequestQuote(artist._id);
  const [draft, setDraft] = useState(emptyDraft);
  const [key] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Errors>({});
  const set: Set = (change) => setDraft((d) => ({ ...d, ...change }));
  const local = (messages: Errors) =>
    Object.fromEntries(
      Object.entries(messages).map(([k, v]) => [k, localizeMessage(v, translator)]),
    );

  const submit = async () => {
    if (budgetCents(draft.budget, locale) === null) {
      setErrors({ budgetCents: t('events.request.budgetUnclear') });
      alert(t('events.request.correct'), 'error');
      return;
    }
    const parsed = EventRequestInput.safeParse(requestInput(draft, key, locale));
    if (!parsed.success) {
      setErrors(
        local(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))),
      );
      alert(t('events.request.correct'), 'error');
      return;
    }
    setErrors({});
    try {
      const event = await request.mutateAsync(parsed.data);
      alert(t('events.request.sent'), 'success');
      void navigate(paths.event(event.id));
    } catch (error) {
      if (error instanceof ApiError) setErrors(local(error.fields));
      alert(errorMessage(error), 'error');
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-8"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <WhenFields draft={draft} set={set} errors={errors} />
      <PartyFields
        people={draft.people}
        setPeople={(people) => set({ people })}
        errors={errors}
        services={artist.services.map((s) => ({ value: s._id, label: s.typeOfService }))}
      />
      <TrialFields draft={draft} set={set} errors={errors} />
      <TextField
        label={t('events.request.notes')}
        description={t('events.request.notesHint')}
        multiline
        value={draft.notes}
        onChange={(notes) => set({ notes })}
        error={errors.notes}
      />
      <TextField
        label={t('events.request.budget')}
        description={t('events.request.budgetHint')}
        inputMode="decimal"
        value={draft.budget}
        onChange={(budget) => set({ budget })}
        error={errors.budgetCents}
      />
      <Button type="submit" className="self-start" isDisabled={request.isPending}>
        {request.isPending ? t('events.request.sending') : t('events.request.send')}
      </Button>
    </form>
  );
}

function WhenFields({ draft, set, errors }: Sub) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-semibold">{t('events.request.theDay')}</legend>
      <RadioGroupField
        legend={t('events.request.type')}
        name="eventType"
        options={eventTypes.map((type) => ({ value: type, label: t(eventTypeKeys[type]) }))}
        value={draft.eventType || null}
        onChange={(eventType) => set({ eventType })}
        error={errors.eventType}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('events.request.date')}
          type="date"
          value={draft.date}
          onChange={(date) => set({ date })}
          error={errors.readyBy}
        />
        <TextField
          label={t('events.request.readyBy')}
          description={t('events.request.readyByHint')}
          type="time"
          value={draft.readyTime}
          onChange={(readyTime) => set({ readyTime })}
        />
      </div>
      <TextField
        label={t('events.request.address')}
        description={t('events.request.addressHint')}
        autoComplete="street-address"
        value={draft.address}
        onChange={(address) => set({ address })}
        error={errors.address}
      />
    </fieldset>
  );
}

function TrialFields({ draft, set, errors }: Sub) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-semibold">{t('events.request.trial')}</legend>
      <Choice
        type="checkbox"
        name="trialWanted"
        label={t('events.request.trialWanted')}
        description={t('events.request.trialHint')}
        checked={draft.trialWanted}
        onChange={(trialWanted) => set({ trialWanted })}
      />
      {draft.trialWanted ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('events.request.trialDate')}
            type="date"
            value={draft.trialDate}
            onChange={(trialDate) => set({ trialDate })}
            error={errors.trialAt}
          />
          <TextField
            label={t('events.request.trialTime')}
            type="time"
            value={draft.trialTime}
            onChange={(trialTime) => set({ trialTime })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
