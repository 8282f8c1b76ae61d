import { formatCents } from '#shared/domain/money.ts';
import type { EventView } from '#shared/schemas/events.ts';
import { TipForm } from '#client/components/tip-form.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useEventTip } from '../api/events.ts';

/**
 * The tip on a completed event (decision 0042): its customer may add one within 7 days, with a
 * booking's choices and limits; the team sees it, shared as the event's pay.
 */
export function EventTip({ event, isCustomer }: { event: EventView; isCustomer: boolean }) {
  const t = useT();
  const locale = useLocale();
  const add = useEventTip(event.id);
  const tip = event.tip;
  if (!tip) return null;
  const headingId = `event-tip-${event.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-semibold tracking-wider text-muted uppercase">
        {t('tips.title')}
      </h2>
      {tip.amountCents !== null ? (
        <p>
          {t(isCustomer ? 'tips.youAdded' : 'tips.clientAdded')}{' '}
          <span className="font-semibold">{formatCents(tip.amountCents, locale)}</span>.{' '}
          {t(isCustomer ? 'events.tip.sharedByTeam' : 'events.tip.yourShare')}
        </p>
      ) : !isCustomer ? (
        <p className="text-muted">{t('tips.none')}</p>
      ) : tip.status === 'closed' ? (
        <p className="text-muted">{t('events.tip.closed')}</p>
      ) : (
        <TipForm tip={tip} name={headingId} add={add} />
      )}
    </section>
  );
}
