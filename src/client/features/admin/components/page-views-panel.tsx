import type { PageViewStats } from '#shared/schemas/admin.ts';
import { Panel } from '#client/components/ui/data-table.tsx';
import { useIsDesktop } from '#client/lib/use-media-query.ts';
import { LoadError } from '#client/components/ui/page.tsx';
import { usePageViews } from '../api/page-views.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import type { MessageKey } from '#shared/i18n/translator.ts';
import type { deviceClasses } from '#shared/domain/admin.ts';

const deviceKeys: Record<(typeof deviceClasses)[number], MessageKey> = {
  mobile: 'admin.views.mobile',
  tablet: 'admin.views.tablet',
  desktop: 'admin.views.desktop',
};

const shortDays = {
  'en-CA': new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  'fr-CA': new Intl.DateTimeFormat('fr-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
};
/**
 * A `YYYY-MM-DD` Toronto date as "Nov 25" / "25 nov." (the date is already Toronto's; no zone
 * shift).
 */
const dayLabel = (isoDate: string, locale: Locale) =>
  shortDays[locale].format(new Date(`${isoDate}T12:00:00Z`));

const H = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 36 };

/** Daily views as bars, in plain SVG; the numbers are also in a table for screen readers. */
function DailyChart({ days }: { days: PageViewStats['days'] }) {
  const t = useT();
  const locale = useLocale();
  const day = (isoDate: string) => dayLabel(isoDate, locale);
  // A narrower drawing on a phone, so its labels stay readable when scaled to the screen.
  const W = useIsDesktop() ? 720 : 360;
  const max = Math.max(1, ...days.map((d) => d.views));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const bar = Math.max(2, slot * 0.7);
  const ticks = [0, Math.ceil(max / 2), max];
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={t('admin.views.chart', {
          from: day(days[0]!.day),
          to: day(days.at(-1)!.day),
          today: days.at(-1)!.views,
          max,
        })}
        data-testid="page-views-chart"
      >
        {ticks.map((t) => {
          const y = PAD.top + plotH - (t / max) * plotH;
          return (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y} y2={y} className="stroke-line" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" className="fill-muted text-[11px]">
                {t}
              </text>
            </g>
          );
        })}
        {days.map((d, i) => {
          const h = (d.views / max) * plotH;
          const x = PAD.left + i * slot + (slot - bar) / 2;
          return (
            <rect
              key={d.day}
              x={x}
              y={PAD.top + plotH - h}
              width={bar}
              height={h}
              rx={1.5}
              className="fill-blush-700"
              data-day={d.day}
              data-views={d.views}
            >
              <title>{t('admin.views.dayViews', { day: day(d.day), views: d.views })}</title>
            </rect>
          );
        })}
        {[0, Math.floor(days.length / 2), days.length - 1].map((i) => (
          <text
            key={i}
            x={PAD.left + i * slot + slot / 2}
            y={H - 6}
            textAnchor="middle"
            className="fill-muted text-[11px]"
          >
            {day(days[i]!.day)}
          </text>
        ))}
      </svg>
      <figcaption className="sr-only">
        <table>
          <caption>{t('admin.views.perDay')}</caption>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}

function Ranking({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: Array<{ label: string; views: number }>;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line p-4">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('admin.views.none')}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-1 text-sm">
          {rows.map((r) => (
            <li key={r.label} className="flex justify-between gap-4">
              <span className="min-w-0 break-all">{r.label}</span>
              <span className="tabular-nums">{r.views}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Page views of the last 30 days (counted without cookies or personal data). */
export function PageViewsPanel() {
  const t = useT();
  const views = usePageViews();
  return (
    <Panel
      id="views-heading"
      title={t('admin.views.title')}
      aside={
        views.data ? (
          <p className="text-sm text-muted">
            {t('admin.views.total', { count: views.data.total })}
          </p>
        ) : null
      }
    >
      <div className="border-t border-line p-4 md:p-5">
        {views.isError ? <LoadError what={t('admin.views.what')} error={views.error} /> : null}
        {views.isPending ? <p className="text-muted">{t('admin.loading')}</p> : null}
        {views.data ? (
          <div className="flex flex-col gap-4">
            <DailyChart days={views.data.days} />
            <div className="grid gap-4 md:grid-cols-3">
              <Ranking
                id="top-pages"
                title={t('admin.views.topPages')}
                rows={views.data.topPages.map((p) => ({ label: p.path, views: p.views }))}
              />
              <Ranking
                id="top-referrers"
                title={t('admin.views.topReferrers')}
                rows={views.data.topReferrers.map((r) => ({ label: r.host, views: r.views }))}
              />
              <Ranking
                id="devices"
                title={t('admin.views.devices')}
                rows={views.data.devices.map((d) => ({
                  label: t(deviceKeys[d.device]),
                  views: d.views,
                }))}
              />
            </div>
            <p className="text-xs text-muted">{t('admin.views.note')}</p>
          </div>
        ) : null}
      </div>
    </Panel>
  );
}
