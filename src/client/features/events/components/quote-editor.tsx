import { useState } from 'react';
import { scheduleProblem } from '#shared/domain/event-schedule.ts';
import { localizeMessage } from '#shared/i18n/known-messages.ts';
import { QuoteInput, type EventView, type QuoteDraft } from '#shared/schemas/events.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT, useTranslator } from '#client/lib/i18n.tsx';
import { useQuoteDraft, useSendQuote } from '../api/quote-editor.ts';
import {
  adjustedSlots,
  editorDraft,
  plannedSlots,
  quoteInput,
  type EditorDraft,
} from './quote-draft.ts';
import { FeesFields, QuoteLinesFields, type Errors } from './quote-lines-fields.tsx';
import { QUOTE_MESSAGES } from './quote-messages.ts';
import { QuotePreview } from './quote-preview.tsx';
import { ScheduleFields } from './quote-schedule.tsx';
import { TeamFields, TermsFields } from './quote-terms-fields.tsx';

interface Props {
  event: EventView;
  /** Called once the quote is sent (or the lead closes the editor). */
  onDone: () => void;
}

/**
 * The lead artist's quote editor (decision 0042), loaded on demand: the lines prefilled from
 * the request at her prices, the fees, the terms, the team, the day's schedule, and a live
 * preview of what the customer will read. Default export for lazy().
 */
export default function QuoteEditor({ event, onDone }: Props) {
  const t = useT();
  const draft = useQuoteDraft(event.id);
  if (draft.isError) {
    return (
      <p role="alert" className="text-danger">
        {errorMessage(draft.error)}
      </p>
    );
  }
  if (!draft.data) return <p role="status">{t('events.editor.loading')}</p>;
  return <QuoteForm event={event} start={draft.data} onDone={onDone} />;
}

/** Each problem of the typed quote, by field, in the reader's language. */
function useProblems() {
  const translator = useTranslator();
  return (draft: EditorDraft, event: EventView) => {
    const say = (text: string) => localizeMessage(text, translator, undefined, QUOTE_MESSAGES);
    const parsed = QuoteInput.safeParse(quoteInput(draft));
    const errors: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= say(issue.message);
    }
    if (draft.schedule && !errors.schedule) {
      const team = [event.lead.id, ...draft.assistants.map((a) => a.id)];
      const slots = adjustedSlots(draft.schedule);
      const problem = slots.some((s) => Number.isNaN(s.start.getTime() + s.end.getTime()))
        ? null
        : scheduleProblem(slots, team, new Date(event.readyBy));
      if (problem) errors.schedule = say(problem);
    }
    return { errors, input: parsed.success ? parsed.data : null, say };
  };
}

function QuoteForm({ event, start, onDone }: { event: EventView; start: QuoteDraft } & Props) {
  const t = useT();
  const { alert } = useAlerts();
  const send = useSendQuote(event.id);
  const problems = useProblems();
  const locale = useLocale();
  const [draft, setDraft] = useState(() => editorDraft(start, locale));
  const [errors, setErrors] = useState<Errors>({});
  const set = (change: Partial<EditorDraft>) => setDraft((d) => ({ ...d, ...change }));
  const team = [{ id: event.lead.id, name: event.lead.name }, ...draft.assistants];
  const planned = plannedSlots(draft, event.lead.id, new Date(event.readyBy));
  const part = { draft, set, errors, pricing: start };

  const submit = async () => {
    const checked = problems(draft, event);
    setErrors(checked.errors);
    if (!checked.input || Object.keys(checked.errors).length > 0) {
      alert(t('events.editor.correct'), 'error');
      return;
    }
    try {
      await send.mutateAsync(checked.input);
      alert(t('events.editor.sent'), 'success');
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        const fields = Object.entries(error.fields);
        setErrors(Object.fromEntries(fields.map(([k, v]) => [k, checked.say(v)])));
      }
      alert(errorMessage(error), 'error');
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="quote-editor-title"
      className="flex flex-col gap-8"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id="quote-editor-title" className="text-xl font-semibold">
        {event.quote
          ? t('events.editor.newVersion', { version: event.versions + 1 })
          : t('events.editor.title')}
      </h2>
      <QuoteLinesFields {...part} />
      <FeesFields {...part} trialAsked={event.trialAt !== null} />
      <TermsFields {...part} />
      <TeamFields {...part} eventId={event.id} />
      <ScheduleFields {...part} planned={planned} team={team} />
      <QuotePreview draft={draft} pricing={start} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isDisabled={send.isPending}>
          {send.isPending ? t('events.editor.sending') : t('events.editor.send')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('events.editor.close')}
        </Button>
      </div>
    </form>
  );
}
