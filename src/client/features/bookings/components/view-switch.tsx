import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useT } from '#client/lib/i18n.tsx';
import type { BookingsView } from './use-bookings-view.ts';

const segment =
  'inline-flex min-h-10 items-center px-4 text-sm font-medium transition-colors outline-offset-2 first:rounded-l-full last:rounded-r-full focus-visible:outline-2 focus-visible:outline-blush-700 bg-white text-ink hover:bg-blush-50 selected:bg-blush-700 selected:text-white';

/** The artist's list or calendar: "Week" on a desktop, "Day" on a phone. */
export function ViewSwitch({
  view,
  isDesktop,
  onChange,
}: {
  view: BookingsView;
  isDesktop: boolean;
  onChange: (view: BookingsView) => void;
}) {
  const t = useT();
  return (
    <ToggleButtonGroup
      aria-label={t('bookings.view.label')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const [next] = keys;
        if (next === 'list' || next === 'calendar') onChange(next);
      }}
      className="mb-5 inline-flex rounded-full border border-line"
    >
      <ToggleButton id="list" className={segment}>
        {t('bookings.view.list')}
      </ToggleButton>
      <ToggleButton id="calendar" className={segment}>
        {t(isDesktop ? 'bookings.view.week' : 'bookings.view.day')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
