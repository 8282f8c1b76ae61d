import { Choice } from '#client/components/ui/choice-fields.tsx';
import { useT } from '#client/lib/i18n.tsx';

/** "Weddings and events": only artists who quote for a party (decision 0042). */
export function EventsFilter({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (events: boolean) => void;
}) {
  const t = useT();
  return (
    <Choice
      type="checkbox"
      name="events"
      label={t('events.badge')}
      description={t('events.filter.text')}
      checked={value}
      onChange={onChange}
    />
  );
}
