import { heldTime } from '#shared/domain/availability.ts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REMINDER_DELAY_MS } from '#shared/domain/reviews.ts';
import { BookingView } from '#shared/schemas/booking.ts';
import { ReviewCommentView, ReviewView, ReviewVisit } from '#shared/schemas/review.ts';
import {
  bookings,
  devMail,
  helpMessages,
  jobs,
  profiles,
  reviewComments,
  searchPictures,
} from '#server/db/schema/index.ts';
import {
  book,
  changeState,
  complete,
  errorOf,
  makeArtist,
  makeCustomer,
  makeQuickCustomer,
  type Artist,
  startedAgo,
} from '#tests/support/fixtures/bookings.fixtures.ts';
import { addArtist, nonce, search } from '#tests/support/fixtures/search.fixtures.ts';
import { queues } from '#server/jobs/jobs.ts';
import {
  bearer,
  createTestApp,
  eventually,
  mailTo,
  type TestApp,
} from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PROMOTION_STARTS_AT: '2099-01-01T05:00:00Z', LOG_LEVEL: 'error' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
type Who = { id: string; token: string };

/** A booking of `customer` with `artist` written straight into the table, in `state`. */
async function visit(
  customer: { id: string },
  artist: Pick<Artist, 'id' | 'services'>,
  state: 'completed' | 'accepted' = 'completed',
) {
  const service = artist.services[0]!;
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      customerId: customer.id,
      artistId: artist.id,
      state,
      appointmentAt: new Date(Date.now() - 2 * 3_600_000),
      ...heldTime(new Date(Date.now() - 2 * 3_600_000)),
      services: [
        { serviceId: service.id, typeOfService: 'Bridal Makeup', quantity: 1, amountCents: 8000 },
      ],
      subtotalCents: 8000,
      feeCents: 400,
      totalCents: 8400,
      place: 'artistSite',
      idempotencyKey: randomUUID(),
      respondBy: new Date(),
      completedAt: state === 'completed' ? new Date() : null,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

const review = {
  subject: 'Lovely bridal look',
  text: 'Calm, on time and the makeup lasted all night.',
  rating: 5,
};

const postReview = (who: Who | null, artistId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/review/comment/${artistId}`,
    ...(who ? { headers: bearer(who.token) } : {}),
    payload: body,
  });

const deleteReview = (who: Who, artistId: string, commentId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/review/comment/${artistId}/${commentId}`,
    headers: bearer(who.token),
  });

async function getReview(artistId: string, page = 1) {
  const res = await t.app.inject({ method: 'GET', url: `/api/review/${artistId}?page=${page}` });
  expect(res.statusCode).toBe(200);
  return ReviewView.parse(res.json());
}

async function getVisit(who: Who, artistId: string, bookingId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/review/${artistId}/visit/${bookingId}`,
    headers: bearer(who.token),
  });
  expect(res.statusCode).toBe(200);
  return ReviewVisit.parse(res.json());
}

/** Reviews a completed visit and returns the review (the test fails if it is refused). */
async function reviewed(customer: Who, artist: Artist, rating = 4) {
  const bookingId = await visit(customer, artist);
  const res = await postReview(customer, artist.id, { ...review, rating, bookingId });
  expect(res.statusCode).toBe(200);
  return { bookingId, comment: ReviewCommentView.parse(res.json()) };
}

const profileNumbers = async (artistId: string) =>
  (
    await t.database.db
      .select({ average: profiles.ratingAverage, count: profiles.reviewCount })
      .from(profiles)
      .where(eq(profiles.userId, artistId))
  )[0]!;

describe('a review after a completed booking', () => {
  it('completion e-mails the review page, a customer reviews once, the profile counts it', async () => {
    const artist = await makeArtist(t, { amounts: [8000] });
    const customer = await makeCustomer(t);
    const bookingId = await book(t, customer, artist, 30 * MINUTE);
    await changeState(t, artist, bookingId, 'request', { state: 'accepted' });
    await startedAgo(t, bookingId, 10 * MINUTE); // completion opens at the start
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect((await complete(t, artist, bookingId, row!.bookCode!)).statusCode).toBe(200);

    const receipt = await mailTo(t.database, customer.email, /receipt/);
    expect(receipt.text).toContain(
      `Leave a review: https://blush.test/profile/artist/${artist.id}/${bookingId}`,
    );
    expect(await getVisit(customer, artist.id, bookingId)).toMatchObject({
      status: 'open',
      artist: { id: artist.id, firstName: 'Ava', lastName: 'Artist' },
      booking: { id: bookingId, services: [{ typeOfService: 'Bridal Makeup', quantity: 1 }] },
    });

    const res = await postReview(customer, artist.id, { ...review, bookingId });
    expect(res.statusCode).toBe(200);
    const comment = ReviewCommentView.parse(res.json());
    expect(comment).toMatchObject({
      user: customer.id,
      name: 'Cleo C.',
      rating: 5,
      subject: review.subject,
      service: 'Bridal Makeup',
      reply: null,
    });
    expect((await postReview(customer, artist.id, { ...review, bookingId })).statusCode).toBe(409);
    expect(await profileNumbers(artist.id)).toEqual({ average: 5, count: 1 });
    expect(await getReview(artist.id)).toMatchObject({
      _id: artist.id,
      ratingAverage: 5,
      reviewCount: 1,
      comments: [{ _id: comment._id }],
      nextPage: null,
    });
    expect((await getVisit(customer, artist.id, bookingId)).status).toBe('already-reviewed');

    // The customer's booking links to the review, and completed bookings are not badge news.
    const item = await t.app.inject({
      method: 'GET',
      url: `/api/book/item/${bookingId}`,
      headers: bearer(customer.token),
    });
    expect(BookingView.parse(item.json()).reviewId).toBe(comment._id);
    const badges = await t.app.inject({
      method: 'GET',
      url: '/api/book/badges',
      headers: bearer(customer.token),
    });
    expect(badges.json()).toEqual({ artist: 0, customer: 0 });
  });

  it('queues one reminder 3 days after completion', async () => {
    const reminders = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.queue, 'review-reminder'));
    expect(reminders).toHaveLength(1);
    const delay = reminders[0]!.runAt.getTime() - reminders[0]!.createdAt.getTime();
    expect(Math.abs(delay - REVIEW_REMINDER_DELAY_MS)).toBeLessThan(MINUTE);
    expect(reminders[0]!.state).toBe('queued');
  });

  it('needs a completed booking of the caller with that artist: otherwise 403', async () => {
    const artist = await makeArtist(t);
    const other = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const stranger = await makeQuickCustomer(t);
    const accepted = await visit(customer, artist, 'accepted');
    const withOther = await visit(customer, other);
    const mine = await visit(customer, artist);
    for (const [who, bookingId] of [
      [customer, accepted],
      [customer, withOther],
      [stranger, mine],
      [customer, randomUUID()],
    ] as const) {
      const res = await postReview(who, artist.id, { ...review, bookingId });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe(
        'Only a customer with a completed booking with this artist can review it.',
      );
    }
    expect((await getVisit(stranger, artist.id, mine)).status).toBe('no-completed-booking');
    expect((await getVisit(customer, artist.id, accepted)).booking).toBeNull();
    expect((await postReview(null, artist.id, { ...review, bookingId: mine })).statusCode).toBe(
      401,
    );
    expect(
      (await postReview(customer, randomUUID(), { ...review, bookingId: mine })).statusCode,
    ).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(reviewComments)
        .where(eq(reviewComments.artistId, artist.id)),
    ).toEqual([]);
  });

  it('allows one review per completed booking: a second visit may be reviewed again', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const first = await reviewed(customer, artist, 5);
    const again = await postReview(customer, artist.id, { ...review, bookingId: first.bookingId });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('You have already reviewed this booking.');
    await reviewed(customer, artist, 2);
    expect(await profileNumbers(artist.id)).toEqual({ average: 3.5, count: 2 });
  });

  it.each([
    [{ rating: 0 }, 'rating', 'must be 1 to 5'],
    [{ rating: 6 }, 'rating', 'must be 1 to 5'],
    [{ rating: 4.5 }, 'rating', 'must be a whole number from 1 to 5'],
    [{ rating: undefined }, 'rating', 'is required'],
    [{ subject: '   ' }, 'subject', 'is required'],
    [{ subject: 'x'.repeat(61) }, 'subject', 'must be at most 60 characters'],
    [{ text: '' }, 'text', 'is required'],
    [{ text: 'x'.repeat(1001) }, 'text', 'must be at most 1000 characters'],
    [{ text: 'bell\u0007' }, 'text', 'must not contain control characters'],
  ])('refuses %j with 400 naming the field', async (change, field, message) => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const bookingId = await visit(customer, artist);
    const res = await postReview(customer, artist.id, { ...review, bookingId, ...change });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.[field]).toBe(message);
    expect(await profileNumbers(artist.id)).toEqual({ average: null, count: 0 });
  });
});

describe('the average and the count', () => {
  it.each([
    {
      steps: ['+5', '+3', '+4'],
      after: [
        [5, 1],
        [4, 2],
        [4, 3],
      ],
    },
    {
      steps: ['+1', '+2', '-0', '-1'],
      after: [
        [1, 1],
        [1.5, 2],
        [2, 1],
        [null, 0],
      ],
    },
    {
      steps: ['+5', '+4', '+4', '-1', '+1'],
      after: [
        [5, 1],
        [4.5, 2],
        [4.33, 3],
        [4.5, 2],
        [3.33, 3],
      ],
    },
  ])('follow each review added and deleted: $steps', async ({ steps, after }) => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const added: string[] = [];
    for (const [i, step] of steps.entries()) {
      const n = Number(step.slice(1));
      if (step.startsWith('+')) {
        added.push((await reviewed(customer, artist, n)).comment._id);
      } else {
        expect((await deleteReview(customer, artist.id, added[n]!)).statusCode).toBe(200);
      }
      const [average, count] = after[i]!;
      expect(await profileNumbers(artist.id)).toEqual({ average, count });
      const shown = await getReview(artist.id);
      expect([shown.ratingAverage, shown.reviewCount]).toEqual([average, count]);
    }
  });

  it('stays right when many customers review the same artist at once', async () => {
    const artist = await makeArtist(t);
    const ratings = [5, 4, 3, 5, 1, 2, 5, 4, 4, 3];
    const entries = await Promise.all(
      ratings.map(async (rating) => {
        const customer = await makeQuickCustomer(t);
        return { customer, rating, bookingId: await visit(customer, artist) };
      }),
    );
    const answers = await Promise.all(
      entries.map((e) =>
        postReview(e.customer, artist.id, { ...review, rating: e.rating, bookingId: e.bookingId }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(ratings.map(() => 200));
    const mean = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
    expect(await profileNumbers(artist.id)).toEqual({ average: mean, count: ratings.length });
  });

  it('reaches the search: the rating filter and the rating sort read it', async () => {
    const word = nonce();
    const { id } = await addArtist(t.database.db, { firstName: word });
    const artist = { id, services: [{ id: randomUUID(), amountCents: 8000 }] } as Artist;
    expect((await search(t.app, { q: word, minRating: 4 })).body.results).toEqual([]);
    const customer = await makeQuickCustomer(t);
    await reviewed(customer, artist, 5);
    await reviewed(customer, artist, 4);
    const found = await search(t.app, { q: word, minRating: 4, sort: 'rating' });
    expect(found.body.results[0]?.artist).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const rows = await t.database.db
      .select()
      .from(searchPictures)
      .where(eq(searchPictures.userId, id));
    expect(rows.every((r) => r.ratingAverage === 4.5 && r.reviewCount === 2)).toBe(true);
  });
});

describe('the list on the profile', () => {
  it('pages the newest first, with name, service and reply', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await reviewed(customer, artist, 1 + (i % 5))).comment._id);
    const first = await getReview(artist.id);
    expect(first.comments.map((c) => c._id)).toEqual(ids.toReversed().slice(0, 10));
    expect(first.nextPage).toBe(2);
    const second = await getReview(artist.id, 2);
    expect(second.comments.map((c) => c._id)).toEqual(ids.toReversed().slice(10));
    expect(second.nextPage).toBeNull();
    expect(first.comments[0]).toMatchObject({ name: 'Quinn C.', service: 'Bridal Makeup' });
  });

  it('is 404 for someone who is not an artist', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/review/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
  });

  it('keeps a deleted account’s reviews, as "Former client"', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const { comment } = await reviewed(customer, artist, 2);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(customer.token),
    });
    expect(gone.statusCode).toBe(200);
    const shown = await getReview(artist.id);
    expect(shown.comments).toEqual([
      expect.objectContaining({
        _id: comment._id,
        user: null,
        name: 'Former client',
        profileImage: null,
      }),
    ]);
    expect([shown.ratingAverage, shown.reviewCount]).toEqual([2, 1]);
  });
});

describe('deleting a review', () => {
  it('is for its author and admins; anyone else is told it does not exist', async () => {
    const artist = await makeArtist(t);
    const author = await makeQuickCustomer(t);
    const other = await makeQuickCustomer(t);
    const admin = await t.signUp({ role: 'Admin' });
    const first = (await reviewed(author, artist, 5)).comment;
    const second = (await reviewed(author, artist, 3)).comment;
    for (const who of [other, artist]) {
      const res = await deleteReview(who, artist.id, first._id);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe('This comment does not exist.');
    }
    expect((await deleteReview(author, randomUUID(), first._id)).statusCode).toBe(404);
    const mine = await deleteReview(author, artist.id, first._id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ message: 'Comment Removed' });
    expect((await deleteReview(author, artist.id, first._id)).statusCode).toBe(404);
    expect((await deleteReview(admin, artist.id, second._id)).statusCode).toBe(200);
    expect(await profileNumbers(artist.id)).toEqual({ average: null, count: 0 });
    expect((await getReview(artist.id)).comments).toEqual([]);
  });
});

describe("the artist's reply", () => {
  const reply = (who: Who, artistId: string, commentId: string, text?: string) =>
    t.app.inject({
      method: text === undefined ? 'DELETE' : 'PUT',
      url: `/api/review/comment/${artistId}/${commentId}/reply`,
      headers: bearer(who.token),
      ...(text === undefined ? {} : { payload: { text } }),
    });

  it('is posted, edited and removed by the reviewed artist only, in public', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const stranger = await makeArtist(t);
    const { comment } = await reviewed(customer, artist);
    expect((await reply(customer, artist.id, comment._id, 'Me too')).statusCode).toBe(404);
    expect((await reply(stranger, artist.id, comment._id, 'Hi')).statusCode).toBe(404);
    expect((await reply(stranger, stranger.id, comment._id, 'Hi')).statusCode).toBe(404);
    const bad = await reply(artist, artist.id, comment._id, ' ');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ text: 'is required' });

    const posted = await reply(artist, artist.id, comment._id, 'Thank you, Cleo!');
    expect(posted.statusCode).toBe(200);
    expect(ReviewCommentView.parse(posted.json()).reply?.text).toBe('Thank you, Cleo!');
    await reply(artist, artist.id, comment._id, 'Thank you so much!');
    expect((await getReview(artist.id)).comments[0]?.reply?.text).toBe('Thank you so much!');
    const removed = await reply(artist, artist.id, comment._id);
    expect(removed.statusCode).toBe(200);
    expect((await getReview(artist.id)).comments[0]?.reply).toBeNull();
  });
});

describe('reporting a review', () => {
  const report = (who: Who | null, commentId: string, issue = 'report-comment') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/help',
      ...(who ? { headers: bearer(who.token) } : {}),
      payload: { email: 'sam@example.com', issue, text: 'This is not a real visit.', commentId },
    });

  it('lands in the help inbox with the review named and linked, from anyone signed in', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const reporter = await makeQuickCustomer(t);
    const { comment } = await reviewed(customer, artist);
    const res = await report(reporter, comment._id);
    expect(res.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(helpMessages)
      .where(eq(helpMessages.reviewCommentId, comment._id));
    expect(stored).toMatchObject({ issue: 'report-comment', email: 'sam@example.com' });
    const mail = await eventually(async () =>
      (await t.database.db.select().from(devMail)).find((m) => m.text.includes(comment._id)),
    );
    expect(mail.subject).toBe('[Help] Report a comment in my profile');
    expect(mail.text).toContain(`Reported comment: "${review.subject}"`);
    expect(mail.text).toContain(
      `https://blush.test/profile/artist/${artist.id}#review-${comment._id}`,
    );
  });

  it('needs a sign-in, a live review and the report issue', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const { comment } = await reviewed(customer, artist);
    expect((await report(null, comment._id)).statusCode).toBe(401);
    expect((await report(customer, randomUUID())).statusCode).toBe(404);
    const wrong = await report(customer, comment._id, 'charge-problem');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields?.issue).toBeDefined();
  });
});

describe('the reminder', () => {
  /** Makes the booking's reminder due now and waits until the queue has run it. */
  async function runReminder(bookingId: string) {
    await t.database.db.insert(jobs).values({
      queue: queues.reviewReminder,
      data: { bookingId },
      maxAttempts: 1,
    });
    await eventually(async () => {
      const rows = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, queues.reviewReminder), eq(jobs.state, 'done')));
      return rows.some((r) => (r.data as { bookingId: string }).bookingId === bookingId);
    });
  }
  const remindersTo = async (email: string) =>
    (await t.database.db.select().from(devMail).where(eq(devMail.to, email))).filter((m) =>
      m.subject.startsWith('How was your visit'),
    );

  it('is sent when no review was left, with the review page link', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const bookingId = await visit(customer, artist);
    await runReminder(bookingId);
    const mail = await mailTo(t.database, customer.email, /How was your visit/);
    expect(mail.subject).toBe('How was your visit with Ava Artist?');
    expect(mail.text).toContain(
      `Leave a review: https://blush.test/profile/artist/${artist.id}/${bookingId}`,
    );
  });

  it('is not sent after a review, nor to a deleted account', async () => {
    const artist = await makeArtist(t);
    const customer = await makeQuickCustomer(t);
    const { bookingId } = await reviewed(customer, artist);
    await runReminder(bookingId);
    const leaver = await makeQuickCustomer(t);
    const left = await visit(leaver, artist);
    await t.app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(leaver.token) });
    await runReminder(left);
    expect(await remindersTo(customer.email)).toEqual([]);
    const all = await t.database.db.select().from(devMail);
    expect(all.filter((m) => m.text.includes(left) && m.subject.startsWith('How was'))).toEqual([]);
  });
});
