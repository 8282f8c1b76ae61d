import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_SCHEDULE, type BusyBooking, type Schedule } from '#shared/domain/availability.ts';
import {
  BEST_MATCH_WEIGHTS,
  BOOKING_PHOTOS_CAP,
  PRIOR_RATING,
  PRIOR_REVIEWS,
  RECENT_BOOKING_DAYS,
  RECENT_BOOKINGS_CAP,
  type ArtistSort,
} from '#shared/domain/artist-search.ts';
import type { LatLng, Place } from '#shared/domain/travel.ts';
import type { Db } from '../../db/open-db.ts';
import { TIME_HOLDING_STATES } from '#shared/domain/bookings.ts';
import { holdsBadges } from '../../credentials/badges.queries.ts';
import { list, rowsOf, type SearchFilters, type TextMatch } from './search.queries.ts';

/**
 * Search by artist's reads: the listed artists matching the filters (one query, with what
 * ranking and a card need), the bookings holding their time (one query for all of them), and
 * the pictures of one page's artists (one query). Never one query per card.
 */

export interface ArtistFilters extends SearchFilters {
  text: TextMatch | null;
  bbox?: { west: number; south: number; east: number; north: number } | undefined;
  /** Badges she must hold on `today` (Toronto's date). */
  credentials?: { kinds: readonly string[]; today: string } | undefined;
  /** Only these artists (a page's cards). */
  ids?: string[] | undefined;
  /** Only artists who come to this place (`comesToSql`). */
  comesTo?: Place | undefined;
}

/** The straight-line kilometres from `a` to `b`, as `distanceKm` works them out. */
export function distanceSql(a: { lat: SQL; lng: SQL }, b: LatLng): SQL {
  return sql`2 * 6371 * asin(sqrt(
    power(sin(radians(${a.lat} - ${b.lat}::float8) / 2), 2)
    + cos(radians(${b.lat}::float8)) * cos(radians(${a.lat}))
      * power(sin(radians(${a.lng} - ${b.lng}::float8) / 2), 2)))`;
}

/**
 * Artists who come to `place`, as the checkout decides (`visitTerms`): she travels, and her
 * service area reaches it (within her radius, rounded to 0.1 km as `roundKm` does, or one of
 * her postal areas); one who travels without an area set goes anywhere.
 */
function comesToSql(place: Place): SQL {
  const area = sql`p.service_area`;
  const km = distanceSql(
    {
      lat: sql`(${area}->'base'->>'lat')::float8`,
      lng: sql`(${area}->'base'->>'lng')::float8`,
    },
    place,
  );
  return sql`(p.delivery and (${area} is null or case
    when jsonb_typeof(${area}->'radiusKm') = 'number'
      then floor(${km} * 10 + 0.5) / 10 <= (${area}->>'radiusKm')::float8
    else coalesce((${area}->'postalAreas') ? ${place.postalArea ?? ''}, false) end))`;
}

export interface CandidateRow {
  id: string;
  firstName: string;
  profession: string;
  priceCents: number | null;
  rating: number | null;
  reviewCount: number;
  lat: number | null;
  lng: number | null;
  postalCode: string | null;
  place: boolean;
  delivery: boolean;
  schedule: Schedule;
  payoutConnected: boolean;
  textRank: number;
  recentBookings: number;
  serviceId: string | null;
  serviceMinutes: number | null;
  avatar: { id: string; width: number; height: number; widths: number[] } | null;
  /** Registered for GST/HST: "+ HST" beside her price. */
  hstRegistered: boolean;
  /** Her booking photos shown with consent (decision 0041). */
  bookingPhotos: number;
  takesEvents: boolean;
}

/** Listed artists matching the filters (`p` profiles, `u` users). */
export function conditions(f: ArtistFilters): SQL[] {
  const where: SQL[] = [
    sql`p.verified_at is not null`,
    sql`u.blocked_at is null`,
    sql`u.deleted_at is null`,
  ];
  if (f.categories.length) {
    where.push(sql`exists (select 1 from search_pictures s
      where s.user_id = p.user_id and s.tag in (${list(f.categories)}))`);
  }
  if (f.minPrice !== undefined) where.push(sql`p.price_cents >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`p.price_cents <= ${f.maxPrice}`);
  if (f.minRating !== undefined) where.push(sql`p.rating_average >= ${f.minRating}`);
  if (f.place === 'artistSite') where.push(sql`p.place`);
  if (f.place === 'toHome') where.push(sql`p.delivery`);
  if (f.instantBook) where.push(sql`p.instant_book`);
  if (f.events) where.push(sql`p.takes_events`);
  if (f.text) where.push(sql`p.search_document @@ ${f.text.query}::tsquery`);
  if (f.credentials?.kinds.length) {
    where.push(holdsBadges(f.credentials.kinds, f.credentials.today));
  }
  if (f.ids) where.push(sql`p.user_id = any(${`{${f.ids.join(',')}}`}::uuid[])`);
  if (f.comesTo) where.push(comesToSql(f.comesTo));
  if (f.bbox) {
    const b = f.bbox;
    where.push(
      sql`p.lat between ${b.south} and ${b.north} and p.lng between ${b.west} and ${b.east}`,
    );
  }
  return where;
}

/** Every listed artist matching the filters, with what ranking and a card need. */
export async function findArtistCandidates(db: Db, f: ArtistFilters): Promise<CandidateRow[]> {
  // ts_rank with normalisation 32 answers rank / (rank + 1): 0 to 1, as best match wants.
  const rank = f.text
    ? sql`ts_rank(p.search_document, ${f.text.query}::tsquery, 32)::float8`
    : sql`0::float8`;
  const rows = await rowsOf<{ row: string }>(
    db,
    sql`select json_build_array(p.user_id, u.first_name, p.profession, p.price_cents,
        p.rating_average::float8, p.review_count, p.lat, p.lng, p.postal_code, p.place,
        p.delivery, p.schedule, p.payout_account_id is not null, ${rank},
        (select count(*) from bookings b where b.artist_id = p.user_id
          and b.created_at > now() - make_interval(days => ${RECENT_BOOKING_DAYS})),
        c.id, c.duration_minutes, a.id, a.width, a.height, a.widths,
        p.hst_number is not null,
        (select f.booking_photos from artist_search_facts f where f.artist_id = p.user_id),
        p.takes_events)::text as row
      from profiles p
      join users u on u.id = p.user_id
      left join images a on a.id = u.profile_image_id
      left join lateral (
        select ps.id, ps.duration_minutes from profile_services ps
        where ps.user_id = p.user_id order by ps.amount_cents, ps.id limit 1
      ) as c on true
      where ${sql.join(conditions(f), sql` and `)}`,
  );
  return rows.map(({ row }) => candidateOf(JSON.parse(row) as unknown[]));
}

function candidateOf(v: unknown[]): CandidateRow {
  const at = <T>(i: number) => v[i] as T;
  const avatarId = at<string | null>(17);
  return {
    id: at(0),
    firstName: at(1),
    profession: at(2),
    priceCents: at(3),
    rating: at(4),
    reviewCount: at(5),
    lat: at(6),
    lng: at(7),
    postalCode: at(8),
    place: at(9),
    delivery: at(10),
    schedule: at<Schedule | null>(11) ?? DEFAULT_SCHEDULE,
    payoutConnected: at(12),
    textRank: at(13),
    recentBookings: Number(at(14)),
    serviceId: at(15),
    serviceMinutes: at(16),
    avatar: avatarId ? { id: avatarId, width: at(18), height: at(19), widths: at(20) } : null,
    hstRegistered: at(21),
    bookingPhotos: Number(at(22) ?? 0),
    takesEvents: at(23),
  };
}

/** The bookings holding the time of any of these artists between two instants, by artist. */
export async function findBusyOfArtists(
  db: Db,
  artistIds: string[],
  from: Date,
  until: Date,
): Promise<Map<string, BusyBooking[]>> {
  const busy = new Map<string, BusyBooking[]>();
  if (artistIds.length === 0) return busy;
  const rows = await rowsOf<{ a: string; s: string; f: string; u: string }>(
    db,
    sql`select b.artist_id as a, b.appointment_at as s, b.busy_from as f, b.busy_until as u
      from bookings b
      where b.artist_id = any(${`{${artistIds.join(',')}}`}::uuid[])
        and b.state in (${list(TIME_HOLDING_STATES)})
        and b.busy_from < ${until.toISOString()}::timestamptz
        and b.busy_until > ${from.toISOString()}::timestamptz`,
  );
  for (const r of rows) {
    const held = busy.get(r.a) ?? [];
    held.push({ startsAt: new Date(r.s), busyFrom: new Date(r.f), busyUntil: new Date(r.u) });
    busy.set(r.a, held);
  }
  return busy;
}

export interface CardPicture {
  artistId: string;
  id: string;
  width: number;
  height: number;
  widths: number[];
}

/**
 * Up to `per` pictures of each artist, in one query: those with one of the asked categories
 * first, then the newest.
 */
export async function findCardPictures(
  db: Db,
  artistIds: string[],
  categories: readonly string[],
  per: number,
): Promise<CardPicture[]> {
  if (artistIds.length === 0) return [];
  const preferred = categories.length ? sql`(s.tag in (${list(categories)}))` : sql`false`;
  return rowsOf<CardPicture>(
    db,
    sql`select x."artistId", x.id, x.width, x.height, x.widths from (
        select s.user_id as "artistId", s.image_id as id, s.width, s.height, s.widths,
          row_number() over (partition by s.user_id
            order by ${preferred} desc, s.created_at desc, s.image_id) as n
        from search_pictures s
        where s.user_id = any(${`{${artistIds.join(',')}}`}::uuid[])
      ) as x
      where x.n <= ${per}
      order by x."artistId", x.n`,
  );
}

export interface RankPlan {
  sort: ArtistSort;
  /** The kept starts a date filter reads (1-based), or null without one. */
  indexes: number[] | null;
  showEveryone: boolean;
  /** The place distances are measured from. */
  near: { lat: number; lng: number } | null;
  offset: number;
  limit: number;
}

export interface RankedRow {
  id: string;
  /** How many artists the search finds in all. */
  total: string | number;
  bookable: boolean;
}

/**
 * One page of the artists matching the filters, ranked and paged by the database in the
 * orders of `src/shared/domain/artist-search.ts` (the same keys, weights and ties), from the
 * kept facts: who is free when, and the recent bookings.
 */
export async function rankArtistPage(
  db: Db,
  f: ArtistFilters,
  plan: RankPlan,
): Promise<RankedRow[]> {
  // Epoch minutes, like the kept starts.
  const first = plan.indexes
    ? sql`(select min(f.first_starts[i]) from unnest(${`{${plan.indexes.join(',')}}`}::int[]) as i)`
    : sql`(extract(epoch from f.next_free_at) / 60)::int`;
  const bookable = sql`(p.payout_account_id is not null and ${first} is not null)`;
  const where = conditions(f);
  // A date filter is met or not, for everyone; otherwise only who can take bookings.
  if (plan.indexes) where.push(sql`${first} is not null`);
  if (!plan.showEveryone) {
    where.push(sql`p.payout_account_id is not null`);
    where.push(plan.indexes ? sql`true` : sql`f.next_free_at is not null`);
  }
  return rowsOf<RankedRow>(
    db,
    sql`select p.user_id as id, count(*) over () as total, ${bookable} as bookable
      from profiles p
      join users u on u.id = p.user_id
      join artist_search_facts f on f.artist_id = p.user_id
      where ${sql.join(where, sql` and `)}
      order by ${sql.join(orderKeys(f, plan, bookable, first), sql`, `)}
      limit ${plan.limit} offset ${plan.offset}`,
  );
}

const ZERO = { lat: 0, lng: 0 };

/** The order's keys, as `sortArtists` reads them. */
function orderKeys(f: ArtistFilters, plan: RankPlan, bookable: SQL, first: SQL): SQL[] {
  const w = BEST_MATCH_WEIGHTS;
  const rating = sql`(case when p.rating_average is null or p.review_count <= 0
    then ${PRIOR_RATING}::float8
    else (${PRIOR_RATING * PRIOR_REVIEWS}::float8 + p.rating_average::float8 * p.review_count)
      / (${PRIOR_REVIEWS} + p.review_count)::float8 end)`;
  const text = f.text
    ? sql`least(greatest(ts_rank(p.search_document, ${f.text.query}::tsquery, 32)::float8, 0), 1)`
    : sql`0::float8`;
  const bookings = sql`ln((1 + least(f.recent_bookings, ${RECENT_BOOKINGS_CAP}))::float8)
    / ln(${1 + RECENT_BOOKINGS_CAP}::float8)`;
  const photos = sql`least(f.booking_photos, ${BOOKING_PHOTOS_CAP})::float8 / ${BOOKING_PHOTOS_CAP}`;
  const best = sql`(${w.text}::float8 * ${text} + ${w.rating}::float8 * ((${rating} - 1) / 4)
    + ${w.bookings}::float8 * ${bookings} + ${w.photos}::float8 * ${photos}) desc`;
  const id = sql`p.user_id`;
  switch (plan.sort) {
    case 'soonest':
      return [sql`(case when ${bookable} then ${first} end) asc nulls last`, best, id];
    case 'price':
      return [sql`p.price_cents asc nulls last`, best, id];
    case 'distance': {
      const distance = distanceSql({ lat: sql`p.lat`, lng: sql`p.lng` }, plan.near ?? ZERO);
      return [sql`${distance} asc nulls last`, best, id];
    }
    case 'rating':
      return [sql`${rating} desc`, sql`p.review_count desc`, best, id];
    default:
      return [best, id];
  }
}
