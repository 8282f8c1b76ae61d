import { z } from 'zod';
import {
  email,
  newPassword,
  lineText,
  optionalCanadianPhone,
  plainText,
  REQUIRED,
  requiredLine,
  requiredText,
} from './common.ts';
import { SavedCard } from './payments.ts';
import { ImageView } from './profile.ts';

/** What a signed-in user may read about themselves (GET /api/user). */
export const CurrentUser = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['Admin', 'user']),
  /** E.164, or null when none saved yet. */
  mobileNumber: z.string().nullable(),
  /** Verified when the payout account is connected; then only support can change it. */
  mobileVerified: z.boolean(),
  /** A new address waiting to be confirmed from its own inbox. */
  pendingEmail: z.string().nullable(),
  /** False for accounts that only sign in with Google or Facebook. */
  hasPassword: z.boolean(),
  /** Whether the user has started an artist profile (spec §3 User.profile). */
  profile: z.boolean(),
  profileImage: ImageView.nullable(),
  /** The payment provider's customer, made with the first saved card (spec §3). */
  stripeCustomerId: z.string().nullable(),
  cards: z.array(SavedCard),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** A row of the admin dashboard's people table (GET /api/user/all). */
export const AdminUserRow = CurrentUser.pick({
  _id: true,
  firstName: true,
  lastName: true,
  email: true,
  role: true,
}).extend({
  createdAt: z.iso.datetime(),
  blocked: z.boolean(),
  /** Has an artist profile. */
  artist: z.boolean(),
  /** The artist profile is verified (false for people without one). */
  verified: z.boolean(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;
export const AdminUserPage = z.object({
  users: z.array(AdminUserRow),
  total: z.number().int(),
});

const yesNo = z.enum(['true', 'false'], { error: 'must be true or false' });
export const adminUserSorts = ['newest', 'oldest', 'name', 'email'] as const;

/** Paging (spec: 5, 10 or 25 rows, default 10), search by name or e-mail, filters and order. */
export const AdminUserQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [5, 10, 25].includes(n), 'must be 5, 10 or 25')
    .default(10),
  q: lineText().trim().max(100, 'must be at most 100 characters').optional(),
  role: z.enum(['Admin', 'user'], { error: 'must be Admin or user' }).optional(),
  artist: yesNo.optional(),
  verified: yesNo.optional(),
  blocked: yesNo.optional(),
  sort: z
    .enum(adminUserSorts, { error: 'must be newest, oldest, name or email' })
    .default('newest'),
});
export type AdminUserQuery = z.infer<typeof AdminUserQuery>;

/** Block, unblock or delete from the dashboard: the reason is kept in the audit log. */
export const AdminUserParams = z.strictObject({ id: z.uuid('is not a valid id') });
export const BlockInput = z.strictObject({
  reason: requiredText(500),
});
export const UnblockInput = z.strictObject({
  reason: plainText().trim().max(500, 'must be at most 500 characters').optional(),
});

export const LoginInput = z.strictObject({
  email,
  password: plainText(REQUIRED).min(1, REQUIRED).max(128, 'must be at most 128 characters'),
});
export type LoginInput = z.infer<typeof LoginInput>;
export const LoginAnswer = z.object({ token: z.string() });

/** Registration (POST /api/user/send), spec §5: names ≤ 30, e-mail ≤ 64, password 6–128. */
export const RegisterInput = z.strictObject({
  firstName: requiredLine(30),
  lastName: requiredLine(30),
  email,
  password: newPassword,
});
export type RegisterInput = z.infer<typeof RegisterInput>;

/** Forgot password and resend confirmation both name an account by its e-mail only. */
export const EmailInput = z.strictObject({ email });
export type EmailInput = z.infer<typeof EmailInput>;

/** A token from an e-mailed link: opaque, base64url. */
export const LinkToken = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .max(100, 'is not a valid link')
  .regex(/^[\w-]+$/, 'is not a valid link');
export const LinkTokenParams = z.strictObject({ token: LinkToken });

/** Reset password (POST /api/user/reset). */
export const ResetInput = z.strictObject({ token: LinkToken, password: newPassword });
export type ResetInput = z.infer<typeof ResetInput>;
/** The form on /reset/:token, which also asks for the password twice. */
export const ResetForm = z
  .object({ password: newPassword, confirm: z.string({ error: REQUIRED }).min(1, REQUIRED) })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'does not match' });
export type ResetForm = z.infer<typeof ResetForm>;

/**
 * GET /api/user/register/{token}: the link confirmed an address (a new account, or a change
 * of e-mail) and signed its owner in.
 */
export const ConfirmAnswer = z.object({
  token: z.string(),
  purpose: z.enum(['register', 'change-email']),
  message: z.string(),
});
export type ConfirmAnswer = z.infer<typeof ConfirmAnswer>;

/**
 * The user form (spec §5: first name ≤ 20, last name ≤ 30, e-mail ≤ 64) plus the mobile
 * number. PATCH /api/user takes any of these and nothing else.
 */
export const UserForm = z.strictObject({
  firstName: requiredLine(20),
  lastName: requiredLine(30),
  email,
  mobileNumber: optionalCanadianPhone,
});
export type UserForm = z.input<typeof UserForm>;
export const UserUpdate = UserForm.partial();
export type UserUpdate = z.input<typeof UserUpdate>;
export type UserUpdateValues = z.output<typeof UserUpdate>;
/** PATCH /api/user answers with the stored user and a notice to show. */
export const UserUpdateAnswer = z.object({ user: CurrentUser, message: z.string() });

/** Social sign-in (Google, Facebook). */
export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];
/** GET /api/user/social: which providers are configured, so only their buttons show. */
export const SocialProvidersAnswer = z.object({ providers: z.array(z.enum(socialProviders)) });
/** POST /api/user/{provider}/start: where to send the browser, and the state to expect back. */
export const SocialStartAnswer = z.object({ url: z.url(), state: z.string() });
/** POST /api/user/{provider}: the code and state the provider sent back to /oauth/{provider}. */
export const SocialSignInInput = z.strictObject({
  code: lineText(REQUIRED).min(1, REQUIRED).max(2048),
  state: lineText(REQUIRED).min(1, REQUIRED).max(128),
});
export type SocialSignInInput = z.infer<typeof SocialSignInInput>;
export const SocialSignInAnswer = z.object({ token: z.string(), register: z.boolean() });
export type SocialSignInAnswer = z.infer<typeof SocialSignInAnswer>;
