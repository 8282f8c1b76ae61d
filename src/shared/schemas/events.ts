import { z } from 'zod';
import { PROVIDER_MAX_CHARGE_CENTS } from '../domain/amount-limits.ts';
import { DEFAULT_RETAINER_PERCENT, MAX_PARTY, quoteStates } from '../domain/event-quote.ts';
import { lineText, plainText, requiredLine } from './common.ts';
import { teamStatuses } from './event-conversation.ts';

/** The kinds of event a customer may ask a quote for. */
export const eventTypes = ['wedding', 'prom', 'photo_shoot', 'other'] as const;
/** How many assistants a lead artist may bring. */
export const MAX_ASSISTANTS = 5;
/** One fee on a quote (travel, early start, trial): at most $5,000. */
const MAX_FEE_CENTS = 500_000;

export const READY_BY_PAST = 'must be in the future';
export const TRIAL_AFTER_EVENT = 'must be before the event';

const instant = (error: string) => z.iso.datetime({ offset: true, error });

/** The party: 1 to 30 people, each with a name or role and the artist's services (by id). */
const PartyInput = z
  .array(
    z.strictObject({
      name: requiredLine(80),
      serviceIds: z.array(z.uuid()).min(1, 'Choose at least one service').max(5),
    }),
  )
  .min(1, 'A party is at least 1 person')
  .max(MAX_PARTY, `A party is at most ${MAX_PARTY} people`);

/**
 * POST /api/events/requests/{artistId}: a customer asks an artist who takes events for a
 * quote. The same schema checks the form; the server checks the clock again.
 */
export const EventRequestInput = z
  .strictObject({
    eventType: z.enum(eventTypes, { error: 'Choose the kind of event' }),
    readyBy: instant('Choose the date and the time everyone must be ready by'),
    /** The place, as the customer types it. */
    address: requiredLine(200),
    people: PartyInput,
    trialWanted: z.boolean(),
    trialAt: instant('Choose when the trial should be').optional(),
    notes: plainText().trim().max(2000, 'must be at most 2000 characters').optional(),
    budgetCents: z.number().int().min(0).max(PROVIDER_MAX_CHARGE_CENTS).optional(),
    /** One per form: a double submit makes one request. */
    idempotencyKey: z.uuid(),
  })
  .superRefine((v, ctx) => {
    const readyBy = Date.parse(v.readyBy);
    if (readyBy <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['readyBy'], message: READY_BY_PAST });
    }
    if (v.trialWanted && !v.trialAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['trialAt'],
        message: 'Choose when the trial should be',
      });
    }
    if (v.trialWanted && v.trialAt && Date.parse(v.trialAt) >= readyBy) {
      ctx.addIssue({ code: 'custom', path: ['trialAt'], message: TRIAL_AFTER_EVENT });
    }
  });
export type EventRequestInput = z.input<typeof EventRequestInput>;

const AMOUNT = 'must be an amount in dollars';
const cents = (max: number) =>
  z.number({ error: AMOUNT }).int(AMOUNT).min(0, 'must not be negative').max(max, 'is too high');
const MINUTES = 'must be from 5 to 480 minutes';
const PERCENT = 'must be a percentage from 0 to 100';

export const QuoteSlotInput = z.strictObject({
  artistId: z.uuid(),
  person: requiredLine(80),
  start: instant('Choose a start'),
  end: instant('Choose an end'),
});

/**
 * POST /api/events/{requestId}/quotes: the lead artist's quote, a new version each time (the
 * earlier ones are kept). Her prices; the server adds the booking fee and the HST.
 */
export const QuoteInput = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        person: requiredLine(80),
        service: requiredLine(80),
        priceCents: cents(1_000_000),
        minutes: z.number({ error: MINUTES }).int(MINUTES).min(5, MINUTES).max(480, MINUTES),
      }),
    )
    .min(1, 'Add at least one line')
    .max(MAX_PARTY * 5),
  travelFeeCents: cents(MAX_FEE_CENTS),
  earlyStartFeeCents: cents(MAX_FEE_CENTS),
  /** Null when no trial is quoted. */
  trialPriceCents: cents(MAX_FEE_CENTS).nullable(),
  retainerPercent: z
    .number({ error: PERCENT })
    .int(PERCENT)
    .min(0, PERCENT)
    .max(100, PERCENT)
    .default(DEFAULT_RETAINER_PERCENT),
  refundableUntil: instant('Choose the date the retainer stops being refundable'),
  validUntil: instant('Choose the date the quote is valid until'),
  /** Assistants invited (verified artists), not the lead herself. */
  assistantIds: z.array(z.uuid()).max(MAX_ASSISTANTS, `At most ${MAX_ASSISTANTS} assistants`),
  /** The artist's own schedule; left out, the server plans the day. */
  schedule: z
    .array(QuoteSlotInput)
    .max(MAX_PARTY * 2)
    .optional(),
});
export type QuoteInput = z.input<typeof QuoteInput>;

/**
 * POST /api/events/{eventId}/party: the customer changes the party of the version she read,
 * until the quote's cut-off (decision 0042). The same limits as the request.
 */
export const ChangePartyInput = z.strictObject({
  version: z.number().int().min(1),
  people: PartyInput,
});
export type ChangePartyInput = z.input<typeof ChangePartyInput>;

export const EventIdParams = z.strictObject({ eventId: z.uuid() });
export const InvitationAnswerInput = z.strictObject({ accept: z.boolean() });
export const EventSettingInput = z.strictObject({ takesEvents: z.boolean() });
export const AcceptQuoteInput = z.strictObject({
  version: z.number().int().min(1),
  cardId: z.string().min(1).max(255),
});
export const RetryRetainerInput = z.strictObject({ cardId: z.string().min(1).max(255) });
export const EventRequestParams = z.strictObject({ artistId: z.uuid() });
export const CompleteEventInput = z.strictObject({
  code: z.string().trim().min(1, 'Enter the booking code').max(20),
});

const Money = z.object({ label: z.string(), amountCents: z.number().int() });

export const EventView = z.object({
  id: z.uuid(),
  state: z.enum(quoteStates),
  eventType: z.enum(eventTypes),
  readyBy: z.string(),
  address: z.string(),
  people: z.array(
    z.object({
      name: z.string(),
      services: z.array(z.string()),
      /** The services' ids, in the same order: what a change of the party sends back. */
      serviceIds: z.array(z.uuid()),
    }),
  ),
  /** Until when the customer may change the party (the quote's cut-off); null: not now. */
  changeableUntil: z.string().nullable(),
  trialAt: z.string().nullable(),
  notes: z.string().nullable(),
  budgetCents: z.number().int().nullable(),
  customer: z.object({ id: z.uuid(), name: z.string() }),
  lead: z.object({ id: z.uuid(), name: z.string() }),
  /** The current version; null before the artist quotes. */
  quote: z
    .object({
      version: z.number().int(),
      lines: z.array(Money),
      hstLines: z.array(Money),
      totalCents: z.number().int(),
      retainerCents: z.number().int(),
      balanceCents: z.number().int(),
      retainerPercent: z.number().int(),
      refundableUntil: z.string(),
      validUntil: z.string(),
      trialTotalCents: z.number().int().nullable(),
      schedule: z.array(
        z.object({
          artistName: z.string(),
          person: z.string(),
          start: z.string(),
          end: z.string(),
        }),
      ),
      team: z.array(
        z.object({
          artistId: z.uuid(),
          name: z.string(),
          status: z.enum(teamStatuses),
        }),
      ),
    })
    .nullable(),
  versions: z.number().int(),
  /** Every version sent, newest first: its number, when it was sent and its all-in total. */
  history: z.array(
    z.object({ version: z.number().int(), sentAt: z.string(), totalCents: z.number().int() }),
  ),
  /** What the customer has paid, less refunds, read from the ledger. */
  paidCents: z.number().int(),
  /** The retainer's charge was declined: pay it again within 24 hours. */
  retainerDeclined: z.boolean(),
  /** The booking code, shown to the customer once the retainer is paid. */
  code: z.string().nullable(),
  /**
   * The tip on a completed event (null before): open for its customer for 7 days, split over
   * the team as the event's charges are. `amountCents` is the tip added, if any.
   */
  tip: z
    .object({
      status: z.enum(['open', 'tipped', 'closed']),
      amountCents: z.number().int().nullable(),
      subtotalCents: z.number().int(),
      minCents: z.number().int(),
      maxCents: z.number().int(),
      choices: z.array(z.object({ percent: z.number().int(), amountCents: z.number().int() })),
      closesAt: z.string(),
    })
    .nullable(),
  /** What cancelling now would do, for the caller's side. */
  cancelPreview: z
    .object({ refundCents: z.number().int(), keptCents: z.number().int() })
    .nullable(),
});
export type EventView = z.infer<typeof EventView>;

/** GET /api/events/{eventId}/assistant-candidates?q=: a name, or part of one. */
export const CandidatesQuery = z.strictObject({
  q: lineText()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(80, 'must be at most 80 characters'),
});
export const AssistantCandidate = z.object({ id: z.uuid(), name: z.string() });

/**
 * GET /api/events/{eventId}/quote-draft: what the lead's quote editor starts from (the current
 * version, or the request with her own prices and lengths) and what it prices with.
 */
export const QuoteDraft = z.object({
  input: z.object({
    lines: z.array(
      z.object({
        person: z.string(),
        service: z.string(),
        priceCents: z.number().int(),
        minutes: z.number().int(),
      }),
    ),
    travelFeeCents: z.number().int(),
    earlyStartFeeCents: z.number().int(),
    trialPriceCents: z.number().int().nullable(),
    retainerPercent: z.number().int(),
    refundableUntil: z.string(),
    validUntil: z.string(),
  }),
  /** The assistants of the current version, named. */
  assistants: z.array(AssistantCandidate),
  feeBps: z.number().int(),
  commissionBps: z.number().int(),
  tax: z.object({ artistHst: z.boolean(), platformHst: z.boolean() }),
});
export type QuoteDraft = z.infer<typeof QuoteDraft>;
