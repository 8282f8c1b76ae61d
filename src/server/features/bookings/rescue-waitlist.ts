import { freeSlots } from '#shared/domain/availability.ts';
import { inTimeOfDay, waitlistProblem } from '#shared/domain/rescue.ts';
import {
  formatTorontoDate,
  torontoDay,
  torontoInstant,
  torontoParts,
} from '#shared/domain/toronto-time.ts';
import type { z } from 'zod';
import type { WaitlistAnswer, WaitlistInput } from '#shared/schemas/rescue.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import { queues, type WaitlistOpenedJob } from '../../jobs/jobs.ts';
import { busyAround } from '../../calendar/claim-slot.ts';
import { findArtistSchedule } from '../../calendar/calendar.queries.ts';
import { emailsOf, localLetter } from './booking-email-parts.ts';
import {
  findShortestServiceMinutes,
  listPeople,
  listWaitingEntries,
  markWaitlistTold,
  upsertWaitlistEntry,
} from './waitlist.queries.ts';

/** Noon of a Toronto day, for showing it. */
const noonOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return torontoInstant(y, m, d, 12);
};

/** The free starts of the artist on one Toronto day, for her shortest service. */
async function freeStartsOn(db: Db, artistId: string, day: string): Promise<Date[] | null> {
  const [artist, shortest, busy] = await Promise.all([
    findArtistSchedule(db, artistId),
    findShortestServiceMinutes(db, artistId),
    busyAround(db, artistId, day, day),
  ]);
  if (!artist?.listed) return null;
  const minutes = shortest ?? 60;
  return freeSlots({
    schedule: artist.schedule,
    from: day,
    to: day,
    minutes,
    now: new Date(),
    busy,
  });
}

/**
 * POST /api/waitlist: the customer waits for a full day of an artist. A day that is over, more
 * than 60 days ahead, or that still has free times is a 400 saying so. Joining again replaces
 * the time of day and waits afresh.
 */
export async function joinWaitlist(
  ctx: AppContext,
  customerId: string,
  input: z.output<typeof WaitlistInput>,
): Promise<z.output<typeof WaitlistAnswer>> {
  if (customerId === input.artistId) {
    throw new AppError('bad_request', 'You cannot wait for your own free times.');
  }
  const free = await freeStartsOn(ctx.db, input.artistId, input.day);
  if (!free) throw new AppError('not_found', 'This artist does not exist.');
  const problem = waitlistProblem(input.day, torontoDay(new Date()), free.length);
  if (problem) throw new AppError('validation', problem, { day: problem });
  const timeOfDay = input.timeOfDay ?? null;
  await upsertWaitlistEntry(ctx.db, {
    customerId,
    artistId: input.artistId,
    day: input.day,
    timeOfDay,
  });
  return {
    day: input.day,
    timeOfDay,
    message: `We will e-mail you as soon as a time opens on ${formatTorontoDate(noonOf(input.day))}.`,
  };
}

/**
 * The `waitlist-opened` job: when time opened on a day (or on any day, after new hours), every
 * customer still waiting for it is told at once, in one transaction with the mark that they
 * were, so a retry or a second instance tells no one twice. An entry is over when its day has
 * passed or the customer has booked the artist that day.
 */
export async function tellWaitingCustomers(ctx: AppContext, job: WaitlistOpenedJob) {
  const today = torontoDay(new Date());
  const waiting = await listWaitingEntries(ctx.db, job.artistId, today, job.day);
  const due: string[] = [];
  for (const day of new Set(waiting.map((w) => w.day))) {
    const starts = (await freeStartsOn(ctx.db, job.artistId, day)) ?? [];
    const hours = starts.map((s) => torontoParts(s).hour);
    for (const w of waiting.filter((e) => e.day === day)) {
      if (hours.some((h) => inTimeOfDay(h, w.timeOfDay))) due.push(w.id);
    }
  }
  if (due.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const told = await markWaitlistTold(tx, due);
    if (told.length === 0) return 0;
    const people = await listPeople(tx, [job.artistId, ...told.map((t) => t.customerId)]);
    const artist = people.find((p) => p.id === job.artistId)!;
    const letters = told.flatMap((t) => {
      const customer = people.find((p) => p.id === t.customerId);
      if (!customer) return [];
      return [
        localLetter(customer, (say, locale) => {
          const date = formatTorontoDate(noonOf(t.day), locale);
          return {
            subject: say('email.waitlist.subject', { name: artist.firstName, date }),
            heading: say('email.waitlist.heading', { name: customer.firstName }),
            paragraphs: [
              say('email.waitlist.body', {
                name: `${artist.firstName} ${artist.lastName}`,
                date,
                part: t.timeOfDay ?? 'any',
              }),
              say('email.waitlist.first'),
            ],
            action: {
              label: say('email.waitlist.action'),
              path: `/profile/artist/${job.artistId}`,
            },
          };
        }),
      ];
    });
    await ctx.jobs.sendEmail(emailsOf(ctx, letters), tx);
    return told.length;
  });
}

/** Runs the `waitlist-opened` jobs queued where time opens (server/rescue). */
export function registerWaitlistJobs(ctx: AppContext): void {
  ctx.jobs.work(queues.waitlistOpened, async (data) => {
    await tellWaitingCustomers(ctx, data as WaitlistOpenedJob);
  });
}
