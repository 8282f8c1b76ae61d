/** A card's expiry, as the provider and the card print it. */
interface Expiry {
  expMonth: number;
  expYear: number;
}

/** A card can no longer be charged after its expiry month (UTC months, as the provider counts). */
export const isExpired = (card: Expiry, now = new Date()) =>
  card.expYear * 12 + card.expMonth - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();

/**
 * The card that takes over the bookings still to be charged of a card being removed: of the
 * customer's other cards (oldest first, as they are listed), the newest that has not expired.
 */
export const replacementCard = <T extends Expiry>(others: T[], now = new Date()): T | null =>
  others.filter((card) => !isExpired(card, now)).at(-1) ?? null;
