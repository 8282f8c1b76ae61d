import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db.ts';
import { rowsOf } from '../../jobs/queue.ts';

export type Reminder = 'day-before' | 'soon';

/**
 * Claims up to `batch` accepted bookings whose reminder is due, marking each in the same
 * statement so no run or instance sends one twice (SKIP LOCKED shares a backlog). `passedOver`
 * marks a reminder that would only repeat what was just said: the booking was accepted after
 * the reminder's moment, or, for the day-before one, the two-hour one is already due.
 */
export async function claimDueReminders(db: Db, reminder: Reminder, batch: number) {
  const query =
    reminder === 'day-before'
      ? sql`
        update bookings set reminded_day_before_at = now()
        where bookings.id in (
          select due.id from bookings due
          where due.state = 'accepted' and due.reminded_day_before_at is null
            and due.reminded_soon_at is null
            and due.appointment_at > now() and due.appointment_at <= now() + interval '24 hours'
          order by due.appointment_at limit ${batch}
          for update skip locked
        ) and bookings.state = 'accepted' and bookings.reminded_day_before_at is null
        returning bookings.id,
          (bookings.decided_at >= bookings.appointment_at - interval '24 hours'
            or bookings.appointment_at <= now() + interval '2 hours') as "passedOver"`
      : sql`
        update bookings set reminded_soon_at = now(),
          reminded_day_before_at = coalesce(bookings.reminded_day_before_at, now())
        where bookings.id in (
          select due.id from bookings due
          where due.state = 'accepted' and due.reminded_soon_at is null
            and due.appointment_at > now() and due.appointment_at <= now() + interval '2 hours'
          order by due.appointment_at limit ${batch}
          for update skip locked
        ) and bookings.state = 'accepted' and bookings.reminded_soon_at is null
        returning bookings.id,
          (bookings.decided_at >= bookings.appointment_at - interval '2 hours') as "passedOver"`;
  return rowsOf<{ id: string; passedOver: boolean }>(await db.execute(query));
}
