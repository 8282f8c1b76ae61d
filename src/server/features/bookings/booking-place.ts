import { postalAreaOf, type Place } from '#shared/domain/travel.ts';
import type { z } from 'zod';
import type { CreateBookingInput } from '#shared/schemas/booking.ts';
import { AppError } from '../../app-error.ts';
import { placeFrom, visitTerms } from '../../calendar/visit-place.ts';
import type { bookableArtist } from './checkout.ts';

type Input = z.output<typeof CreateBookingInput>;
type Artist = ReturnType<typeof bookableArtist>;

const PICK_ADDRESS = 'Pick your address from the suggestions, or give its postal code';

/** A postal code written in the street line ("12 Main St, M4L 1Z8"), for orders without a pin. */
function postalCodeInStreet(street: string | undefined): string | undefined {
  return /\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/i.exec(street ?? '')?.[0];
}

export interface BookingPlace {
  place: Place | null;
  travelFeeCents: number;
  unit: string | null;
  buzzer: string | null;
}

/**
 * Where the booking happens and what getting there costs. A home visit's place is the
 * customer's pin (or a postal code in her street line); an artist who set her area must be
 * given one, inside the area (a 400 saying how far it is and where she goes). At the studio:
 * the studio's area, no fee.
 */
export function bookingPlace(input: Input, artist: Artist): BookingPlace {
  if (input.place === 'artistSite') {
    const { lat, lng } = artist;
    const place =
      lat === null || lng === null
        ? null
        : { lat, lng, postalArea: postalAreaOf(artist.studioPostalCode ?? '') };
    return { place, travelFeeCents: 0, unit: null, buzzer: null };
  }
  const visit = input.visit;
  const place = visit
    ? placeFrom(visit, 'visit.postalCode')
    : placeFrom({ postalCode: postalCodeInStreet(input.street) }, 'street');
  const area = artist.delivery ? artist.serviceArea : null;
  if (area && !place) throw new AppError('validation', PICK_ADDRESS, { visit: PICK_ADDRESS });
  const terms = place
    ? visitTerms(area, place, artist.party.firstName, 'visit')
    : { km: 0, feeCents: 0 };
  return {
    place,
    travelFeeCents: terms.feeCents,
    unit: visit?.unit || null,
    buzzer: visit?.buzzer || null,
  };
}

/** The pin of a booking made before, to book the same place again (a proposal, a rescue). */
export function visitOf(booking: {
  placeLat: number | null;
  placeLng: number | null;
  placePostalArea: string | null;
  placeUnit: string | null;
  placeBuzzer: string | null;
}): Input['visit'] {
  if (booking.placeLat === null || booking.placeLng === null) return undefined;
  return {
    lat: booking.placeLat,
    lng: booking.placeLng,
    ...(booking.placePostalArea ? { postalCode: booking.placePostalArea } : {}),
    ...(booking.placeUnit ? { unit: booking.placeUnit } : {}),
    ...(booking.placeBuzzer ? { buzzer: booking.placeBuzzer } : {}),
  };
}
