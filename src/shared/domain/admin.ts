/**
 * What the admin console records and counts (issue 16): audit actions, help-message states,
 * page-view device classes, and the 2-hour verification promise.
 */
export const auditActions = [
  'verify',
  'unverify',
  'ask-changes',
  'block',
  'unblock',
  'delete-account',
  'send-email',
  'help-reply',
  'help-status',
  'delete-comment',
  'delete-message',
  'read-conversation',
  'refund',
  'retry-charge',
  'resolve-charge',
  'run-payouts',
  'settle-no-show',
  'read-tax-details',
  'file-tax-return',
  'approve-credential',
  'reject-credential',
  'read-credential',
  'read-health-notes',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  verify: 'Verified',
  unverify: 'Took back verification',
  'ask-changes': 'Asked for changes',
  block: 'Blocked',
  unblock: 'Unblocked',
  'delete-account': 'Deleted account',
  'send-email': 'Sent e-mail',
  'help-reply': 'Replied to help message',
  'help-status': 'Changed help message status',
  'delete-comment': 'Deleted comment',
  'delete-message': 'Deleted message',
  'read-conversation': 'Read a reported conversation',
  refund: 'Refunded',
  'retry-charge': 'Retried charge',
  'resolve-charge': 'Marked charge resolved',
  'run-payouts': 'Ran payouts',
  'settle-no-show': 'Settled a disputed no-show',
  'read-tax-details': 'Read tax details for a return',
  'file-tax-return': 'Generated a tax return',
  'approve-credential': 'Approved a credential',
  'reject-credential': 'Rejected a credential',
  'read-credential': 'Opened a credential’s file',
  'read-health-notes': 'Read a customer’s health notes',
};

export const helpStatuses = ['open', 'answered', 'closed'] as const;
export type HelpStatus = (typeof helpStatuses)[number];

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Spec §1: a new artist profile is verified and published within 2 hours. */
export const VERIFICATION_PROMISE_MS = 2 * 3_600_000;

/** Whether a profile waiting since `since` has waited longer than the promise. */
export function isVerificationLate(since: Date, now: Date): boolean {
  return now.getTime() - since.getTime() > VERIFICATION_PROMISE_MS;
}

/** Search engines, link previewers, headless browsers and scripts: not people reading pages. */
const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|headless|lighthouse|curl|wget|python|httpclient|okhttp|java\/|go-http|node-fetch|axios/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

/** A coarse device class from the User-Agent: all a page view keeps of the browser. */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|phone/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The referrer's host only, lower case; '' for none, for a bad address or for our own site. */
export function referrerHostOf(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host === ownHost.toLowerCase() ? '' : host.slice(0, 100);
  } catch {
    return '';
  }
}

/** Days of no-shows the admin's overview counts per artist. */
export const NO_SHOW_DAYS = 90;
