import { Plus, Trash2 } from 'lucide-react';
import { MAX_PARTY } from '#shared/domain/event-quote.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CheckboxGroupField } from '#client/components/ui/choice-fields.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { newPerson, type DraftPerson } from './request-draft.ts';

/**
 * The party: each person's name or role and her services, added and removed; shared by the
 * request form and the change of the party (decision 0042). Errors are keyed as the schema's
 * paths (`people`, `people.0.name`).
 */
export function PartyFields({
  people,
  setPeople,
  errors,
  services,
}: {
  people: DraftPerson[];
  setPeople: (people: DraftPerson[]) => void;
  errors: Record<string, string>;
  services: { value: string; label: string }[];
}) {
  const t = useT();
  const change = (i: number, patch: Partial<DraftPerson>) =>
    setPeople(people.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-xl font-semibold">
        {t('events.request.party', { count: people.length })}
      </legend>
      {errors.people ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.people}
        </p>
      ) : null}
      {people.map((person, i) => (
        <div key={person.key} className="flex flex-col gap-3 rounded-xl border border-line p-4">
          <TextField
            label={t('events.request.personName', { n: i + 1 })}
            description={t('events.request.personHint')}
            value={person.name}
            onChange={(name) => change(i, { name })}
            error={errors[`people.${i}.name`]}
          />
          <CheckboxGroupField
            legend={t('events.request.services', { n: i + 1 })}
            name={`services-${person.key}`}
            options={services}
            value={person.serviceIds}
            onChange={(serviceIds) => change(i, { serviceIds })}
            error={errors[`people.${i}.serviceIds`]}
          />
          {people.length > 1 ? (
            <Button
              variant="secondary"
              className="self-start"
              onPress={() => setPeople(people.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden className="size-4" />
              {t('events.request.removePerson', { n: i + 1 })}
            </Button>
          ) : null}
        </div>
      ))}
      {people.length < MAX_PARTY ? (
        <Button
          variant="secondary"
          className="self-start"
          onPress={() => setPeople([...people, newPerson()])}
        >
          <Plus aria-hidden className="size-4" />
          {t('events.request.addPerson')}
        </Button>
      ) : null}
    </fieldset>
  );
}
