import { addCalendarDays } from './toronto-time.ts';

/**
 * Artists' credentials (decision 0041): the proofs an artist uploads, what an admin checks, and
 * the badges customers see. Pure rules, shared by the server, the forms and the cards.
 */

/** A licence, diploma or school certificate; liability insurance; a police check. */
export const credentialKinds = ['training', 'insurance', 'police-check'] as const;
export type CredentialKind = (typeof credentialKinds)[number];

export const credentialStates = ['pending', 'approved', 'rejected', 'expired'] as const;
export type CredentialState = (typeof credentialStates)[number];

/** 10 MB, counted as browsers count File.size. */
export const MAX_CREDENTIAL_BYTES = 10 * 1024 * 1024;

/** What a proof may be: a scan (PDF) or a photo of it. */
export const credentialFileTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type CredentialFileType = (typeof credentialFileTypes)[number];

export const isCredentialFileType = (type: string): type is CredentialFileType =>
  (credentialFileTypes as readonly string[]).includes(type);

/** Days before a badge's expiry on which the artist is e-mailed, furthest first. */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;
export type ReminderThreshold = (typeof EXPIRY_REMINDER_DAYS)[number];

/** Each kind needs an expiry date when approved, but a diploma or licence may have none. */
export const expiryRequired = (kind: CredentialKind): boolean => kind !== 'training';

/** A police check is dated by the artist on upload; insurance gives its expiry then. */
export const uploadDateOf = (kind: CredentialKind): 'expiresOn' | 'issuedOn' | null =>
  kind === 'insurance' ? 'expiresOn' : kind === 'police-check' ? 'issuedOn' : null;

/** A police check older than this is not accepted (Toronto Police's own advice: a year). */
export const POLICE_CHECK_MAX_AGE_DAYS = 365;

/** The problem with a credential's dates as uploaded, for the field it names; null when fine. */
export function uploadDateProblem(
  kind: CredentialKind,
  dates: { expiresOn?: string | undefined; issuedOn?: string | undefined },
  today: string,
): { field: 'expiresOn' | 'issuedOn'; message: string } | null {
  if (kind === 'insurance') {
    if (!dates.expiresOn) return { field: 'expiresOn', message: 'is required' };
    if (dates.expiresOn < today) return { field: 'expiresOn', message: 'must not be in the past' };
  }
  if (kind === 'police-check') {
    if (!dates.issuedOn) return { field: 'issuedOn', message: 'is required' };
    if (dates.issuedOn > today) return { field: 'issuedOn', message: 'must not be in the future' };
    if (dates.issuedOn < addCalendarDays(today, -POLICE_CHECK_MAX_AGE_DAYS))
      return { field: 'issuedOn', message: 'must be less than a year old' };
  }
  if (dates.expiresOn && dates.expiresOn < today)
    return { field: 'expiresOn', message: 'must not be in the past' };
  return null;
}

/** The expiry an admin proposes by default: the insurance's, or a police check's year. */
export function suggestedExpiry(
  kind: CredentialKind,
  dates: { expiresOn: string | null; issuedOn: string | null },
): string | null {
  if (dates.expiresOn) return dates.expiresOn;
  if (kind === 'police-check' && dates.issuedOn)
    return addCalendarDays(dates.issuedOn, POLICE_CHECK_MAX_AGE_DAYS);
  return null;
}

/** Whether an approved credential still earns its badge on `today` (Toronto's date). */
export const badgeShown = (expiresOn: string | null, today: string): boolean =>
  expiresOn === null || expiresOn >= today;

/**
 * Which reminder is due for a badge expiring on `expiresOn`: the nearest threshold already
 * reached (7 before 30), or null when none is, or the badge has expired. Each is sent once
 * (the server records it), so a missed day still sends it on the next run.
 */
export function reminderDue(expiresOn: string, today: string): ReminderThreshold | null {
  if (expiresOn < today) return null;
  const due = EXPIRY_REMINDER_DAYS.filter((days) => addCalendarDays(today, days) >= expiresOn);
  return due.at(-1) ?? null;
}

/** The catalogue keys naming each kind (decision 0037), for the forms, badges and e-mails. */
export const credentialKindKeys = {
  training: 'credentials.kind.training',
  insurance: 'credentials.kind.insurance',
  'police-check': 'credentials.kind.policeCheck',
} as const satisfies Record<CredentialKind, string>;

/** A badge's words: "Insured", "Trained", "Police check". */
export const credentialBadgeKeys = {
  training: 'credentials.badge.training',
  insurance: 'credentials.badge.insurance',
  'police-check': 'credentials.badge.policeCheck',
} as const satisfies Record<CredentialKind, string>;

const noon = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
};

/** "March 2027" / "mars 2027": a badge's month. */
export const formatMonthYear = (isoDate: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    noon(isoDate),
  );

/** "March 5, 2027" / "5 mars 2027": a calendar date in words. */
export const formatCalendarDate = (isoDate: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon(isoDate));
