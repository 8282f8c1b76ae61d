import { z } from 'zod';
import {
  ageOn,
  digitsOf,
  formatPostalCode,
  isValidBusinessNumber,
  isValidSin,
  MIN_SELLER_AGE,
  POSTAL_CODE,
} from '../domain/tax.ts';
import { torontoDay } from '../domain/toronto-time.ts';
import { plainText, REQUIRED, requiredText } from './common.ts';

/** Provinces and territories (Canada Post's codes). */
export const provinces = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

const dateOfBirth = plainText(REQUIRED)
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a date (YYYY-MM-DD)')
  .refine((d) => d <= torontoDay(new Date()), 'must not be in the future')
  .refine(
    (d) => ageOn(d, torontoDay(new Date())) >= MIN_SELLER_AGE,
    `must show you are at least ${MIN_SELLER_AGE}`,
  );

/** 9 digits, spaces or dashes allowed between them. */
const nineDigits = (check: (digits: string) => boolean, message: string) =>
  plainText(REQUIRED)
    .transform(digitsOf)
    .refine((d) => d.length > 0, REQUIRED)
    .refine((d) => /^\d{9}$/.test(d), 'must be 9 digits')
    .refine(check, message);

/**
 * PUT /api/tax-details: everything at once (details are replaced, never merged, so nothing
 * old and unseen stays behind). An individual gives her SIN; a business its number and name.
 */
export const TaxDetailsInput = z
  .strictObject({
    kind: z.enum(['individual', 'business'], { error: 'must be individual or business' }),
    legalName: requiredText(200),
    dateOfBirth,
    addressLine: requiredText(200),
    city: requiredText(100),
    province: z.enum(provinces, { error: 'must be a province or territory' }),
    postalCode: plainText(REQUIRED)
      .trim()
      .regex(POSTAL_CODE, 'must be a Canadian postal code (A1A 1A1)')
      .transform(formatPostalCode),
    countryOfResidence: plainText(REQUIRED)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code (CA)'),
    sin: z.string().optional(),
    businessNumber: z.string().optional(),
    businessName: z.string().optional(),
  })
  .superRefine((input, ctx) => {
    const check = (
      field: 'sin' | 'businessNumber',
      schema: ReturnType<typeof nineDigits>,
    ): void => {
      const result = schema.safeParse(input[field] ?? '');
      for (const issue of result.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    };
    if (input.kind === 'individual') {
      check('sin', nineDigits(isValidSin, 'is not a valid SIN'));
    } else {
      check('businessNumber', nineDigits(isValidBusinessNumber, 'is not a valid business number'));
      if (!input.businessName?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['businessName'], message: REQUIRED });
      }
    }
  })
  .transform((input) => ({
    ...input,
    sin: input.kind === 'individual' ? digitsOf(input.sin ?? '') : undefined,
    businessNumber: input.kind === 'business' ? digitsOf(input.businessNumber ?? '') : undefined,
    businessName: input.kind === 'business' ? input.businessName?.trim() : undefined,
  }));
export type TaxDetailsInput = z.input<typeof TaxDetailsInput>;
export type TaxDetails = z.output<typeof TaxDetailsInput>;

/** What the artist sees of her own details: never a full number or date. */
export const TaxDetailsView = z.object({
  complete: z.boolean(),
  kind: z.enum(['individual', 'business']).nullable(),
  /** `***-***-286` (SIN) or `******782` (business number). */
  maskedNumber: z.string().nullable(),
  countryOfResidence: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  /** Payouts held since then for want of these details (null: not held). */
  payoutsHeldSince: z.iso.datetime().nullable(),
  reminders: z.number().int(),
});
export type TaxDetailsView = z.infer<typeof TaxDetailsView>;

export const YearParams = z.strictObject({
  year: z.coerce.number().int('must be a year').min(2024, 'must be 2024 or later').max(2100),
});

export const QuarterFiguresView = z.object({
  quarter: z.number().int(),
  grossCents: z.number().int(),
  services: z.number().int(),
  commissionCents: z.number().int(),
  tipsCents: z.number().int(),
  refundsCents: z.number().int(),
  hstCents: z.number().int(),
  taxesWithheldCents: z.number().int(),
  payoutsCents: z.number().int(),
  considerationCents: z.number().int(),
});

/** GET /api/tax/statements/{year}: one artist's year, by quarter. */
export const TaxStatement = z.object({
  year: z.number().int(),
  quarters: z.array(QuarterFiguresView),
  total: QuarterFiguresView.omit({ quarter: true }),
  /** Years with any figure, newest first, for the year picker. */
  years: z.array(z.number().int()),
});
export type TaxStatement = z.infer<typeof TaxStatement>;

/** GET /api/admin/tax/{year}: who is reportable, and whose details are missing. */
export const TaxReturnPreflight = z.object({
  year: z.number().int(),
  sellers: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      email: z.string(),
      complete: z.boolean(),
      considerationCents: z.number().int(),
    }),
  ),
  missing: z.number().int(),
  /** The platform settings still unset (README: TAX_PLATFORM_*). */
  platformMissing: z.array(z.string()),
  filings: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['original', 'amended']),
      createdAt: z.iso.datetime(),
      sellers: z.number().int(),
    }),
  ),
  /** A filed year whose figures changed since (a refund): an amended return is due. */
  amendmentDue: z.boolean(),
});
export type TaxReturnPreflight = z.infer<typeof TaxReturnPreflight>;

/** POST /api/admin/tax/{year}/return: generate (and record) the XML. */
export const TaxReturnInput = z.strictObject({
  /** Report sellers without details as not provided (NOTIN), as the CRA's format allows. */
  reportMissingAsNotProvided: z.boolean().default(false),
});
