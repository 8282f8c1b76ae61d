/**
 * The quote editor's state (decision 0042): what the lead types (amounts in dollars, dates in
 * Toronto), the day's schedule planned by the server's own function, and the `QuoteInput` it
 * sends, checked by the same schema first.
 */
import { planDay, type ScheduleSlot } from '#shared/domain/event-schedule.ts';
import { centsToDollarsText, parseDollars } from '#shared/domain/money.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { torontoDay, torontoParts } from '#shared/domain/toronto-time.ts';
import type { QuoteDraft, QuoteInput } from '#shared/schemas/events.ts';
import { torontoIso } from './request-draft.ts';

export interface EditorLine {
  key: number;
  person: string;
  service: string;
  price: string;
  minutes: string;
}

export interface Member {
  id: string;
  name: string;
}

/** One slot as the lead adjusts it: Toronto date and times. */
export interface EditorSlot {
  key: number;
  artistId: string;
  person: string;
  date: string;
  start: string;
  end: string;
}

export interface EditorDraft {
  lines: EditorLine[];
  travel: string;
  earlyStart: string;
  trial: string;
  retainerPercent: string;
  refundableDate: string;
  refundableTime: string;
  validDate: string;
  validTime: string;
  assistants: Member[];
  /** Null while the schedule is the one planned from the lines and the team. */
  schedule: EditorSlot[] | null;
  /** The page's language: how amounts are written and read ("79.50" or "79,50"). */
  locale: Locale;
}

let nextKey = 1;
const key = () => nextKey++;

export const newLine = (person = ''): EditorLine => ({
  key: key(),
  person,
  service: '',
  price: '',
  minutes: '60',
});

const hhmm = (at: Date) => {
  const p = torontoParts(at);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

/** The editor's first state, from the server's draft. */
export function editorDraft(draft: QuoteDraft, locale: Locale): EditorDraft {
  const { input } = draft;
  const dollars = (cents: number) => centsToDollarsText(cents, locale);
  const refundable = new Date(input.refundableUntil);
  const valid = new Date(input.validUntil);
  return {
    lines: input.lines.map((l) => ({
      key: key(),
      person: l.person,
      service: l.service,
      price: dollars(l.priceCents),
      minutes: String(l.minutes),
    })),
    travel: dollars(input.travelFeeCents),
    earlyStart: dollars(input.earlyStartFeeCents),
    trial: input.trialPriceCents === null ? '' : dollars(input.trialPriceCents),
    retainerPercent: String(input.retainerPercent),
    refundableDate: torontoDay(refundable),
    refundableTime: hhmm(refundable),
    validDate: torontoDay(valid),
    validTime: hhmm(valid),
    assistants: draft.assistants,
    schedule: null,
    locale,
  };
}

/**
 * Dollars as typed in the page's language ("200", "200.50"; "200,50 $" in French) as cents,
 * read as every money field reads them (`parseDollars`); NaN when it is not an amount.
 */
export function typedCents(text: string, locale: Locale): number {
  return parseDollars(text, locale) ?? Number.NaN;
}

const typedInt = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The lines as the pricing rules and the schedule read them (blank amounts count as 0). */
export function quoteLines(draft: EditorDraft) {
  return draft.lines.map((l) => ({
    person: l.person.trim(),
    service: l.service.trim(),
    priceCents: typedCents(l.price, draft.locale),
    minutes: typedInt(l.minutes),
  }));
}

/** The fees as cents; a blank fee is 0, a blank trial is no trial price. */
export function feeCents(draft: EditorDraft) {
  const fee = (text: string) => (text.trim() === '' ? 0 : typedCents(text, draft.locale));
  return {
    travelFeeCents: fee(draft.travel),
    earlyStartFeeCents: fee(draft.earlyStart),
    trialPriceCents: draft.trial.trim() === '' ? null : typedCents(draft.trial, draft.locale),
  };
}

/** The day planned as the server plans it: each person's lines' minutes, the lead first. */
export function plannedSlots(draft: EditorDraft, leadId: string, readyBy: Date): ScheduleSlot[] {
  const minutes = new Map<string, number>();
  for (const l of quoteLines(draft)) {
    if (!l.person || !(l.minutes > 0)) continue;
    minutes.set(l.person, (minutes.get(l.person) ?? 0) + l.minutes);
  }
  if (minutes.size === 0) return [];
  const team = [leadId, ...draft.assistants.map((a) => a.id)];
  const party = [...minutes].map(([name, m]) => ({ name, minutes: m }));
  return planDay(party, team, readyBy).slots;
}

/** A planned schedule made editable, each slot in Toronto time. */
export const editorSlots = (slots: ScheduleSlot[]): EditorSlot[] =>
  slots.map((s) => ({
    key: key(),
    artistId: s.artistId,
    person: s.person,
    date: torontoDay(s.start),
    start: hhmm(s.start),
    end: hhmm(s.end),
  }));

/** The adjusted slots as instants (NaN where a time is missing). */
export const adjustedSlots = (slots: EditorSlot[]): ScheduleSlot[] =>
  slots.map((s) => ({
    artistId: s.artistId,
    person: s.person,
    start: new Date(torontoIso(s.date, s.start) ?? Number.NaN),
    end: new Date(torontoIso(s.date, s.end) ?? Number.NaN),
  }));

/** The terms the preview prices: what cannot be read yet counts as 0. */
export function previewTerms(draft: EditorDraft) {
  const amount = (cents: number) => (Number.isInteger(cents) && cents >= 0 ? cents : 0);
  const fees = feeCents(draft);
  return {
    lines: quoteLines(draft).map((l) => ({ ...l, priceCents: amount(l.priceCents) })),
    travelFeeCents: amount(fees.travelFeeCents),
    earlyStartFeeCents: amount(fees.earlyStartFeeCents),
  };
}

/** What the editor sends; `QuoteInput` checks it before it goes, and the server again. */
export function quoteInput(draft: EditorDraft): QuoteInput {
  const schedule = draft.schedule ? adjustedSlots(draft.schedule) : null;
  return {
    lines: quoteLines(draft),
    ...feeCents(draft),
    retainerPercent: typedInt(draft.retainerPercent),
    refundableUntil: torontoIso(draft.refundableDate, draft.refundableTime) ?? '',
    validUntil: torontoIso(draft.validDate, draft.validTime) ?? '',
    assistantIds: draft.assistants.map((a) => a.id),
    ...(schedule
      ? {
          schedule: schedule.map((s) => ({
            artistId: s.artistId,
            person: s.person,
            start: Number.isNaN(s.start.getTime()) ? '' : s.start.toISOString(),
            end: Number.isNaN(s.end.getTime()) ? '' : s.end.toISOString(),
          })),
        }
      : {}),
  };
}
