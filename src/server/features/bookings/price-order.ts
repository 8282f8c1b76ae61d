import { and, eq, inArray } from 'drizzle-orm';
import { orderProblem } from '#shared/domain/amount-limits.ts';
import { quote } from '#shared/domain/settlement.ts';
import type { Db } from '../../db/open-db.ts';
import { profileServices, profiles, users } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../http/app-error.ts';

const CANNOT_BOOK = 'This artist cannot take bookings yet.';

/** The artist, if they can take a booking now: listed (verified, not blocked) and able to be paid. */
export async function findBookableArtist(db: Db, artistId: string) {
  const [artist] = await db
    .select({
      verifiedAt: profiles.verifiedAt,
      payoutAccountId: profiles.payoutAccountId,
      place: profiles.place,
      delivery: profiles.delivery,
      blockedAt: users.blockedAt,
      deletedAt: users.deletedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, artistId));
  if (!artist || artist.deletedAt) throw new AppError('not_found', 'This artist does not exist.');
  if (!artist.verifiedAt || artist.blockedAt || !artist.payoutAccountId) {
    throw new AppError('conflict', CANNOT_BOOK);
  }
  return artist;
}

export interface OrderedService {
  serviceId: string;
  quantity: number;
}

/**
 * Prices the order from the artist's services as they are now; nothing money-related comes
 * from the client. A service that is gone or another artist's means the customer's page is
 * out of date; an order outside the amount limits (a price stored before the limits, or a
 * total the provider would refuse) is a 400 saying the limit.
 */
export async function priceOrder(db: Db, env: Env, artistId: string, ordered: OrderedService[]) {
  const ids = ordered.map((o) => o.serviceId);
  if (new Set(ids).size !== ids.length) {
    throw new AppError('validation', 'Choose each service once.', {
      services: 'Choose each service once.',
    });
  }
  const rows = await db
    .select({
      id: profileServices.id,
      typeOfService: profileServices.typeOfService,
      amountCents: profileServices.amountCents,
      durationMinutes: profileServices.durationMinutes,
    })
    .from(profileServices)
    .where(and(eq(profileServices.userId, artistId), inArray(profileServices.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
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
  const price = quote(lines, env.CUSTOMER_FEE_BPS);
  // The booking's length: each service's duration times its quantity.
  const minutes = ordered.reduce(
    (sum, o) => sum + byId.get(o.serviceId)!.durationMinutes * o.quantity,
    0,
  );
  const problem = orderProblem({ lines, totalCents: price.totalCents });
  if (problem) {
    throw new AppError('validation', problem.message, { [problem.field]: problem.message });
  }
  return { lines, price, minutes };
}
