import { useState } from 'react';
import { formatTorontoDate } from '#shared/domain/toronto-time.ts';
import { localizeMessage } from '#shared/i18n/known-messages.ts';
import { ChangePartyInput, type EventView } from '#shared/schemas/events.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT, useTranslator } from '#client/lib/i18n.tsx';
import { useChangeParty } from '../api/events.ts';
import { PartyFields } from './party-fields.tsx';
import { newPerson, type DraftPerson } from './request-draft.ts';

const draftOf = (event: EventView): DraftPerson[] =>
  event.people.map((p) => ({ ...newPerson(p.name), serviceIds: p.serviceIds }));

/** The services of the party as asked: what a changed party may choose from. */
function serviceOptions(event: EventView) {
  const byId = new Map<string, string>();
  for (const p of event.people) p.serviceIds.forEach((id, i) => byId.set(id, p.services[i]!));
  return [...byId].map(([value, label]) => ({ value, label }));
}

/**
 * The customer changes the party until the quote's cut-off (decision 0042): a new version of
 * the quote at its own prices, which she then accepts. Checked by the server's schema first.
 */
export function ChangeParty({ event }: { event: EventView }) {
  const t = useT();
  const locale = useLocale();
  const translator = useTranslator();
  const { alert } = useAlerts();
  const change = useChangeParty(event.id);
  const [people, setPeople] = useState<DraftPerson[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!event.changeableUntil || !event.quote) return null;
  const local = (messages: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(messages).map(([k, v]) => [k, localizeMessage(v, translator)]),
    );

  const submit = async (party: DraftPerson[]) => {
    const input = { version: event.quote!.version, people: party.map(({ key: _, ...p }) => p) };
    const parsed = ChangePartyInput.safeParse(input);
    if (!parsed.success) {
      setErrors(
        local(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]))),
      );
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync(parsed.data);
      setPeople(null);
      alert(t('events.party.saved'), 'success');
    } catch (error) {
      if (error instanceof ApiError) setErrors(local(error.fields));
      alert(errorMessage(error), 'error');
    }
  };

  return (
    <section aria-labelledby={`party-${event.id}`} className="flex flex-col gap-3">
      <h2 id={`party-${event.id}`} className="text-lg font-semibold">
        {t('events.party.title')}
      </h2>
      <p className="text-sm text-muted">
        {t('events.party.hint', {
          until: formatTorontoDate(new Date(event.changeableUntil), locale),
        })}
      </p>
      {people === null ? (
        <Button
          variant="secondary"
          className="self-start"
          onPress={() => setPeople(draftOf(event))}
        >
          {t('events.party.open')}
        </Button>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit(people);
          }}
        >
          <PartyFields
            people={people}
            setPeople={setPeople}
            errors={errors}
            services={serviceOptions(event)}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" isDisabled={change.isPending}>
              {t(change.isPending ? 'events.party.saving' : 'events.party.save')}
            </Button>
            <Button variant="secondary" onPress={() => setPeople(null)}>
              {t('events.party.keep')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
