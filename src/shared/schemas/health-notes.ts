import { z } from 'zod';

/** The longest answers kept: a list of allergies, and a note for the artist. */
export const HEALTH_ALLERGIES_MAX = 300;
export const HEALTH_OTHER_MAX = 600;

const yesNo = z.boolean({ error: 'must be yes or no' });

/**
 * The customer's health questionnaire (decision 0041): one set per customer, asked at the
 * checkout of a service that asks it and kept for her next one. The form and PUT
 * /api/health-notes share it, limits included.
 */
export const HealthNotesInput = z.strictObject({
  allergies: z
    .string({ error: 'must be text' })
    .trim()
    .max(HEALTH_ALLERGIES_MAX, `must be at most ${HEALTH_ALLERGIES_MAX} characters`),
  sensitiveSkin: yesNo,
  contactLenses: yesNo,
  other: z
    .string({ error: 'must be text' })
    .trim()
    .max(HEALTH_OTHER_MAX, `must be at most ${HEALTH_OTHER_MAX} characters`),
});
export type HealthNotesInput = z.infer<typeof HealthNotesInput>;

export const HealthNotesView = HealthNotesInput.extend({ updatedAt: z.iso.datetime() });
export type HealthNotesView = z.infer<typeof HealthNotesView>;

/** Her own notes (GET /api/health-notes), or a booking's (its artist once she accepted). */
export const HealthNotesAnswer = z.object({ notes: HealthNotesView.nullable() });
export type HealthNotesAnswer = z.infer<typeof HealthNotesAnswer>;

export const HealthNotesBookingParams = z.strictObject({ bookingId: z.uuid('is not a valid id') });
