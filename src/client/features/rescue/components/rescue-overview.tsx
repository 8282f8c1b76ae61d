import { useT } from '#client/lib/i18n.tsx';
import { useRescueOverview } from '../api/rescue.ts';

/** The admin overview's last 30 days of bookings that fell through and of the waitlist. */
export function RescueOverviewPanel() {
  const t = useT();
  const query = useRescueOverview();
  const data = query.data;
  if (!data) return null;
  const stats = [
    { label: t('rescue.overview.fellThrough'), value: data.fellThrough },
    { label: t('rescue.overview.rebooked'), value: data.rebookedWithinDay },
    { label: t('rescue.overview.notified'), value: data.waitlistNotified },
    { label: t('rescue.overview.booked'), value: data.waitlistBooked },
  ];
  return (
    <section aria-labelledby="rescue-overview" className="mt-8">
      <h2 id="rescue-overview" className="mb-3 text-xl font-semibold">
        {t('rescue.overview.title')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl border border-line bg-white p-4">
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
