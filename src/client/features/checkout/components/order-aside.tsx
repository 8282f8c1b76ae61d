import { formatCents } from '#shared/domain/money.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { CartPrice } from '#shared/domain/pricing.ts';
import type { PublicProfile } from '#shared/schemas/profile.ts';
import { appointmentText } from './appointment-time.ts';
import { travelLineCents, type OrderLine } from './checkout-rules.ts';
import { OrderTotals } from './order-totals.tsx';

/** The order so far, beside the steps on a wide screen and below them on a phone. */
export function OrderAside({
  profile,
  appointmentAt,
  lines,
  quote,
}: {
  profile: PublicProfile;
  appointmentAt: string | null;
  lines: readonly OrderLine[];
  quote: CartPrice;
}) {
  const t = useT();
  const locale = useLocale();
  const travel = travelLineCents(quote);
  return (
    <aside
      aria-labelledby="order-aside-heading"
      className="rounded-(--radius-card) border border-line bg-white p-5 md:sticky md:top-6 md:p-6"
    >
      <h2 id="order-aside-heading" className="text-xl font-semibold">
        {t('checkout.aside.title')}
      </h2>
      <p className="text-sm text-muted">
        {t('checkout.aside.with', {
          name: `${profile.name.firstName} ${profile.name.lastName}`,
        })}
      </p>
      {appointmentAt ? (
        <p className="mt-2 text-sm">{appointmentText(appointmentAt, locale)}</p>
      ) : null}
      {lines.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {lines.map((line) => (
            <li key={line.service._id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                {line.service.typeOfService} × {line.quantity}
              </span>
              <span className="shrink-0 tabular-nums">{formatCents(line.lineCents, locale)}</span>
            </li>
          ))}
          {travel !== null ? (
            <li className="flex justify-between gap-3">
              <span>{t('travel.checkout.feeLine')}</span>
              <span className="shrink-0 tabular-nums">{formatCents(travel, locale)}</span>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('checkout.aside.empty')}</p>
      )}
      <div className="mt-3 border-t border-line pt-1">
        <OrderTotals quote={quote} />
      </div>
    </aside>
  );
}
