/**
 * When an artist with earnings and no tax details is reminded, and when her payouts are held
 * (decision 0030): a first reminder at once, a second this many days later, and no more.
 */
export const TAX_REMINDERS_MAX = 2;
export const TAX_REMINDER_GAP_DAYS = 30;

const DAY_MS = 86_400_000;

export interface ReminderState {
  count: number;
  lastSentAt: Date;
  heldSince: Date | null;
}

/** What the daily job does for one artist without details: remind, hold, or nothing. */
export function reminderStep(
  state: ReminderState | null,
  now: Date,
  holdDays: number,
): 'remind' | 'hold' | 'none' {
  if (!state) return 'remind';
  const since = now.getTime() - state.lastSentAt.getTime();
  if (state.count < TAX_REMINDERS_MAX) {
    return since >= TAX_REMINDER_GAP_DAYS * DAY_MS ? 'remind' : 'none';
  }
  if (state.heldSince) return 'none';
  return since >= holdDays * DAY_MS ? 'hold' : 'none';
}
