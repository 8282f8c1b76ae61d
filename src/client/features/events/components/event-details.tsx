import { formatCents } from '#shared/domain/money.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { EventView } from '#shared/schemas/events.ts';
import { Card } from '#client/components/ui/page.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { eventTypeKeys, teamStatusKeys } from './event-labels.ts';

const when = (iso: string, locale: ReturnType<typeof useLocale>) =>
  formatTorontoDateTime(new Date(iso), locale);

/** What the customer asked: the day, the place, the party, the trial, her notes and budget. */
export function EventRequestCard({ event }: { event: EventView }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card>
      <h2 className="mb-3 text-xl font-semibold">{t('events.page.request')}</h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('events.request.type')}</dt>
        <dd>{t(eventTypeKeys[event.eventType])}</dd>
        <dt className="font-medium">{t('events.request.readyBy')}</dt>
        <dd>{when(event.readyBy, locale)}</dd>
        <dt className="font-medium">{t('events.request.address')}</dt>
        <dd className="break-words">{event.address}</dd>
        {event.trialAt ? (
          <>
            <dt className="font-medium">{t('events.request.trial')}</dt>
            <dd>{when(event.trialAt, locale)}</dd>
          </>
        ) : null}
        {event.budgetCents !== null ? (
          <>
            <dt className="font-medium">{t('events.request.budget')}</dt>
            <dd>{formatCents(event.budgetCents, locale)}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="mt-4 mb-2 font-semibold">
        {t('events.request.party', { count: event.people.length })}
      </h3>
      <ul className="flex flex-col gap-1">
        {event.people.map((p, i) => (
          <li key={i}>
            <span className="font-medium">{p.name}</span>: {p.services.join(', ')}
          </li>
        ))}
      </ul>
      {event.notes ? <p className="mt-3 whitespace-pre-line text-muted">{event.notes}</p> : null}
    </Card>
  );
}

/** The current quote: its all-in lines with HST, retainer and balance, terms, day and team. */
export function QuoteCard({ quote }: { quote: NonNullable<EventView['quote']> }) {
  const t = useT();
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  return (
    <Card>
      <h2 className="mb-3 text-xl font-semibold">
        {t('events.quote.title', { version: quote.version })}
      </h2>
      <table className="w-full text-left">
        <caption className="sr-only">{t('events.quote.lines')}</caption>
        <tbody>
          {[...quote.lines, ...quote.hstLines].map((line, i) => (
            <tr key={i} className="border-b border-line">
              <th scope="row" className="py-1.5 font-normal">
                {line.label}
              </th>
              <td className="py-1.5 text-right tabular-nums">{money(line.amountCents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1.5">
              {quote.hstLines.length > 0 ? t('events.quote.total') : t('events.quote.totalNoTax')}
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums">
              {money(quote.totalCents)}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-3">
        {t('events.quote.retainer', {
          percent: quote.retainerPercent,
          retainer: money(quote.retainerCents),
          balance: money(quote.balanceCents),
        })}
      </p>
      <p className="mt-1 text-sm text-muted">
        {t('events.quote.terms', {
          refundable: when(quote.refundableUntil, locale),
          valid: when(quote.validUntil, locale),
        })}
      </p>
      {quote.trialTotalCents !== null ? (
        <p className="mt-1">
          {t('events.quote.trialPrice', { price: money(quote.trialTotalCents) })}
        </p>
      ) : null}
      <h3 className="mt-4 mb-2 font-semibold">{t('events.quote.schedule')}</h3>
      <ul className="flex flex-col gap-1">
        {quote.schedule.map((s, i) => (
          <li key={i}>
            {t('events.quote.slot', {
              start: when(s.start, locale),
              person: s.person,
              artist: s.artistName,
            })}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 mb-2 font-semibold">{t('events.quote.team')}</h3>
      <ul className="flex flex-col gap-1">
        {quote.team.map((m) => (
          <li key={m.artistId}>
            {m.name}: {t(teamStatusKeys[m.status])}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Which version is current, and the earlier ones with when they were sent and their totals. */
export function QuoteHistory({ event }: { event: EventView }) {
  const t = useT();
  const locale = useLocale();
  if (event.history.length < 2) return null;
  return (
    <Card>
      <h2 className="mb-3 text-xl font-semibold">{t('events.history.title')}</h2>
      <ul className="flex flex-col gap-1">
        {event.history.map((v) => (
          <li key={v.version}>
            {t(v.version === event.versions ? 'events.history.current' : 'events.history.earlier', {
              version: v.version,
              sent: when(v.sentAt, locale),
              total: formatCents(v.totalCents, locale),
            })}
          </li>
        ))}
      </ul>
    </Card>
  );
}
