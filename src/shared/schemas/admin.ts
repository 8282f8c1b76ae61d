import { z } from 'zod';
import { auditActions, deviceClasses, helpStatuses } from '../domain/admin.ts';
import { bookingStates } from '../domain/bookings.ts';
import { lineText, requiredLine, requiredText } from './common.ts';
import { ImageView, PublicProfile } from './profile.ts';

/** GET /api/admin/overview: the dashboard's counts (money in cents, this Toronto week). */
export const AdminOverview = z.object({
  users: z.number().int(),
  artists: z.number().int(),
  verified: z.number().int(),
  waiting: z.number().int(),
  /** When the longest-waiting artist finished their profile; null when nobody waits. */
  oldestWaitingSince: z.iso.datetime().nullable(),
  /** The oldest wait is past the 2-hour promise. */
  late: z.boolean(),
  blocked: z.number().int(),
  weekStart: z.iso.datetime(),
  bookingsThisWeek: z.record(z.enum(bookingStates), z.number().int()),
  money: z.object({
    chargedCents: z.number().int(),
    feesCents: z.number().int(),
    commissionCents: z.number().int(),
    refundsCents: z.number().int(),
    payoutsDueCents: z.number().int(),
  }),
  openHelpMessages: z.number().int(),
  failedCharges: z.number().int(),
  /** Artists whose customers were marked no-shows in the last 90 days, the most first. */
  noShows: z.array(
    z.object({
      artistId: z.uuid(),
      artistName: z.string(),
      count: z.number().int(),
      /** Of those, disputed by the customer and not settled yet. */
      disputed: z.number().int(),
    }),
  ),
});
export type AdminOverview = z.infer<typeof AdminOverview>;

/** One artist waiting for verification, with what the admin judges by. */
export const WaitingArtist = z.object({
  profile: PublicProfile,
  email: z.string(),
  submittedAt: z.iso.datetime(),
  late: z.boolean(),
  mobileNumber: z.string().nullable(),
  mobileVerified: z.boolean(),
  payoutConnected: z.boolean(),
  pictures: z.array(ImageView),
  /** The last time an admin asked this artist for changes, and what they asked; null if never. */
  changesAsked: z.object({ at: z.iso.datetime(), message: z.string() }).nullable(),
});
export type WaitingArtist = z.infer<typeof WaitingArtist>;
export const VerificationQueue = z.object({ artists: z.array(WaitingArtist) });

export const VerifyInput = z.strictObject({
  id: z.uuid('is not a valid id'),
  verified: z.boolean({ error: 'must be true or false' }),
});
export const AskChangesInput = z.strictObject({
  message: requiredText(2000),
});

/** POST /api/user/admin-email (spec §3 Admin e-mail). The HTML is sanitised by the server. */
export const httpsUrl = lineText()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be a web address starting with https://');

export const AdminEmailInput = z
  .strictObject({
    email: lineText('is required')
      .trim()
      .min(1, 'is required')
      .max(64, 'must be at most 64 characters')
      .pipe(z.email('must be a valid e-mail address')),
    subject: requiredLine(120),
    title: requiredLine(120),
    html: requiredText(20_000),
    buttonText: lineText().trim().max(40, 'must be at most 40 characters').optional(),
    url: z.union([z.literal(''), httpsUrl]).optional(),
  })
  .refine((v) => !v.buttonText || Boolean(v.url), {
    path: ['url'],
    message: 'is required with a button',
  });
export type AdminEmailInput = z.infer<typeof AdminEmailInput>;

export const AdminEmailPreview = z.object({ html: z.string() });

export const SentEmail = z.object({
  id: z.uuid(),
  toEmail: z.string(),
  subject: z.string(),
  title: z.string(),
  sentBy: z.string(),
  createdAt: z.iso.datetime(),
  helpMessageId: z.uuid().nullable(),
});
export const SentEmails = z.object({ emails: z.array(SentEmail) });

/** The help inbox. */
export const HelpInboxQuery = z.strictObject({
  status: z
    .enum([...helpStatuses, 'all'], { error: 'must be open, answered, closed or all' })
    .default('open'),
});
export const HelpInboxMessage = z.object({
  id: z.uuid(),
  email: z.string(),
  issue: z.string(),
  issueLabel: z.string(),
  text: z.string(),
  status: z.enum(helpStatuses),
  createdAt: z.iso.datetime(),
  report: z
    .object({
      commentId: z.uuid(),
      artistId: z.uuid(),
      subject: z.string(),
      text: z.string(),
      deleted: z.boolean(),
    })
    .nullable(),
  /** A reported conversation message: the admin reads the conversation from it. */
  reportedMessageId: z.uuid().nullable(),
  /** A disputed no-show: the admin refunds its fee or keeps it from here. */
  noShow: z
    .object({
      bookingId: z.uuid(),
      appointmentAt: z.iso.datetime(),
      markedAt: z.iso.datetime(),
      customerName: z.string(),
      artistName: z.string(),
      chargedCents: z.number().int(),
      /** How it was settled; null while it waits for an admin. */
      settlement: z.enum(['refunded', 'kept']).nullable(),
    })
    .nullable(),
});
export type HelpInboxMessage = z.infer<typeof HelpInboxMessage>;
export const HelpInbox = z.object({ messages: z.array(HelpInboxMessage) });
export const HelpReplyInput = z.strictObject({
  subject: requiredLine(120),
  text: requiredText(5000),
});
export const HelpStatusInput = z.strictObject({
  status: z.enum(helpStatuses, { error: 'must be open, answered or closed' }),
});
export const IdParams = z.strictObject({ id: z.uuid('is not a valid id') });

/** Money: the payout weeks and the ledger's totals. */
export const PayoutWeekRow = z.object({
  id: z.uuid(),
  artistName: z.string(),
  periodEnd: z.iso.datetime(),
  amountCents: z.number().int(),
  status: z.enum(['processing', 'paid', 'failed']),
  failureMessage: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
});
export const AdminMoney = z.object({
  payouts: z.array(PayoutWeekRow),
  /** What the next run would pay: artists with money owed from before this week. */
  dueNowCents: z.number().int(),
  ledger: z.object({
    accounts: z.array(z.object({ account: z.string(), totalCents: z.number().int() })),
    /** The sum of every line: always zero. */
    sumCents: z.number().int(),
  }),
});
export type AdminMoney = z.infer<typeof AdminMoney>;
export const PayoutRunAnswer = z.object({
  message: z.string(),
  paid: z.number().int(),
  amountCents: z.number().int(),
});

/** The audit log, newest first, filterable. */
export const AuditQuery = z.strictObject({
  action: z.enum(auditActions, { error: 'is not a known action' }).optional(),
  q: lineText().trim().max(100, 'must be at most 100 characters').optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const AuditEntry = z.object({
  id: z.number().int(),
  action: z.enum(auditActions),
  actorName: z.string(),
  targetName: z.string().nullable(),
  subjectId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = z.object({ entries: z.array(AuditEntry), total: z.number().int() });

/** POST /api/page-views: what the browser says about a page it showed (sendBeacon). */
export const PageViewInput = z.strictObject({
  path: lineText().max(300, 'must be at most 300 characters').startsWith('/', 'must start with /'),
  referrer: lineText().max(1000, 'must be at most 1000 characters').optional(),
});
export const PageViewsQuery = z.strictObject({
  days: z.coerce
    .number()
    .int()
    .refine((n) => [7, 30].includes(n), 'must be 7 or 30')
    .default(30),
});
export const PageViewStats = z.object({
  days: z.array(z.object({ day: z.iso.date(), views: z.number().int() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  topReferrers: z.array(z.object({ host: z.string(), views: z.number().int() })),
  devices: z.array(z.object({ device: z.enum(deviceClasses), views: z.number().int() })),
  total: z.number().int(),
});
export type PageViewStats = z.infer<typeof PageViewStats>;
