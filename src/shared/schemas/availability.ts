import { z } from 'zod';
import { MAX_SLOT_DAYS, minutesOf, overlappingRange } from '../domain/availability.ts';
import { checkPlaceQuery, PlaceQueryFields } from './places.ts';

const time = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use a time like 09:30')
  .refine((t) => minutesOf(t) % 5 === 0, 'Use a time on a 5-minute step');

export const TimeRangeInput = z
  .strictObject({ start: time, end: time })
  .refine((r) => minutesOf(r.end) > minutesOf(r.start), {
    path: ['end'],
    message: 'The end must be after the start',
  });

const ranges = z
  .array(TimeRangeInput)
  .max(6, 'At most 6 ranges a day')
  .superRefine((list, ctx) => {
    const valid = list.every((r) => minutesOf(r.end) > minutesOf(r.start));
    const index = valid ? overlappingRange(list) : null;
    if (index !== null) {
      ctx.addIssue({ code: 'custom', path: [index, 'start'], message: 'These hours overlap' });
    }
  });

export const isoDate = z.iso.date('Use a date like 2026-12-05');

const fiveMinuteSteps = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int()
    .min(min, `${what} must be at least ${min} minutes`)
    .max(max, `${what} must be at most ${max} minutes`)
    .refine((n) => n % 5 === 0, `${what} must be a multiple of 5 minutes`);

/**
 * PUT /api/availability (the wizard's step and Settings → Availability): the whole schedule.
 * An override in the past is refused by the server, which knows today's date.
 */
export const ScheduleInput = z.strictObject({
  weekly: z.array(ranges).length(7, 'Give the hours of all seven days'),
  overrides: z
    .array(z.strictObject({ date: isoDate, ranges }))
    .max(120, 'At most 120 dates')
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((o, i) => {
        if (seen.has(o.date)) {
          ctx.addIssue({ code: 'custom', path: [i, 'date'], message: 'This date is listed twice' });
        }
        seen.add(o.date);
      });
    }),
  bufferBeforeMinutes: fiveMinuteSteps(0, 240, 'The buffer before'),
  bufferAfterMinutes: fiveMinuteSteps(0, 240, 'The buffer after'),
  minNoticeMinutes: fiveMinuteSteps(0, 20_160, 'The notice'),
  horizonDays: z
    .number({ error: 'Days ahead must be a number' })
    .int()
    .min(1, 'Days ahead must be at least 1')
    .max(365, 'Days ahead must be at most 365'),
  slotIntervalMinutes: fiveMinuteSteps(5, 240, 'The slot interval'),
  maxPerDay: z
    .number({ error: 'Bookings per day must be a number' })
    .int()
    .min(1, 'Bookings per day must be at least 1')
    .max(50, 'Bookings per day must be at most 50')
    .nullable(),
  instantBook: z.boolean(),
});
export type ScheduleInput = z.infer<typeof ScheduleInput>;

/** The artist's own schedule, as stored (GET /api/availability). */
export const ScheduleView = ScheduleInput;
export type ScheduleView = ScheduleInput;

/**
 * PUT /api/availability's answer: the schedule as stored, and the bookings still to come that
 * the new hours leave out (they stand: the artist declines them or proposes another time).
 */
export const ScheduleSaved = z.object({
  schedule: ScheduleView,
  outsideHours: z.array(
    z.object({ bookingId: z.uuid(), appointmentAt: z.iso.datetime(), customerName: z.string() }),
  ),
});
export type ScheduleSaved = z.infer<typeof ScheduleSaved>;

export const SlotParams = z.strictObject({ artistUserId: z.uuid() });

/** GET /api/availability/{artistUserId}?from&to&minutes */
export const SlotQueryInput = z
  .strictObject({
    from: isoDate,
    to: isoDate,
    minutes: z.coerce
      .number({ error: 'minutes must be a number' })
      .int('minutes must be a whole number')
      .min(5, 'minutes must be at least 5')
      .max(1440, 'minutes must be at most 1440'),
    /** The customer's place (a pin, or a postal code): no time she cannot be reached in. */
    lat: PlaceQueryFields.lat,
    lng: PlaceQueryFields.lng,
    postalCode: PlaceQueryFields.postalCode,
  })
  .superRefine(checkPlaceQuery)
  .refine((q) => q.to >= q.from, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => daysBetween(q.from, q.to) < MAX_SLOT_DAYS, {
    path: ['to'],
    message: `Ask for at most ${MAX_SLOT_DAYS} days at a time`,
  });

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

export const SlotAnswer = z.object({
  timeZone: z.literal('America/Toronto'),
  /** ISO instants, made by the server with toISOString (not re-checked one by one on the way out). */
  slots: z.array(z.string()),
});
export type SlotAnswer = z.infer<typeof SlotAnswer>;
