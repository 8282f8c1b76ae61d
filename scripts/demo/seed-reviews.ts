/**
 * Demo reviews: completed visits of a few demo customers with most verified artists, each
 * reviewed, some answered, so a newcomer sees real ratings in search, on the home page and on
 * profiles. Written inside the seed's transaction; the averages are counted the way the app
 * counts them. The customers the end-to-end tests sign in as (Chloé, Maya) have none.
 */
import { heldTime } from '#shared/domain/availability.ts';
import { randomUUID } from 'node:crypto';
import { quote } from '#shared/domain/settlement.ts';
import { torontoInstant, torontoParts } from '#shared/domain/toronto-time.ts';
import type { Db } from '#server/db/open-db.ts';
import { bookings, reviewComments, users } from '#server/db/schema/index.ts';
import { recountRating } from '#server/features/reviews/reviews.queries.ts';
import type { ArtistRows } from './artist-rows.ts';
import { prng } from './random.ts';

const DAY = 24 * 3_600_000;
const FEE_BPS = 500;

/** People who only ever wrote reviews: no password, so nobody signs in as them. */
/** Exported for the pseudo-locale sweep: people's own words, never translated. */
export const reviewers = [
  ['Aisha', 'Rahman'],
  ['Sofia', 'Moreau'],
  ['Grace', 'Liu'],
  ['Olivia', 'Brown'],
  ['Jasmine', 'Patel'],
  ['Emma', 'Nguyen'],
] as const;

export const reviewWords = [
  [
    'Perfect for my wedding',
    'Calm, early and so precise. My makeup lasted through the whole day and every photo.',
    5,
  ],
  [
    'Exactly what I asked for',
    'She listened, showed me options and the result was exactly the look I had in mind.',
    5,
  ],
  [
    'Lovely and professional',
    'On time, clean kit, great conversation. I will book again for my next event.',
    5,
  ],
  [
    'Beautiful result',
    'Soft and natural, just as I wanted. It took a little longer than planned, but worth it.',
    4,
  ],
  ['Great work', 'Very skilled and friendly. The studio was easy to find near the subway.', 4],
  ['Happy with it', 'Good result and fair price. I would have liked a little more volume.', 4],
  [
    'Good, not perfect',
    'Nice work overall; we had to redo one part, which she did without any fuss.',
    3,
  ],
  ['Would recommend', 'Kind, patient and talented. My sister booked her the next week.', 5],
] as const;

export const reviewReplies = [
  'Thank you so much! It was a pleasure to be part of your day.',
  'Thank you for the kind words, see you next time!',
  'Thanks for the feedback, I am glad you liked it.',
];

export async function seedDemoReviews(
  db: Db,
  { artists, now, customerIds }: { artists: ArtistRows[]; now: Date; customerIds: string[] },
): Promise<void> {
  const r = prng(1515);
  const rows = reviewers.map(([firstName, lastName], i) => ({
    id: randomUUID(),
    email: `${firstName.toLowerCase()}.${i}@customers.blush.local`,
    firstName,
    lastName,
    emailConfirmedAt: now,
    createdAt: new Date(now.getTime() - 200 * DAY),
  }));
  await db.insert(users).values(rows);
  const authors = [...rows.map((row) => row.id), ...customerIds];
  // Every verified artist but a few, so "New" artists still show how a first review looks.
  const reviewed = artists.filter((a) => a.profile.verifiedAt).filter((_, i) => i % 6 !== 5);

  for (const artist of reviewed) {
    const count = r.int(1, 5);
    for (let n = 0; n < count; n++) {
      const service = r.pick(artist.services);
      const line = { amountCents: service.amountCents, quantity: 1 };
      // A past day, on the hour or half hour of a working day in Toronto.
      const day = torontoParts(new Date(now.getTime() - r.int(4, 150) * DAY));
      const appointmentAt = torontoInstant(
        day.year,
        day.month,
        day.day,
        r.int(9, 17),
        r.pick([0, 30]),
      );
      const completedAt = new Date(appointmentAt.getTime() + 2 * 3_600_000);
      const bookingId = randomUUID();
      const customerId = authors[(n + r.int(0, authors.length - 1)) % authors.length]!;
      await db.insert(bookings).values({
        id: bookingId,
        customerId,
        artistId: artist.user.id,
        state: 'completed',
        appointmentAt,
        ...heldTime(appointmentAt),
        services: [{ serviceId: randomUUID(), typeOfService: service.typeOfService, ...line }],
        ...quote([line], FEE_BPS),
        place: artist.profile.place ? 'artistSite' : 'toHome',
        street: artist.profile.place ? null : '25 Front St W',
        idempotencyKey: randomUUID(),
        respondBy: new Date(appointmentAt.getTime() - 5 * DAY),
        decidedAt: new Date(appointmentAt.getTime() - 6 * DAY),
        completedAt,
        createdAt: new Date(appointmentAt.getTime() - 7 * DAY),
        updatedAt: completedAt,
      });
      const [subject, text, rating] = r.pick(reviewWords);
      const answered = r.next() < 0.35;
      const createdAt = new Date(completedAt.getTime() + r.int(1, 3) * DAY);
      await db.insert(reviewComments).values({
        artistId: artist.user.id,
        authorId: customerId,
        bookingId,
        rating,
        subject,
        text,
        createdAt,
        replyText: answered ? r.pick(reviewReplies) : null,
        repliedAt: answered ? new Date(createdAt.getTime() + DAY) : null,
      });
    }
    await recountRating(db, artist.user.id);
  }
}
