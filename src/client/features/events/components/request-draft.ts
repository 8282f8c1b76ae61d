import { parseDollars } from '#shared/domain/money.ts';
import { torontoInstant } from '#shared/domain/toronto-time.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { EventRequestInput, eventTypes } from '#shared/schemas/events.ts';

/** One person of the party as the form holds her. */
export interface DraftPerson {
  key: number;
  name: string;
  serviceIds: string[];
}

/** The request form's fields, as typed (dates and times in Toronto). */
export interface RequestDraft {
  eventType: (typeof eventTypes)[number] | '';
  date: string;
  readyTime: string;
  address: string;
  people: DraftPerson[];
  trialWanted: boolean;
  trialDate: string;
  trialTime: string;
  notes: string;
  budget: string;
}

let nextKey = 1;
export const newPerson = (name = ''): DraftPerson => ({ key: nextKey++, name, serviceIds: [] });

export const emptyDraft = (): RequestDraft => ({
  eventType: '',
  date: '',
  readyTime: '',
  address: '',
  people: [newPerson()],
  trialWanted: false,
  trialDate: '',
  trialTime: '',
  notes: '',
  budget: '',
});

/** A Toronto date ("2027-06-12") and time ("09:30") as an ISO instant; undefined when unset. */
export function torontoIso(date: string, time: string): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  return torontoInstant(
    Number(d[1]),
    Number(d[2]),
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
  ).toISOString();
}

/**
 * The budget as typed in the page's language, read as every money field reads amounts
 * (`parseDollars`): cents, undefined when blank, null when it is not an amount (said to her,
 * never dropped).
 */
export function budgetCents(text: string, locale: Locale): number | null | undefined {
  if (text.trim() === '') return undefined;
  return parseDollars(text, locale);
}

/** What the form sends; the shared schema checks it before it goes and the server again. */
export function requestInput(
  draft: RequestDraft,
  idempotencyKey: string,
  locale: Locale,
): EventRequestInput {
  const notes = draft.notes.trim();
  const budget = budgetCents(draft.budget, locale);
  const trialAt = draft.trialWanted ? torontoIso(draft.trialDate, draft.trialTime) : undefined;
  return {
    eventType: draft.eventType as EventRequestInput['eventType'],
    readyBy: torontoIso(draft.date, draft.readyTime) ?? '',
    address: draft.address,
    people: draft.people.map((p) => ({ name: p.name, serviceIds: p.serviceIds })),
    trialWanted: draft.trialWanted,
    ...(trialAt ? { trialAt } : {}),
    ...(notes ? { notes } : {}),
    ...(typeof budget === 'number' ? { budgetCents: budget } : {}),
    idempotencyKey,
  };
}
