import { formatCents } from '#shared/domain/money.ts';
import type { TipView } from '#shared/schemas/tips.ts';
import { TipForm } from '#client/components/tip-form.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useAddTip, useTip } from '../api/tip.ts';

/**
 * A completed booking's tip: the customer may add one (10, 15 or 20% of the service subtotal,
 * a custom amount, or none; nothing preselected) within 7 days; the artist sees what they got.
 * Shown in the booking details and on the review page.
 */
export function TipPanel({ bookingId }: { bookingId: string }) {
  const t = useT();
  const locale = useLocale();
  const query = useTip(bookingId);
  const tip = query.data;
  if (!tip || tip.status === 'not-completed') return null;
  return (
    <section aria-labelledby={`tip-${bookingId}`} className="border-t border-line pt-4">
      <h3
        id={`tip-${bookingId}`}
        className="mb-2 text-sm font-semibold tracking-wider text-muted uppercase"
      >
        {t('tips.title')}
      </h3>
      {tip.tip ? (
        <p>
          {t(tip.viewer === 'customer' ? 'tips.youAdded' : 'tips.clientAdded')}{' '}
          <span className="font-semibold">{formatCents(tip.tip.amountCents, locale)}</span>
          {tip.tip.status === 'processing' ? ` ${t('tips.charging')}` : ''}.{' '}
          {t(tip.viewer === 'customer' ? 'tips.allToArtist' : 'tips.allYours')}
        </p>
      ) : tip.viewer === 'artist' ? (
        <p className="text-muted">{t('tips.none')}</p>
      ) : tip.status === 'closed' ? (
        <p className="text-muted">{t('tips.closed')}</p>
      ) : tip.status === 'unpaid' ? (
        <p className="text-muted">{t('tips.unpaid')}</p>
      ) : (
        <BookingTipForm tip={tip} />
      )}
    </section>
  );
}

function BookingTipForm({ tip }: { tip: TipView }) {
  const add = useAddTip(tip.bookingId);
  return <TipForm tip={tip} name={`tip-${tip.bookingId}`} add={add} />;
}
