import type { ReplacementInput } from '#shared/schemas/event-conversation.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/open-db.ts';
import { announce } from './event-news.ts';
import {
  findTeamMember,
  hasReplacement,
  heldFor,
  inviteReplacement,
} from './event-team.queries.ts';
import {
  insertHolds,
  lockEvent,
  overlappingBooking,
  verifiedArtists,
  type EventRow,
} from './events.queries.ts';

const booked: readonly string[] = ['accepted_unpaid', 'accepted'];

const invalid = (field: string, message: string) =>
  new AppError('validation', message, { [field]: message });

/**
 * POST /api/events/{eventId}/replacement: on an accepted event, whose paid quote does not
 * change, the lead invites a verified artist to take the part of an assistant who left. She
 * is told by e-mail; her yes holds the same time on her calendar (`holdReplacement`). Before
 * the acceptance, the lead sends a new quote instead (a new version, with its new team).
 */
export async function replaceAssistant(
  ctx: AppContext,
  leadId: string,
  eventId: string,
  input: ReplacementInput,
) {
  await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId, leadId, 'lead');
    if (!event) throw new AppError('not_found', 'This event does not exist.');
    if (input.artistId === leadId) throw invalid('artistId', 'You are already the lead artist.');
    if (!(await verifiedArtists(tx, [input.artistId])).has(input.artistId)) {
      throw invalid('artistId', 'Invite verified Blush artists only.');
    }
    if (!booked.includes(event.state)) {
      throw new AppError(
        'conflict',
        'Until the quote is accepted, invite another artist by sending a new quote.',
      );
    }
    const gone = await findTeamMember(tx, eventId, input.replaces);
    if (gone?.status !== 'withdrawn') {
      throw invalid('replaces', 'This artist has not left the team.');
    }
    if (await hasReplacement(tx, eventId, input.replaces)) {
      throw new AppError('conflict', 'Another artist is already invited in her place.');
    }
    const already = await findTeamMember(tx, eventId, input.artistId);
    if (already && ['lead', 'invited', 'accepted'].includes(already.status)) {
      throw invalid('artistId', 'This artist is already on the team.');
    }
    await inviteReplacement(tx, eventId, input.artistId, input.replaces);
    await announce(ctx, tx, eventId, { kind: 'invited', by: leadId, member: input.artistId });
  });
}

/**
 * A replacement said yes to an accepted event: the time held for the one who left is held on
 * her calendar, under the same no-overlap rule (a booking of hers then is a 409 here; another
 * event's hold, the exclusion constraint's 409 for the caller).
 */
export async function holdReplacement(
  tx: Db,
  event: Pick<EventRow, 'id' | 'state'>,
  artistId: string,
  replaces: string,
) {
  if (!booked.includes(event.state)) return;
  const held = await heldFor(tx, event.id, replaces);
  if (!held) return;
  if (await overlappingBooking(tx, [artistId], held.busyFrom, held.busyUntil)) {
    throw new AppError('conflict', 'You have a booking at that time: you cannot join this event.');
  }
  await insertHolds(tx, [
    { eventId: event.id, artistId, busyFrom: held.busyFrom, busyUntil: held.busyUntil },
  ]);
}
