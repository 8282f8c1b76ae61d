/**
 * The fixed lists' names (src/shared/catalog.ts) in the reader's language. The stored values
 * stay the English ones the lists hold; only what a page or an e-mail shows is translated.
 */
import type { HelpIssue } from '../catalog.ts';
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

/** A portfolio tag (a search category) by its stored name: "Bridal Makeup" → "Maquillage de mariée". */
export const tagName = (tag: string, t: T): string => (tagKeys[tag] ? t(tagKeys[tag]) : tag);

/** An artist's profession by its stored name; an unknown one stays as stored. */
export const professionName = (profession: string, t: T): string =>
  professionKeys[profession] ? t(professionKeys[profession]) : profession;

/** A Help Center issue's name by its value. */
export const issueName = (issue: HelpIssue, t: T): string => t(issueKeys[issue]);
