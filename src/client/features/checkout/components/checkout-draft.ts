import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { MAX_QUANTITY, servicePlaces, type BookingView } from '#shared/schemas/booking.ts';
import { VisitDraft } from './visit-draft.ts';

/**
 * The checkout draft and the cart (spec §3, client only): what the customer chose so far, kept
 * in this tab's session storage per artist so a reload or Back loses nothing, and cleared once
 * the booking is made. Prices are not kept: they come from the artist's profile each time.
 */
const CheckoutDraft = z.object({
  /** The instant chosen (ISO); shown in Toronto time. */
  appointmentAt: z.string().nullable(),
  /** The cart: service id → how many (0 to 3). */
  quantities: z.record(z.string(), z.number().int().min(0).max(MAX_QUANTITY)),
  place: z.enum(servicePlaces).nullable(),
  street: z.string(),
  descriptionAddress: z.string(),
  /** As typed; null until the customer touches it (the saved number is offered until then). */
  phone: z.string().nullable(),
  stripeCardId: z.string().nullable(),
  /** One per order: a double click or a retry makes one booking. */
  idempotencyKey: z.string(),
  /** The service whose Book link opened this checkout (it joins the cart once). */
  startedFrom: z.string(),
  /** "Book this time": the artist's proposal this order answers. */
  rebookedFrom: z.string().nullable(),
  /** Her place's pin and door (toHome), with the fee the server quoted for it. */
  visit: VisitDraft.nullable().default(null),
  /** The patch test chosen in this checkout (decision 0041), and its own idempotency key. */
  patchTestAt: z.string().nullable().default(null),
  patchTestKey: z.string().default(() => newIdempotencyKey()),
});
export type CheckoutDraft = z.infer<typeof CheckoutDraft>;

/** A random UUID; `crypto.randomUUID` exists only on secure origins, so a fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const draftKey = (userId: string, artistId: string) =>
  `blush.checkout.${userId}.${artistId}`;

const freshDraft = (serviceId: string): CheckoutDraft => ({
  appointmentAt: null,
  quantities: { [serviceId]: 1 },
  place: null,
  street: '',
  descriptionAddress: '',
  phone: null,
  stripeCardId: null,
  idempotencyKey: newIdempotencyKey(),
  startedFrom: serviceId,
  rebookedFrom: null,
  visit: null,
  patchTestAt: null,
  patchTestKey: newIdempotencyKey(),
});

/**
 * "Book this time" (docs/product.md "Bookings"): the artist's proposal fills in the services, how
 * many, and the place, and the time tapped when it is one of the proposal's free times (the
 * checkout still checks it against the artist's free times).
 */
export function rebookDraft(
  draft: CheckoutDraft,
  proposal: BookingView,
  at: string | null = null,
): CheckoutDraft {
  const toHome = proposal.place === 'toHome';
  const proposed = proposal.proposedSlots.find((s) => s.free && s.at === at);
  return {
    ...draft,
    appointmentAt: proposed ? proposed.at : null,
    quantities: Object.fromEntries(
      proposal.services.map((line) => [line.serviceId, Math.min(line.quantity, MAX_QUANTITY)]),
    ),
    place: proposal.place,
    street: toHome ? (proposal.street ?? '') : draft.street,
    descriptionAddress: toHome ? (proposal.descriptionAddress ?? '') : draft.descriptionAddress,
    rebookedFrom: proposal._id,
    idempotencyKey: newIdempotencyKey(),
  };
}

function readDraft(key: string, serviceId: string): CheckoutDraft {
  let stored: CheckoutDraft | null = null;
  try {
    const parsed = CheckoutDraft.safeParse(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
    if (parsed.success) stored = parsed.data;
  } catch {
    // Storage off or unreadable: start afresh.
  }
  if (!stored) return freshDraft(serviceId);
  if (stored.startedFrom === serviceId) return stored;
  // Another of the artist's Book links: that service joins the cart (spec §4 "add item").
  const quantity = Math.max(1, stored.quantities[serviceId] ?? 0);
  return {
    ...stored,
    startedFrom: serviceId,
    quantities: { ...stored.quantities, [serviceId]: quantity },
  };
}

/**
 * A free time tapped on a search card (`?at=…&place=…`): the time, the place when the search
 * named one, and the first card she can pay with when none is chosen yet. The checkout still
 * checks the time against the artist's free times.
 */
export function tappedTimeDraft(
  draft: CheckoutDraft,
  at: string,
  place: string | null,
  firstCard: string | null,
): CheckoutDraft {
  const chosenPlace = servicePlaces.find((p) => p === place);
  return {
    ...draft,
    appointmentAt: at,
    place: chosenPlace ?? draft.place,
    stripeCardId: draft.stripeCardId ?? firstCard,
  };
}

export type UpdateDraft = (change: Partial<CheckoutDraft>) => void;

/**
 * The draft for this customer and artist: read once (with the proposal it answers, if any, put
 * in once), written back on every change.
 */
export function useCheckoutDraft(
  userId: string,
  artistId: string,
  serviceId: string,
  proposal: BookingView | null,
  proposedAt: string | null = null,
  /** A time tapped on a search card: its place, and the card to pay with. */
  searched: { place: string | null; firstCard: string | null } | null = null,
) {
  const key = draftKey(userId, artistId);
  const [draft, setDraft] = useState(() => {
    const stored = readDraft(key, serviceId);
    const tapped = proposedAt !== null && stored.appointmentAt !== proposedAt;
    if (!proposal && searched && proposedAt !== null && tapped) {
      return tappedTimeDraft(stored, proposedAt, searched.place, searched.firstCard);
    }
    return proposal && (stored.rebookedFrom !== proposal._id || tapped)
      ? rebookDraft(stored, proposal, proposedAt)
      : stored;
  });
  const cleared = useRef(false);

  useEffect(() => {
    if (cleared.current) return;
    try {
      sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // A full or disabled storage only costs the draft on reload.
    }
  }, [key, draft]);

  const update = useCallback<UpdateDraft>(
    (change) => setDraft((current) => ({ ...current, ...change })),
    [],
  );
  /** After the order: forget the draft and the cart. */
  const clear = useCallback(() => {
    cleared.current = true;
    sessionStorage.removeItem(key);
  }, [key]);

  return { draft, update, clear };
}
