import { latestPatchTestStart, patchTestProblem } from '#shared/domain/patch-tests.ts';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import { TIME_HOLDING_STATES } from '#shared/domain/bookings.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../app-error.ts';
import type { PatchTestStatus } from '#shared/schemas/patch-tests.ts';
import type { AppContext } from '../../context.ts';
import { listPatchTestRows } from './checkout.queries.ts';

/**
 * The customer's bookings with this artist holding one of her patch tests, and the patch test
 * she offers (the first one she marked). One query.
 */
export async function readPatchTests(db: Db, customerId: string, artistId: string) {
  const rows = await listPatchTestRows(db, customerId, artistId);
  const visits = rows
    .filter((r) => r.kind === 'visit')
    .map((r) => ({
      appointmentAt: new Date(r.at),
      standing: (TIME_HOLDING_STATES as readonly string[]).includes(r.state),
    }))
    .sort((a, b) => a.appointmentAt.getTime() - b.appointmentAt.getTime());
  const offer = rows.find((r) => r.kind === 'offer');
  return {
    visits,
    offer: offer
      ? { serviceId: offer.id, typeOfService: offer.name, durationMinutes: Number(offer.minutes) }
      : null,
  };
}

/** GET /api/book/patch-test/{artistId}: the caller's standing patch tests with her, and hers. */
export async function patchTestStatus(
  ctx: AppContext,
  customerId: string,
  artistId: string,
): Promise<PatchTestStatus> {
  const { visits, offer } = await readPatchTests(ctx.db, customerId, artistId);
  return {
    offer,
    standing: visits.filter((v) => v.standing).map((v) => v.appointmentAt.toISOString()),
  };
}

/**
 * A service that needs a patch test is booked only with one of this artist's patch tests for
 * this customer, requested, accepted or done, 6 months to 48 hours before (decision 0041).
 * Otherwise a 409 saying what to book first, and by when.
 */
export async function checkPatchTest(
  db: Db,
  order: { customerId: string; artistId: string; artistName: string; appointmentAt: Date },
): Promise<void> {
  const { visits, offer } = await readPatchTests(db, order.customerId, order.artistId);
  const problem = patchTestProblem(order.appointmentAt, visits);
  if (!problem) return;
  const by = formatTorontoDateTime(latestPatchTestStart(order.appointmentAt));
  const message = !offer
    ? `This service needs a patch test first, which ${order.artistName} does not offer yet.`
    : `This service needs a patch test with ${order.artistName} at least 48 hours before: book her “${offer.typeOfService}” first, on ${by} at the latest.`;
  throw new AppError('conflict', message, { services: message });
}
