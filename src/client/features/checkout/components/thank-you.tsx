import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '#client/components/ui/button.tsx';
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mx-auto max-w-xl rounded-(--radius-card) border border-line bg-white p-6 text-center md:p-10">
      <CheckCircle2 aria-hidden className="mx-auto mb-4 size-12 text-success" />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        Thank you for your order.
      </h2>
      <p className="mt-3 text-muted">
        {accepted
          ? `${artistFirstName} accepted your booking. We e-mailed you the confirmation; your booking code is in it and in your bookings.`
          : `We e-mailed ${artistFirstName} your request. Once she accepts, you will get a confirmation e-mail with your booking code.`}
      </p>
      <ButtonLink to={paths.customerBookings} className="mt-6">
        See all bookings
      </ButtonLink>
    </div>
  );
}
