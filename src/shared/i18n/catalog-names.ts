/**
 * The fixed lists' names (src/shared/catalog.ts) in the reader's language. The stored values
 * stay the English ones the lists hold; only what a page or an e-mail shows is translated.
 */
import type { HelpIssue } from '../catalog.ts';
import { cancelReasons, declineReasons } from '../domain/booking-reasons.ts';
import type { MessageKey, Translator } from './translator.ts';

type T = Translator['t'];

const tagKeys: Record<string, MessageKey> = {
  Haircut: 'catalog.tag.haircut',
  'All-Over Color': 'catalog.tag.allOverColor',
  'Formal Styling': 'catalog.tag.formalStyling',
  Blowout: 'catalog.tag.blowout',
  'Deep Conditioning Treatment': 'catalog.tag.deepConditioning',
  'Bridal Makeup': 'catalog.tag.bridalMakeup',
  'Social Makeup': 'catalog.tag.socialMakeup',
  'Photography Makeup': 'catalog.tag.photographyMakeup',
  'Glam Makeup': 'catalog.tag.glamMakeup',
  // The artists' makeup categories, and the hair one whose name differs from its tag's.
  Social: 'catalog.category.social',
  Bridal: 'catalog.category.bridal',
  Glam: 'catalog.category.glam',
  'Deep Conditioning Treatments': 'catalog.tag.deepConditioning',
};

const professionKeys: Record<string, MessageKey> = {
  'Makeup Artist': 'catalog.profession.makeup',
  'Makeup & Hair Artist': 'catalog.profession.makeupHair',
  'Hair Stylist': 'catalog.profession.hair',
};

const issueKeys: Record<HelpIssue, MessageKey> = {
  'app-problem': 'catalog.issue.appProblem',
  'report-artist': 'catalog.issue.reportArtist',
  'apponitment-problem': 'catalog.issue.noShowArtist',
  'cancel-problem': 'catalog.issue.cancelProblem',
  'dispute-no-show': 'catalog.issue.disputeNoShow',
  'payment-problem': 'catalog.issue.paymentProblem',
  'charge-problem': 'catalog.issue.chargeProblem',
  'report-comment': 'catalog.issue.reportComment',
  'change-phone': 'catalog.issue.changePhone',
  'change-bank-account': 'catalog.issue.changeBank',
  'not-listed-problem': 'catalog.issue.notListed',
};

/**
 * A portfolio tag (a search category) or an artist's category by its stored name: "Bridal
 * Makeup" → "Maquillage de mariée"; an unknown one stays as stored.
 */
export const tagName = (tag: string, t: T): string => (tagKeys[tag] ? t(tagKeys[tag]) : tag);

/** An artist's profession by its stored name; an unknown one stays as stored. */
export const professionName = (profession: string, t: T): string =>
  professionKeys[profession] ? t(professionKeys[profession]) : profession;

/** A Help Center issue's name by its value. */
export const issueName = (issue: HelpIssue, t: T): string => t(issueKeys[issue]);

/** The listed reasons' names in the page's language, each list's English as the shared module has it. */
const reasonKeys: Record<string, MessageKey> = {
  unavailable: 'bookings.reason.unavailable',
  'too-far': 'bookings.reason.tooFar',
  'not-offered': 'bookings.reason.notOffered',
  emergency: 'bookings.reason.emergency',
  other: 'bookings.reason.other',
  'plans-changed': 'bookings.reason.plansChanged',
  'booked-elsewhere': 'bookings.reason.bookedElsewhere',
  mistake: 'bookings.reason.mistake',
};

/** A listed reason's words in the page's language. */
export const reasonLabel = (value: string, fallback: string, t: T) =>
  reasonKeys[value] ? t(reasonKeys[value]) : fallback;

/**
 * The reason as the server wrote it ("The place is too far for me: two buses"), its listed
 * part in the page's language; the person's own words stay as written.
 */
export function localizedReason(text: string, t: T): string {
  for (const { value, label } of [...declineReasons, ...cancelReasons]) {
    if (value === 'other') continue;
    if (text === label) return reasonLabel(value, label, t);
    if (text.startsWith(`${label}: `)) {
      const words = text.slice(label.length + 2);
      return t('bookings.reason.withWords', { reason: reasonLabel(value, label, t), words });
    }
  }
  return text === 'Other' ? t('bookings.reason.other') : text;
}
