import { z } from 'zod';
import { hairCategories, makeupCategories, portfolioTags, professions } from '../catalog.ts';
import { amountProblem } from '../domain/amount-limits.ts';
import { hstNumberProblem, normalizeHstNumber } from '../domain/hst.ts';
import { centsToDollarsText, readDollars } from '../domain/money.ts';
import type { Locale } from '../i18n/locales.ts';
import { WIZARD_FINISHED } from '../domain/wizard.ts';
import {
  lineText,
  plainText,
  REQUIRED,
  requiredLine,
  requiredText,
  type TextKind,
} from './common.ts';

export const CITY = 'Toronto - Canada';
export const qualifiedOptions = ['yes', 'no', 'no-but'] as const;
export const englishLevels = ['native', 'intermediate', 'beginner'] as const;

const optionalText = (max: number, kind: TextKind = 'long') =>
  plainText(undefined, kind).trim().max(max, `must be at most ${max} characters`);

/** "@ana.makeup" or "ana.makeup" → "ana.makeup"; '' when none. */
export const instagramUsername = lineText()
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .max(30, 'must be at most 30 characters')
      .regex(/^[A-Za-z0-9._]*$/, 'may only use letters, numbers, dots and underscores'),
  );

/** Wizard step 2 (Bio) and POST /api/profile: the profile is made from this. */
export const BioInput = z.strictObject({
  profession: z.enum(professions, { error: REQUIRED }),
  bio: requiredText(300),
  city: z.literal(CITY, { error: `must be ${CITY}` }),
  instagramUsername: instagramUsername.default(''),
});
export type BioInput = z.input<typeof BioInput>;

/** PUT /api/profile/categories (spec names: stateHair, stateMakeup). */
export const CategoriesInput = z
  .strictObject({
    stateHair: z.array(z.enum(hairCategories)).max(hairCategories.length),
    stateMakeup: z.array(z.enum(makeupCategories)).max(makeupCategories.length),
  })
  .refine((v) => v.stateHair.length + v.stateMakeup.length > 0, {
    message: 'Choose at least one category',
    path: ['stateHair'],
  });
export type CategoriesInput = z.input<typeof CategoriesInput>;

/** An amount typed in `locale`'s way and nothing else ("79,50" on an English page). */
export const UNCLEAR_AMOUNT = 'is unclear: write cents after a point, like 1,234.50';

/**
 * An amount typed in dollars in `locale`'s way ("80", "79.50", "$1,234.50"; in French "79,50 $",
 * "1 234,50"), read as cents within the service price limits. Spec §5's "at most 6 characters"
 * counts the amount as the browser sends it ("79.50"), so "79,50 $" is no longer.
 */
export const dollarsIn = (locale: Locale, unclear = UNCLEAR_AMOUNT) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(20, 'must be at most 20 characters')
    .transform((text, ctx) => {
      const cents = readDollars(text, locale);
      const problem =
        cents === 'unclear'
          ? unclear
          : cents === null
            ? 'must be an amount like 80 or 79.50'
            : cents <= 0
              ? 'must be greater than 0'
              : centsToDollarsText(cents).length > 6
                ? 'must be at most 6 characters'
                : amountProblem('servicePrice', cents);
      if (problem || typeof cents !== 'number') {
        ctx.addIssue({ code: 'custom', message: problem ?? '' });
        return z.NEVER;
      }
      return cents;
    });
/** The amount as the browser sends it: "80" or "79.50" (centsToDollarsText). */
export const dollars = dollarsIn('en-CA');

/** How long a service takes: a multiple of 5 minutes from 15 minutes to 8 hours. */
export const serviceDuration = z
  .number({ error: 'Choose how long it takes' })
  .int()
  .min(15, 'must be at least 15 minutes')
  .max(480, 'must be at most 8 hours')
  .refine((n) => n % 5 === 0, 'must be a multiple of 5 minutes');

/** The lengths the service form offers (the schema takes any multiple of 5 in range). */
export const SERVICE_DURATIONS = [
  15, 30, 45, 60, 75, 90, 105, 120, 150, 180, 210, 240, 300, 360, 420, 480,
] as const;

/**
 * POST /api/profile/service (spec §5: type ≤ 20, amount > 0 and ≤ 6 characters, description),
 * with its length (an hour unless said).
 */
export const serviceInputIn = (locale: Locale, unclear?: string) =>
  z
    .strictObject({
      typeOfService: requiredLine(20),
      amount: dollarsIn(locale, unclear),
      description: requiredText(200),
      durationMinutes: serviceDuration.default(60),
      /** Lashes, hair colour, brow tint: booking it needs a patch test first (decision 0041). */
      needsPatchTest: z.boolean({ error: 'must be true or false' }).default(false),
      /** This service is the patch test itself. */
      isPatchTest: z.boolean({ error: 'must be true or false' }).default(false),
      /** The checkout asks the customer's health questions (decision 0041). */
      asksHealthQuestions: z.boolean({ error: 'must be true or false' }).default(false),
    })
    .refine((s) => !(s.needsPatchTest && s.isPatchTest), {
      message: 'A patch test cannot need a patch test',
      path: ['needsPatchTest'],
    });
/** The route's: the amount as the browser sends it. */
export const ServiceInput = serviceInputIn('en-CA');
export type ServiceInput = z.input<typeof ServiceInput>;

/** POST /api/profile/education: a course or certificate. */
export const EducationInput = z.strictObject({
  title: requiredLine(60),
  school: requiredLine(60),
  year: z.coerce
    .number()
    .int()
    .min(1950, 'must be 1950 or later')
    .max(2100, 'must be a real year')
    .nullable()
    .default(null),
});
export type EducationInput = z.input<typeof EducationInput>;

/** Toronto postal codes begin with M: "M5V 2T6" → "M5V 2T6" (upper case, one space). */
const POSTAL_CODE_MESSAGE = 'must be a Toronto postal code, like M5V 2T6';
export const torontoPostalCode = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
  .refine((v) => /^M\d[A-Z]\d[A-Z]\d$/.test(v), POSTAL_CODE_MESSAGE)
  .transform((v) => `${v.slice(0, 3)} ${v.slice(3)}`);

/** A Toronto postal code, or '' for none (one message for a wrong one, not a union's). */
const optionalTorontoPostalCode = z
  .string()
  .trim()
  .refine((v) => v === '' || torontoPostalCode.safeParse(v).success, POSTAL_CODE_MESSAGE)
  .transform((v) => (v === '' ? '' : torontoPostalCode.parse(v)));

/**
 * The availability and location step: either a place with its address or travelling to
 * clients (or both). Bookable times come from the schedule (decision 0023); `availability`
 * is an optional note on them.
 */
export const LocationInput = z
  .strictObject({
    availability: optionalText(200).default(''),
    place: z.boolean(),
    delivery: z.boolean(),
    street: optionalText(100, 'line').default(''),
    postalCode: optionalTorontoPostalCode.default(''),
  })
  .superRefine((v, ctx) => {
    if (!v.place && !v.delivery) {
      ctx.addIssue({
        code: 'custom',
        path: ['place'],
        message: 'Choose your place, the client’s home, or both',
      });
    }
    if (v.place && !v.street) ctx.addIssue({ code: 'custom', path: ['street'], message: REQUIRED });
    if (v.place && !v.postalCode) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: REQUIRED });
    }
  });
export type LocationInput = z.input<typeof LocationInput>;

/** Wizard step 6. */
export const QualificationInput = z.strictObject({
  gender: requiredLine(30),
  qualified: z.enum(qualifiedOptions, { error: REQUIRED }),
  englishLevel: z.enum(englishLevels, { error: REQUIRED }),
});
export type QualificationInput = z.input<typeof QualificationInput>;

/**
 * The artist's GST/HST number as she types it ("123 456 782 RT 0001"): kept without spaces or
 * dashes, its business number's check digit verified; empty removes the registration (null).
 */
export const hstNumber = lineText()
  .trim()
  .max(30, 'must be at most 30 characters')
  .transform(normalizeHstNumber)
  .superRefine((value, ctx) => {
    const problem = value === '' ? null : hstNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value || null);

/** Settings → Services and the wizard's services step: her GST/HST registration. */
export const HstNumberInput = z.strictObject({ hstNumber });
export type HstNumberInput = z.input<typeof HstNumberInput>;

/**
 * PATCH /api/profile: any of the artist's own fields, the location as one group (its rules
 * tie the fields together), and the wizard step reached. Never `verified`, the owner, the
 * price (kept from the services), payout fields or ids.
 */
export const ProfileUpdate = z
  .strictObject({
    ...BioInput.shape,
    instagramUsername,
    ...QualificationInput.shape,
    location: LocationInput,
    hstNumber,
    /** The step reached (8: finished); the server checks the steps before it are done. */
    wizardStep: z.number().int().min(2).max(WIZARD_FINISHED),
  })
  .partial();
export type ProfileUpdate = z.input<typeof ProfileUpdate>;

/** POST /api/images/tags: a tag for each of the caller's own pictures. */
export const TagsInput = z
  .array(z.strictObject({ _id: z.uuid(), tag: z.enum(portfolioTags, { error: REQUIRED }) }))
  .min(1)
  .max(200);
export type TagsInput = z.input<typeof TagsInput>;

/** A stored picture as the browser shows it: a default size and a `srcset` of WebP widths. */
/**
 * A portfolio picture that is a photo from a real booking, shown with its customer's consent
 * (decision 0041): the visit's month (`YYYY-MM`, Toronto's calendar) and its review, if any.
 */
export const FromBooking = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  reviewId: z.uuid().nullable(),
});
export type FromBooking = z.infer<typeof FromBooking>;

export const ImageView = z.object({
  _id: z.uuid(),
  tag: z.enum(portfolioTags).nullable(),
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Set on a photo from a real booking; absent on the artist's own pictures. */
  fromBooking: FromBooking.nullable().optional(),
});
export type ImageView = z.infer<typeof ImageView>;

export const ServiceView = z.object({
  _id: z.uuid(),
  typeOfService: z.string(),
  /** The artist's price, cents (what she set). */
  amount: z.number().int(),
  /** The all-in price a customer pays before tax: the amount with the booking fee, cents. */
  price: z.number().int(),
  description: z.string(),
  /** Minutes. */
  durationMinutes: z.number().int(),
  /** Booking it needs a patch test with her first, and a health questionnaire (decision 0041). */
  needsPatchTest: z.boolean(),
  /** This service is her patch test. */
  isPatchTest: z.boolean(),
  /** The checkout asks the customer's health questions. */
  asksHealthQuestions: z.boolean(),
});
export type ServiceView = z.infer<typeof ServiceView>;

export const EducationView = z.object({
  _id: z.uuid(),
  title: z.string(),
  school: z.string(),
  year: z.number().int().nullable(),
});

/**
 * What anyone may read about an artist: no phone, street, postal code, bank or payment data.
 * `area` is the postal district's centre, not the address.
 */
export const PublicProfile = z.object({
  _id: z.uuid(),
  user: z.uuid(),
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  profession: z.enum(professions),
  bio: z.string(),
  city: z.string(),
  instagramUsername: z.string().nullable(),
  /** The lowest all-in service price in cents (the "from" price); null until there is a service. */
  price: z.number().int().nullable(),
  services: z.array(ServiceView),
  /** Registered for GST/HST: her services carry Ontario's 13% HST ("+ HST"). */
  hstRegistered: z.boolean(),
  categories: z.object({ hair: z.array(z.string()), makeup: z.array(z.string()) }),
  availability: z.string().nullable(),
  /** Her working hours each week, Toronto time: seven lists of ranges, Sunday first. */
  weeklyHours: z.array(z.array(z.object({ start: z.string(), end: z.string() }))),
  place: z.boolean(),
  delivery: z.boolean(),
  area: z.object({ postalPrefix: z.string(), lat: z.number(), lng: z.number() }).nullable(),
  englishLevel: z.enum(englishLevels).nullable(),
  education: z.array(EducationView),
  profileImage: ImageView.nullable(),
  profileStarted: z.literal(true),
  verified: z.boolean(),
  /** Verified with a bank account connected: clients can book (and pay) this artist. */
  takesBookings: z.boolean(),
  /** A request for a free time is accepted as it is made. */
  instantBook: z.boolean(),
  /** She takes weddings and events: the badge and "Request a quote" (decision 0042). */
  takesEvents: z.boolean().optional(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** The artist's own profile (GET /api/profile/me): everything they entered. */
export const OwnProfile = PublicProfile.extend({
  /** Her GST/HST number (`123456782RT0001`); null when she is not registered. */
  hstNumber: z.string().nullable(),
  /**
   * The rates her prices meet today: the booking fee clients pay on top of her price and the
   * commission taken from it ("Clients see $120.75 · you earn $92.00"), in basis points.
   */
  pricing: z.object({ feeBps: z.number().int(), commissionBps: z.number().int() }),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  gender: z.string().nullable(),
  qualified: z.enum(qualifiedOptions).nullable(),
  /** The wizard step to resume at (1–7), or 8 once finished. */
  wizardStep: z.number().int(),
  /** Whether a payout account is connected (the Banking info badge shows until it is). */
  payoutConnected: z.boolean(),
  mobileNumber: z.string().nullable(),
  mobileVerified: z.boolean(),
});
export type OwnProfile = z.infer<typeof OwnProfile>;
