import { orderProblem } from '#shared/domain/amount-limits.ts';
import { withTax } from '#shared/domain/pricing.ts';
import { TRAVEL_LINE_ID, TRAVEL_LINE_NAME } from '#shared/domain/travel.ts';
import { quote } from '#shared/domain/settlement.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../app-error.ts';
import type { ArtistState, ServiceRow } from './checkout.queries.ts';

const CANNOT_BOOK = 'This artist cannot take bookings yet.';

/** The artist, if they can take a booking now: listed (verified, not blocked) and able to be paid. */
export function bookableArtist(artist: ArtistState | null): ArtistState {
  if (!artist || artist.deleted) throw new AppError('not_found', 'This artist does not exist.');
  if (!artist.verified || artist.blocked || !artist.payable) {
    throw new AppError('conflict', CANNOT_BOOK);
  }
  return artist;
}

export interface OrderedService {
  serviceId: string;
  quantity: number;
}

/**
 * Prices the order from the artist's services and registration as they are now (as
 * `readCheckout` in checkout.queries.ts found them); nothing money-related comes from the client. A service that is gone or another
 * artist's means the customer's page is out of date; an order outside the amount limits (a
 * price stored before the limits, or a total the provider would refuse) is a 400 saying the
 * limit.
 */
export function priceOrder(
  env: Env,
  services: ServiceRow[],
  ordered: OrderedService[],
  artistHstNumber: string | null = null,
  /** A home visit's travel fee: one more line of the artist's, priced like a service. */
  travelFeeCents = 0,
) {
  const ids = ordered.map((o) => o.serviceId);
  if (new Set(ids).size !== ids.length) {
    throw new AppError('validation', 'Choose each service once.', {
      services: 'Choose each service once.',
    });
  }
  const byId = new Map(services.map((r) => [r.id, r]));
  const lines = ordered.map((o) => {
    const service = byId.get(o.serviceId);
    if (!service) {
      throw new AppError('conflict', 'These services have changed. Please review your order.');
    }
    return {
      serviceId: service.id,
      typeOfService: service.typeOfService,
      quantity: o.quantity,
      amountCents: service.amountCents,
    };
  });
  const travel = travelFeeCents > 0 ? [travelLine(travelFeeCents)] : [];
  // The all-in price, then HST on each registered supplier's part, with the numbers they are
  // registered under now: the booking keeps both whatever changes later.
  const platformHstNumber = env.PLATFORM_HST_NUMBER ?? null;
  const taxed = withTax(quote([...lines, ...travel], env.CUSTOMER_FEE_BPS), {
    artistHst: artistHstNumber !== null,
    platformHst: platformHstNumber !== null,
  });
  const price = {
    subtotalCents: taxed.subtotalCents,
    feeCents: taxed.feeCents,
    serviceHstCents: taxed.serviceHstCents,
    feeHstCents: taxed.feeHstCents,
    totalCents: taxed.totalCents,
    artistHstNumber,
    platformHstNumber: taxed.feeHstCents > 0 ? platformHstNumber : null,
  };
  // The booking's length: each service's duration times its quantity.
  const minutes = ordered.reduce(
    (sum, o) => sum + byId.get(o.serviceId)!.durationMinutes * o.quantity,
    0,
  );
  const problem = orderProblem({ lines, totalCents: price.totalCents });
  if (problem) {
    throw new AppError('validation', problem.message, { [problem.field]: problem.message });
  }
  return { lines: [...lines, ...travel], price, minutes };
}

/** The travel fee as a line of the order: the artist's supply, with the booking fee on it. */
export const travelLine = (amountCents: number) => ({
  serviceId: TRAVEL_LINE_ID,
  typeOfService: TRAVEL_LINE_NAME,
  quantity: 1,
  amountCents,
});
