import { formatTorontoTime } from '#shared/domain/toronto-time.ts';
import type { ScheduleSlot } from '#shared/domain/event-schedule.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/fields.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { editorSlots, type EditorSlot, type Member } from './quote-draft.ts';
import { Section, type EditorPart } from './quote-lines-fields.tsx';

/**
 * The day's schedule: planned as the server plans it from the lines, the team and the
 * ready-by time (who does whom and when, Toronto time); the lead may adjust each slot, and
 * only an adjusted schedule is sent.
 */
export function ScheduleFields({
  draft,
  set,
  errors,
  planned,
  team,
}: Omit<EditorPart, 'pricing'> & { planned: ScheduleSlot[]; team: Member[] }) {
  const t = useT();
  const locale = useLocale();
  const nameOf = (id: string) => team.find((m) => m.id === id)?.name ?? '';
  const slots = draft.schedule;
  return (
    <Section legend={t('events.quote.schedule')} error={errors.schedule}>
      {slots === null ? (
        <>
          <p className="text-sm text-muted">{t('events.editor.planned')}</p>
          <ul className="flex flex-col gap-1" data-testid="quote-schedule">
            {planned.map((s, i) => (
              <li key={i}>
                {t('events.editor.slot', {
                  start: formatTorontoTime(s.start, locale),
                  end: formatTorontoTime(s.end, locale),
                  person: s.person,
                  artist: nameOf(s.artistId),
                })}
              </li>
            ))}
          </ul>
          {planned.length > 0 ? (
            <Button
              variant="secondary"
              className="self-start"
              onPress={() => set({ schedule: editorSlots(planned) })}
            >
              {t('events.editor.adjust')}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          {slots.map((slot, i) => (
            <SlotFields
              key={slot.key}
              slot={slot}
              team={team}
              errors={errors}
              index={i}
              onChange={(patch) =>
                set({ schedule: slots.map((s, j) => (j === i ? { ...s, ...patch } : s)) })
              }
            />
          ))}
          <Button
            variant="secondary"
            className="self-start"
            onPress={() => set({ schedule: null })}
          >
            {t('events.editor.replan')}
          </Button>
        </>
      )}
    </Section>
  );
}

function SlotFields({
  slot,
  team,
  errors,
  index,
  onChange,
}: {
  slot: EditorSlot;
  team: Member[];
  errors: Record<string, string>;
  index: number;
  onChange: (patch: Partial<EditorSlot>) => void;
}) {
  const t = useT();
  return (
    <div className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-3">
      <p className="font-medium sm:col-span-3">{slot.person}</p>
      <SelectField
        label={t('events.editor.slotArtist', { person: slot.person })}
        options={team.map((m) => ({ value: m.id, label: m.name }))}
        value={slot.artistId}
        onChange={(artistId) => onChange({ artistId })}
      />
      <TextField
        label={t('events.editor.slotStart', { person: slot.person })}
        type="time"
        value={slot.start}
        onChange={(start) => onChange({ start })}
        error={errors[`schedule.${index}.start`]}
      />
      <TextField
        label={t('events.editor.slotEnd', { person: slot.person })}
        type="time"
        value={slot.end}
        onChange={(end) => onChange({ end })}
        error={errors[`schedule.${index}.end`]}
      />
    </div>
  );
}
