import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BookingState } from '#shared/domain/bookings.ts';
import type { ServiceArea } from '#shared/domain/travel.ts';
import type { Db } from '../../db/open-db.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { bookings, paymentCards, profileServices, profiles, users } from '../../db/schema/index.ts';
import { insertEmailJobs } from '../../jobs/jobs.ts';
import { rowsOf } from '../../jobs/queue.ts';
import type { Party } from './booking-email-parts.ts';
import type { BookingRow } from './bookings.queries.ts';

type Booking = BookingRow['booking'];

interface EarlierBooking {
  id: string;
  artistId: string;
  totalCents: number;
  state: BookingState;
}
/** A party as a booking's e-mails name them (`deletedAt` as JSON has it). */
type PartyJson = Omit<Party, 'deletedAt'> & { deletedAt: string | null };
/** The artist as the query answers (`party` as JSON has it). */
interface ArtistJson {
  verified: boolean;
  payable: boolean;
  blocked: boolean;
  deleted: boolean;
  place: boolean;
  delivery: boolean;
  party: PartyJson;
  studioStreet: string | null;
  studioPostalCode: string | null;
  /** Her GST/HST number: null when she is not registered. */
  hstNumber: string | null;
  /** Where she travels and her fees (null: anywhere, free); her studio's area centre. */
  serviceArea: ServiceArea | null;
  lat: number | null;
  lng: number | null;
}
export type ArtistState = Omit<ArtistJson, 'party'> & { party: Party };
interface CustomerJson extends PartyJson {
  mobileVerified: boolean;
}
export interface ServiceRow {
  id: string;
  typeOfService: string;
  amountCents: number;
  durationMinutes: number;
  /** Booking it needs a patch test first (decision 0041); read by the checkout only. */
  needsPatchTest?: boolean;
}

const partyOf = (u: typeof users) => sql`json_build_object('id', ${u.id},
  'firstName', ${u.firstName}, 'lastName', ${u.lastName}, 'email', ${u.email}, 'locale', ${u.locale},
  'mobileNumber', ${u.mobileNumber}, 'deletedAt', ${u.deletedAt})`;

const p = {
  customerId: sql.placeholder('customerId'),
  artistId: sql.placeholder('artistId'),
  idempotencyKey: sql.placeholder('idempotencyKey'),
  serviceIds: sql.placeholder('serviceIds'),
  cardId: sql.placeholder('cardId'),
};

/**
 * Everything a checkout is checked against and its e-mails name, in one statement (a booking's
 * hottest read): the booking this idempotency key already made, the artist's state, the ordered
 * services as they are now, the saved card, and both parties.
 */
const checkoutQuery = preparedOnce((db) =>
  db
    .select({
      earlier: sql<EarlierBooking | null>`(
        select json_build_object('id', ${bookings.id}, 'artistId', ${bookings.artistId},
          'totalCents', ${bookings.totalCents}, 'state', ${bookings.state})
        from ${bookings}
        where ${bookings.customerId} = ${p.customerId}
          and ${bookings.idempotencyKey} = ${p.idempotencyKey})`,
      artist: sql<ArtistJson | null>`(
        select json_build_object('verified', ${profiles.verifiedAt} is not null,
          'payable', ${profiles.payoutAccountId} is not null,
          'blocked', ${users.blockedAt} is not null, 'deleted', ${users.deletedAt} is not null,
          'place', ${profiles.place}, 'delivery', ${profiles.delivery},
          'party', ${partyOf(users)}, 'studioStreet', ${profiles.street},
          'studioPostalCode', ${profiles.postalCode}, 'hstNumber', ${profiles.hstNumber},
          'serviceArea', ${profiles.serviceArea}, 'lat', ${profiles.lat}, 'lng', ${profiles.lng})
        from ${profiles} join ${users} on ${users.id} = ${profiles.userId}
        where ${profiles.userId} = ${p.artistId})`,
      services: sql<ServiceRow[]>`(
        select coalesce(json_agg(json_build_object('id', ${profileServices.id},
          'typeOfService', ${profileServices.typeOfService},
          'amountCents', ${profileServices.amountCents},
          'durationMinutes', ${profileServices.durationMinutes},
          'needsPatchTest', ${profileServices.needsPatchTest})), '[]')
        from ${profileServices}
        where ${profileServices.userId} = ${p.artistId} and ${profileServices.id} in
          (select id::uuid from jsonb_array_elements_text(${p.serviceIds}::jsonb) as ids(id)))`,
      customer: sql<CustomerJson>`(
        select ${partyOf(users)}::jsonb || jsonb_build_object('mobileVerified',
          ${users.mobileVerifiedAt} is not null)
        from ${users} where ${users.id} = ${p.customerId})`,
      cardId: sql<string | null>`(
        select ${paymentCards.id} from ${paymentCards}
        where ${paymentCards.userId} = ${p.customerId}
          and ${paymentCards.gatewayCardId} = ${p.cardId})`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('checkout_read'),
);

const partyFrom = ({ deletedAt, ...party }: PartyJson): Party => ({
  ...party,
  deletedAt: deletedAt === null ? null : new Date(deletedAt),
});

/** What `checkoutQuery` reads for this order, the parties' dates as dates. */
export async function readCheckout(
  db: Db,
  order: {
    customerId: string;
    artistId: string;
    idempotencyKey: string;
    serviceIds: string[];
    cardId: string;
  },
) {
  const [row] = await checkoutQuery(db).execute({
    ...order,
    serviceIds: JSON.stringify(order.serviceIds),
  });
  const { earlier, artist, customer, services, cardId } = row!;
  const { mobileVerified, ...customerParty } = customer;
  return {
    earlier,
    artist: artist && { ...artist, party: partyFrom(artist.party) },
    customer: { party: partyFrom(customerParty), mobileVerified },
    services,
    cardId,
  };
}

/** The booking this idempotency key of the customer already made, if any. */
export async function findBookingByKey(db: Db, customerId: string, key: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      artistId: bookings.artistId,
      totalCents: bookings.totalCents,
      state: bookings.state,
    })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)));
  return row ?? null;
}

const columns = Object.entries(getTableColumns(bookings)) as Array<[keyof Booking, PgColumn]>;
const placeholders = {
  phone: sql.placeholder('phone'),
  emails: sql.placeholder('emails'),
  /** Every column of the booking, each a placeholder of its own name (`bookingParams`). */
  booking: Object.fromEntries(
    columns.map(([key]) => [key, sql`${sql.placeholder(key)}`]),
  ) as Record<keyof Booking, SQL>,
};

/** The booking's values for `placeholders.booking`, each as the database driver takes it. */
const bookingParams = (booking: Booking) =>
  Object.fromEntries(
    columns.map(([key, column]) => {
      const value = booking[key];
      return [key, value === null ? null : column.mapToDriverValue(value)];
    }),
  );

/**
 * The booking, the customer's phone and both parties' e-mails in one statement, prepared once:
 * all or nothing, without a transaction's round trips. Answers the booking's id, or nothing
 * when a twin of the checkout (the same idempotency key) was written first.
 */
const writeBookingQuery = preparedOnce((db) => {
  const { booking: b, phone: newPhone, emails: queued } = placeholders;
  // The number the artist will call; a verified number changes only through the help centre
  // (and the same number is not written again).
  const phone = db.$with('phone').as(
    db
      .update(users)
      .set({ mobileNumber: sql`${newPhone}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(users.id, b.customerId),
          isNull(users.mobileVerifiedAt),
          sql`${users.mobileNumber} is distinct from ${newPhone}`,
        ),
      )
      .returning({ id: users.id }),
  );
  // A concurrent twin waits here for the first to commit, then inserts nothing.
  const inserted = db.$with('inserted').as(
    db
      .insert(bookings)
      .values(b)
      .onConflictDoNothing({ target: [bookings.customerId, bookings.idempotencyKey] })
      .returning({ id: bookings.id }),
  );
  const emails = db.$with('emails', {}).as(insertEmailJobs(queued, 'inserted'));
  return db
    .with(phone, inserted, emails)
    .select({ id: inserted.id })
    .from(inserted)
    .prepare('write_booking');
});

/**
 * Writes the booking with its phone and e-mails (`writeBookingQuery`). False when a twin of the
 * checkout (the same idempotency key) was written first.
 */
export async function insertBooking(
  db: Db,
  booking: Booking,
  phone: string,
  emails: string,
): Promise<boolean> {
  const written = await writeBookingQuery(db).execute({
    ...bookingParams(booking),
    phone,
    emails,
  });
  return written.length > 0;
}

/** Marks the proposal a booking was made from as booked, while it is still open to booking. */
export async function markProposalBooked(
  tx: Db,
  proposal: { id: string; customerId: string; artistId: string },
): Promise<boolean> {
  const [booked] = await tx
    .update(bookings)
    .set({ state: 'posponed', updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.id, proposal.id),
        eq(bookings.customerId, proposal.customerId),
        eq(bookings.artistId, proposal.artistId),
        eq(bookings.state, 'declined-posponed'),
      ),
    )
    .returning({ id: bookings.id });
  return Boolean(booked);
}

/** A line of `listPatchTestRows`: a booking holding a patch test, or the one she offers. */
export type PatchTestRow = {
  at: string;
  state: string;
  kind: 'visit' | 'offer';
  id: string;
  name: string;
  minutes: number;
};

/**
 * The customer's bookings with this artist holding one of her patch tests ('visit'), and the
 * patch tests she offers ('offer'). One query. Lines are matched as text: a home visit's
 * travel fee (`travel`) is no uuid.
 */
export async function listPatchTestRows(db: Db, customerId: string, artistId: string) {
  return rowsOf<PatchTestRow>(
    await db.execute(sql`select b.appointment_at::text as at, b.state, 'visit' as kind,
        '' as id, '' as name, 0 as minutes
      from bookings b
      where b.customer_id = ${customerId} and b.artist_id = ${artistId}
        and exists (select 1 from jsonb_array_elements(b.services) as e(line)
          join profile_services ps on ps.id::text = e.line->>'serviceId'
          where ps.is_patch_test)
      union all
      select '', '', 'offer', ps.id::text, ps.type_of_service, ps.duration_minutes
      from profile_services ps
      where ps.user_id = ${artistId} and ps.is_patch_test`),
  );
}
