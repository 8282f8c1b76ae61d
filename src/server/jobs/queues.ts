/** The queues that features queue work on, and what their jobs carry. */

export const queues = {
  sendEmail: 'send-email',
  cleanup: 'cleanup',
  /** One per completed booking, 3 days on: the review reminder (features/reviews). */
  reviewReminder: 'review-reminder',
  /**
   * One per blocked or deleted account (features/people and features/accounts queue it in the
   * same transaction): its open requests and upcoming accepted bookings are called off
   * (features/bookings).
   */
  closeBookings: 'close-bookings',
  /**
   * The same, for events (features/events, decision 0042): the account leaves the teams of
   * events not yet done and each lead is told. It carries a `CloseBookingsJob`.
   */
  leaveEvents: 'leave-events',
  /** One per booking that fell through on the customer: alternatives found and e-mailed. */
  bookingFellThrough: 'booking-fell-through',
  /** One per artist and day whose time opened: the customers waiting for it are told. */
  waitlistOpened: 'waitlist-opened',
} as const;

/** What a `waitlist-opened` job carries: a Toronto day, or null for every day waited for. */
export interface WaitlistOpenedJob {
  artistId: string;
  day: string | null;
}

/** What a `close-bookings` job carries. */
export interface CloseBookingsJob {
  userId: string;
  why: 'blocked' | 'deleted';
}

/** Attempts of a job queued inside a transaction with `enqueueInTransaction`. */
export const TRANSACTIONAL_JOB_ATTEMPTS = 4;

/** Attempts at sending one e-mail: with a 5 s base, the last is about 10 minutes after the first. */
export const EMAIL_ATTEMPTS = 8;
