import { sql } from 'drizzle-orm';
import { orderProblem } from '#shared/domain/amount-limits.ts';
import type { BookingState } from '#shared/domain/bookings.ts';
import { withTax } from '#shared/domain/pricing.ts';
import { TRAVEL_LINE_ID, TRAVEL_LINE_NAME, type ServiceArea } from '#shared/domain/travel.ts';
import { quote } from '#shared/domain/settlement.ts';
import type { Db } from '../../db/open-db.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { bookings, paymentCards, profileServices, profiles, users } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../app-error.ts';
import type { Party } from './booking-email-parts.ts';

const CANNOT_BOOK = 'This artist cannot take bookings yet.';

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
type ArtistState = Omit<ArtistJson, 'party'> & { party: Party };
interface CustomerJson extends PartyJson {
  mobileVerified: boolean;
}
interface ServiceRow {
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
 * `readCheckout` found them); nothing money-related comes from the client. A service that is gone or another
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
