import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewCommentView, ReviewView, ReviewVisit } from '#shared/schemas/review.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewPage } from './review-page.tsx';
import { ReviewsSection } from './reviews-section.tsx';

const artistId = '00000000-0000-4000-8000-0000000000a1';
const bookingId = '00000000-0000-4000-8000-0000000000b1';
const id = (n: number) => `00000000-0000-4000-8000-0000000000c${n}`;

function comment(n: number, overrides: Partial<ReviewCommentView> = {}): ReviewCommentView {
  return {
    _id: id(n),
    user: id(9),
    name: 'Grace L.',
    profileImage: null,
    subject: `Review ${n}`,
    text: 'Lovely work.',
    rating: 4,
    // 03:30 UTC on 6 December is still 5 December in Toronto.
    date: '2026-12-06T03:30:00.000Z',
    service: 'Bridal Makeup',
    reply: null,
    ...overrides,
  };
}

const review = (comments: ReviewCommentView[], more: Partial<ReviewView> = {}): ReviewView => ({
  _id: artistId,
  ratingAverage: comments.length ? 4.25 : null,
  reviewCount: comments.length,
  comments,
  page: 1,
  nextPage: null,
  ...more,
});

function renderProfile(answer: ReviewView, signedInAs?: typeof currentUser) {
  const calls = stubApi({
    [`GET /api/review/${artistId}?page=1`]: () => Response.json(answer),
    [`GET /api/review/${artistId}?page=2`]: () =>
      Response.json(review([comment(3)], { page: 2, reviewCount: 3 })),
    [`DELETE /api/review/comment/${artistId}/${id(1)}`]: () =>
      Response.json({ message: 'Comment Removed' }),
    ...(signedInAs ? { 'GET /api/user': () => Response.json(signedInAs) } : {}),
  });
  renderRoutes(
    [
      {
        path: '/profile/artist/:id',
        element: (
          <>
            <RatingSummary artistId={artistId} />
            <ReviewsSection artistId={artistId} />
          </>
        ),
      },
    ],
    `/profile/artist/${artistId}`,
  );
  return calls;
}

describe('the reviews on a profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says "No reviews yet." when there are none', async () => {
    renderProfile(review([]));
    expect(await screen.findAllByText('No reviews yet.')).toHaveLength(2);
  });

  it('shows the average to one decimal, the count, and each review in Toronto time', async () => {
    renderProfile(
      review([comment(1, { reply: { text: 'Thank you!', date: '2026-12-07T15:00:00.000Z' } })]),
    );
    expect(await screen.findByText('4.3 · 1 review')).toBeTruthy();
    const item = screen.getByRole('article', { name: 'Review 1' });
    expect(within(item).getByText('December 5, 2026')).toBeTruthy();
    expect(within(item).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(item).getByText('Verified visit: Bridal Makeup')).toBeTruthy();
    expect(within(item).getByText('GL')).toBeTruthy();
    expect(within(item).getByText('Thank you!')).toBeTruthy();
  });

  it('offers Report to others (signed out: through sign-in) and no Delete', async () => {
    renderProfile(review([comment(1)]));
    const item = await screen.findByRole('article', { name: 'Review 1' });
    expect(within(item).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(
      within(item)
        .getByRole('link', { name: /^Report/ })
        .getAttribute('href'),
    ).toBe('/login');
  });

  it('lets the author delete, with a question first, and says "Comment Removed"', async () => {
    const calls = renderProfile(review([comment(1, { user: currentUser._id })]), currentUser);
    const item = await screen.findByRole('article', { name: 'Review 1' });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Comment Removed')).toBeTruthy();
    expect(calls.some((c) => c.key === `DELETE /api/review/comment/${artistId}/${id(1)}`)).toBe(
      true,
    );
  });

  it('lets a signed-in stranger report it through the Help Center', async () => {
    renderProfile(review([comment(1)]), currentUser);
    const item = await screen.findByRole('article', { name: 'Review 1' });
    await waitFor(() =>
      expect(
        within(item)
          .getByRole('link', { name: /^Report/ })
          .getAttribute('href'),
      ).toBe(`/help?issue=report-comment&comment=${id(1)}`),
    );
    expect(within(item).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets an admin delete anyone’s review', async () => {
    renderProfile(review([comment(1)]), { ...currentUser, role: 'Admin' });
    const item = await screen.findByRole('article', { name: 'Review 1' });
    expect(await within(item).findByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('pages on with "Show more reviews"', async () => {
    renderProfile(review([comment(1), comment(2)], { nextPage: 2, reviewCount: 3 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('article', { name: 'Review 3' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('gives the reviewed artist a reply box', async () => {
    renderProfile(review([comment(1)]), { ...currentUser, _id: artistId, profile: true });
    const item = await screen.findByRole('article', { name: 'Review 1' });
    await userEvent.click(await within(item).findByRole('button', { name: 'Reply' }));
    expect(within(item).getByLabelText('Your public reply')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Save reply' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});

const visit = (status: ReviewVisit['status']): ReviewVisit => ({
  artist: { id: artistId, firstName: 'Ana', lastName: 'Silva', profileImage: null },
  status,
  booking:
    status === 'no-completed-booking'
      ? null
      : {
          id: bookingId,
          appointmentAt: '2026-12-05T19:30:00.000Z',
          services: [{ typeOfService: 'Bridal Makeup', quantity: 1 }],
        },
});

function renderReviewPage(answer: ReviewVisit | null) {
  const calls = stubApi({
    // Signed in when there is a visit to review; otherwise the browser has no session.
    ...(answer ? { 'GET /api/user': () => Response.json(currentUser) } : {}),
    [`GET /api/review/${artistId}/visit/${bookingId}`]: () => Response.json(answer),
    [`POST /api/review/comment/${artistId}`]: (init) =>
      Response.json(comment(1, { ...(JSON.parse(init?.body as string) as object), _id: id(1) })),
  });
  renderRoutes(
    [
      {
        path: '/profile/artist/:userId/:reviewId',
        element: <ReviewPage artistId={artistId} bookingId={bookingId} />,
      },
      { path: '/login', element: <p>Login page</p> },
    ],
    `/profile/artist/${artistId}/${bookingId}`,
  );
  return calls;
}

describe('the review comment page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks a signed-out visitor to sign in and come back', async () => {
    renderReviewPage(null);
    expect(await screen.findByText('Sign in to leave a review')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('has 4 stars chosen and Submit disabled until subject and text are given', async () => {
    const calls = renderReviewPage(visit('open'));
    expect(await screen.findByText(/Your visit of Saturday, December 5, 2026/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    const submit = screen.getByRole('button', { name: 'Submit review' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    await userEvent.type(screen.getByLabelText(/^Subject/), 'On time');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText(/^Your review/), 'Kind and quick.');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);
    expect(await screen.findAllByText('Comment Added')).not.toHaveLength(0);
    expect(calls.find((c) => c.key === `POST /api/review/comment/${artistId}`)?.body).toEqual({
      rating: 2,
      subject: 'On time',
      text: 'Kind and quick.',
      bookingId,
    });
    expect(screen.getByRole('link', { name: 'See it on the profile' }).getAttribute('href')).toBe(
      `/profile/artist/${artistId}#review-${id(1)}`,
    );
  });

  it.each([
    ['already-reviewed', 'You have already reviewed this visit'],
    ['no-completed-booking', 'No completed booking to review'],
  ] as const)('says why a %s visit cannot be reviewed', async (status, title) => {
    renderReviewPage(visit(status));
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the artist' }).getAttribute('href')).toBe(
      `/profile/artist/${artistId}`,
    );
  });
});
