import { z } from 'zod';
import type { CreateBookingInput } from '#shared/schemas/booking.ts';

/**
 * Her place as the checkout keeps it: the pin, the address she picked, the door (unit, buzzer)
 * and what the server said a visit there costs (or why the artist does not go there).
 */
export const VisitDraft = z.object({
  lat: z.number(),
  lng: z.number(),
  label: z.string(),
  postalCode: z.string().nullable(),
  unit: z.string(),
  buzzer: z.string(),
  /** The travel fee the server quoted for this pin. */
  feeCents: z.number().int(),
  km: z.number(),
  /** Why the artist does not come here ("Priya travels within 10 km…"), or null. */
  problem: z.string().nullable(),
});
export type VisitDraft = z.infer<typeof VisitDraft>;

/** The pin and the door as the order sends them. */
export function visitInput(visit: VisitDraft): NonNullable<CreateBookingInput['visit']> {
  return {
    lat: visit.lat,
    lng: visit.lng,
    ...(visit.postalCode ? { postalCode: visit.postalCode } : {}),
    ...(visit.unit.trim() ? { unit: visit.unit.trim() } : {}),
    ...(visit.buzzer.trim() ? { buzzer: visit.buzzer.trim() } : {}),
  };
}
