import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
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
  return (
    <ToggleButtonGroup
      aria-label="View"
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
        List
      </ToggleButton>
      <ToggleButton id="calendar" className={segment}>
        {isDesktop ? 'Week' : 'Day'}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
