import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * After the server made the booking (spec §2): the request is with the artist, or, when she
 * takes instant bookings, the booking is already accepted.
 */
export function ThankYou({
  artistFirstName,
  accepted,
}: {
  artistFirstName: string;
  accepted: boolean;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-xl rounded-(--radius-card) border border-line bg-white p-6 text-center md:p-10">
      <CheckCircle2 aria-hidden className="mx-auto mb-4 size-12 text-success" />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t('checkout.thanks.title')}
      </h2>
      <p className="mt-3 text-muted">
        {t(accepted ? 'checkout.thanks.accepted' : 'checkout.thanks.requested', {
          name: artistFirstName,
        })}
      </p>
      <ButtonLink to={paths.customerBookings} className="mt-6">
        {t('checkout.thanks.all')}
      </ButtonLink>
    </div>
  );
}
