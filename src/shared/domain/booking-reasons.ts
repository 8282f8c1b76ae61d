/**
 * Why a booking did not go ahead: the short lists the decline and cancel dialogs offer, each
 * ending with "Other" (which asks for a few words). The reason is stored with the booking and
 * shown to the other party, in these words.
 */
export const declineReasons = [
  { value: 'unavailable', label: 'I am not available at that time' },
  { value: 'too-far', label: 'The place is too far for me' },
  { value: 'not-offered', label: 'I cannot offer this service as asked' },
  { value: 'emergency', label: 'An emergency came up' },
  { value: 'other', label: 'Other' },
] as const;

export const cancelReasons = [
  { value: 'plans-changed', label: 'My plans changed' },
  { value: 'booked-elsewhere', label: 'I booked another time or artist' },
  { value: 'mistake', label: 'I booked by mistake' },
  { value: 'emergency', label: 'An emergency came up' },
  { value: 'other', label: 'Other' },
] as const;

export type DeclineReason = (typeof declineReasons)[number]['value'];
export type CancelReason = (typeof cancelReasons)[number]['value'];
export type BookingReason = DeclineReason | CancelReason;

/** Every reason value, for the schema (the server checks it against the actor's own list). */
export const bookingReasons = [
  ...new Set([...declineReasons, ...cancelReasons].map((r) => r.value)),
] as [BookingReason, ...BookingReason[]];

/** The list a party chooses from: the artist declines, the customer cancels. */
export function reasonsFor(party: 'artist' | 'customer') {
  return party === 'artist' ? declineReasons : cancelReasons;
}

/**
 * The reason as the other party reads it: the list's words, or the person's own for "Other"
 * (their words, if any, follow a listed reason too). Null when no reason was given.
 */
export function reasonText(
  party: 'artist' | 'customer',
  reason: string | null,
  text: string | null,
): string | null {
  if (!reason) return null;
  const label = reasonsFor(party).find((r) => r.value === reason)?.label;
  if (reason === 'other' || !label) return text || 'Other';
  return text ? `${label}: ${text}` : label;
}
