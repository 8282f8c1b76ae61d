/**
 * Messages written in English where they are decided (the zod schemas' field messages, the
 * server's AppErrors and answers), found here by their words and given in the reader's
 * language (decision 0037). The schemas and services stay as they are, and a message nobody
 * has listed yet comes out in English, with one warning: never blank, never a key.
 */
import type { Locale } from './locales.ts';
import type { MessageKey, Translator } from './translator.ts';

/**
 * A pattern, its key, and what its values become in the reader's language when more than
 * the shared rules below (amounts, nested messages): a date said again (known-answers.ts).
 */
export type Known = [
  pattern: RegExp,
  key: MessageKey,
  reword?: (values: Record<string, string>, locale: Locale) => Record<string, string>,
];

/** `(?<name>…)` groups become the message's values. */
const KNOWN: Known[] = [
  // The shared field messages (src/shared/schemas/common.ts and its neighbours).
  [/^is required$/, 'validation.required'],
  [/^is invalid$/, 'validation.invalid'],
  [/^must be at most (?<max>\d+) characters$/, 'validation.maxChars'],
  [/^must be at least (?<min>\d+) characters$/, 'validation.minChars'],
  [/^must be a valid e-mail address$/, 'validation.email'],
  [/^must be a Canadian phone number$/, 'validation.phone'],
  [/^must not contain control characters$/, 'validation.control'],
  [/^must be on one line$/, 'validation.oneLine'],
  [/^must not contain invisible or text-reversing characters$/, 'validation.invisible'],
  [/^must not contain a broken character \(a lone surrogate\)$/, 'validation.broken'],
  [/^is already registered$/, 'validation.registered'],
  [/^is not a valid id$/, 'validation.id'],
  [/^must be true$/, 'validation.mustAccept'],
  [/^Passwords do not match$/, 'validation.passwordsDiffer'],
  // Credentials (decision 0041).
  [/^must not be in the past$/, 'validation.notPast'],
  [/^must not be in the future$/, 'validation.notFuture'],
  // Health notes (decision 0041).
  [/^must be yes or no$/, 'validation.yesNo'],
  // Weddings and events (decision 0042).
  [/^must be in the future$/, 'events.error.future'],
  [/^must be before the event$/, 'events.error.beforeEvent'],
  [/^Choose the kind of event$/, 'events.error.type'],
  [/^Choose the date and the time everyone must be ready by$/, 'events.error.readyBy'],
  [/^Choose when the trial should be$/, 'events.error.trialAt'],
  [/^Choose at least one service$/, 'events.error.services'],
  [/^A party is at least 1 person$/, 'events.error.partyMin'],
  [/^A party is at most (?<max>\d+) people$/, 'events.error.partyMax'],
  [/^This event does not exist\.$/, 'events.error.notFound'],
  [/^must be less than a year old$/, 'validation.underAYear'],
  [/^must be a PDF, JPEG or PNG$/, 'validation.credentialFile'],
  [/^must be at most 10 MB$/, 'validation.tenMegabytes'],
  // The error handler's and the accounts' answers.
  [/^Please check the highlighted fields\.$/, 'error.validation'],
  [/^Please check the highlighted fields \((?<where>\w+)\)\.$/, 'error.validationIn'],
  [/^Something went wrong on our side\. Please try again in a moment\.$/, 'error.internal'],
  [/^There is no (?<method>[A-Z]+) (?<path>\S*)\.$/, 'error.noRoute'],
  [/^The request body is not valid JSON\.$/, 'error.badJson'],
  [/^The request is too large\.$/, 'error.tooLarge'],
  [/^Please sign in to continue\.$/, 'error.signIn'],
  [/^Only administrators can do this\.$/, 'error.adminOnly'],
  [/^Only artists can do this\. Start your artist profile first\.$/, 'error.artistOnly'],
  [/^The e-mail or password is incorrect\.$/, 'error.badLogin'],
  [/^An account with this e-mail already exists\.$/, 'error.emailTaken'],
  [/^Please confirm your e-mail address before signing in\. /, 'error.unconfirmed'],
  [/^This account can no longer be used\.$/, 'error.unusable'],
  [/^Your current password is not right\.$/, 'error.currentPassword'],
  [/^Too many attempts\./, 'error.tooMany'],
  [
    /^We sent a confirmation link to (?<email>\S+)\. It expires in 24 hours\.$/,
    'answer.registered',
  ],
  [/^An email has been sent with instructions to reset your password$/, 'answer.forgot'],
  [/^Your password has been successfully changed$/, 'answer.passwordChanged'],
  [/^If that address has an account waiting for confirmation, /, 'answer.resent'],
  [/^Your account has been permanently deleted$/, 'answer.deleted'],
  [/^Signed out$/, 'answer.signedOut'],
  // Bookings, payments, tips, reviews and messages (their services and routes).
  [/^This booking does not exist\.$/, 'error.booking.missing'],
  [/^The artist is booked for a wedding or event at that time — /, 'error.booking.eventHeld'],
  [/^You cannot do this with this booking\.$/, 'error.booking.forbidden'],
  [
    /^Mark a no-show from the booking, 15 minutes after its start\.$/,
    'error.booking.noShowFromBooking',
  ],
  [/^Complete the service with the customer's booking code\.$/, 'error.booking.completeWithCode'],
  [
    /^Book the proposed time from its link to answer the proposal\.$/,
    'error.booking.rebookFromLink',
  ],
  [/^Propose another date and time\.$/, 'error.booking.proposeTime'],
  [/^This request has expired\.$/, 'error.booking.expired'],
  [/^This booking has just changed\. Please reload it\.$/, 'error.booking.changed'],
  [/^This proposal can no longer be booked\.$/, 'error.booking.proposalGone'],
  [/^Only an accepted booking can be completed\.$/, 'error.booking.completeAccepted'],
  [/^This code does not match the booking\.$/, 'error.booking.badCode'],
  [/^Only an accepted booking can be marked as a no-show\.$/, 'error.booking.noShowAccepted'],
  [/^This booking is already marked as a no-show\.$/, 'error.booking.noShowAlready'],
  [
    /^This service was completed with its code and its payment is pending, so it cannot be a no-show\.$/,
    'error.booking.noShowPaid',
  ],
  [/^You cannot book your own services\.$/, 'error.booking.own'],
  [
    /^You have already rebooked this booking with another artist\.$/,
    'error.booking.alreadyRebooked',
  ],
  [/^This order was already placed with another artist\.$/, 'error.booking.orderElsewhere'],
  [/^These services have changed\. Please review your order\.$/, 'error.booking.servicesChanged'],
  [/^The card of this booking was removed\. Book from checkout\.$/, 'error.booking.cardRemoved'],
  [/^No card is saved for this booking\.$/, 'error.booking.noCard'],
  [/^Save a card under Payment method first\.$/, 'error.booking.saveCard'],
  [/^You cannot wait for your own free times\.$/, 'error.booking.ownWaitlist'],
  [/^There is no payment for this booking\.$/, 'error.payment.none'],
  [/^There is no receipt for this booking\.$/, 'error.payment.noReceipt'],
  [/^This charge has already succeeded\.$/, 'error.payment.alreadyPaid'],
  [/^This card is not among your saved cards\.$/, 'error.payment.unknownCard'],
  [/^This card is already saved\.$/, 'error.payment.cardSaved'],
  [/^A tip can be added once the booking is paid\.$/, 'error.tip.unpaid'],
  [/^A tip can be added once the service is completed\.$/, 'error.tip.notCompleted'],
  [/^A tip can be added within 7 days of the service\.$/, 'error.tip.closed'],
  [/^You have already added a tip to this booking\.$/, 'error.tip.already'],
  [
    /^Only a customer with a completed booking with this artist can review it\.$/,
    'error.review.notCustomer',
  ],
  [/^You have already reviewed this booking\.$/, 'error.review.already'],
  [/^This artist does not exist\.$/, 'error.review.noArtist'],
  [/^This comment does not exist\.$/, 'error.review.noComment'],
  [/^This conversation is closed: it is read-only now\.$/, 'error.messages.closed'],
  [/^This message does not exist\.$/, 'error.messages.missing'],
  [/^Service completed$/, 'answer.booking.completed'],
  [
    /^Payment pending: the card payment has not been confirmed yet\. The booking is completed as soon as it is; you do not need to enter the code again\.$/,
    'answer.booking.paymentPending',
  ],
  [/^Comment Removed$/, 'answer.review.removed'],
  [/^Thank you\. Our team will look at this message\.$/, 'answer.messages.reported'],
  [/^Your calendar address no longer works\.$/, 'answer.calendar.removed'],
  // The profile, services, schedule, checkout, payments and places' field messages. A
  // `dollars` group is an amount said again in the reader's format; a `problem` group is
  // itself a known message. (The server's own errors and answers: known-answers.ts.)
  [/^must be an amount like 80 or 79\.50$/, 'validation.amount'],
  [/^must be greater than 0$/, 'validation.positive'],
  [/^must be at least 15 minutes$/, 'validation.minDuration'],
  [/^must be at most 8 hours$/, 'validation.maxDuration'],
  [/^may only use letters, numbers, dots and underscores$/, 'validation.username'],
  [/^Choose at least one category$/, 'validation.oneCategory'],
  [/^A patch test cannot need a patch test$/, 'validation.patchTestSelf'],
  [/^must be 1950 or later$/, 'validation.year1950'],
  [/^must be a real year$/, 'validation.realYear'],
  [/^Choose your place, the client’s home, or both$/, 'validation.servicePlace'],
  [/^must be (?<min>\d+) to (?<max>\d+)$/, 'validation.range'],
  [/^does not match$/, 'validation.noMatch'],
  [/^is not a valid link$/, 'validation.link'],
  [/^must be a date \(YYYY-MM-DD\)$/, 'validation.date'],
  [/^must be a Canadian postal code \(A1A 1A1\)$/, 'validation.postalCode'],
  [/^must be a postal area like M4C$/, 'validation.postalArea'],
  [/^Choose your bank$/, 'validation.bank'],
  [/^The transit number has 5 digits$/, 'validation.transit'],
  [/^The institution number has 3 digits$/, 'validation.institution'],
  [/^Say why$/, 'validation.sayWhy'],
  [/^Say in a few words why$/, 'validation.sayWhyWords'],
  [/^Choose a reason$/, 'validation.reason'],
  [/^Choose at least one service$/, 'validation.oneService'],
  [/^Choose at most (?<max>\d+) services$/, 'validation.maxServices'],
  [/^At most (?<max>\d+) of each$/, 'validation.maxEach'],
  [/^Propose at most 3 times$/, 'validation.maxProposals'],
  [/^The end must be after the start$/, 'validation.endAfterStart'],
  [/^At most 6 ranges a day$/, 'validation.maxRanges'],
  [/^These hours overlap$/, 'validation.overlap'],
  [/^Give the hours of all seven days$/, 'validation.sevenDays'],
  [/^This date is listed twice$/, 'validation.dateTwice'],
  [/^Type at least 3 characters$/, 'validation.type3'],
  [/^Give a radius or at least one postal area$/, 'validation.radiusOrArea'],
  [/^Each band must reach further than the one before$/, 'validation.bands'],
  [/^Give a postal code to sort by distance$/, 'validation.sortDistance'],
  [/^Pick a date or "free this week" first$/, 'validation.dateFirst'],
  [/^must not be more than the highest price$/, 'validation.minAboveMax'],
  [/^must be at (?<which>least|most) \$(?<dollars>[\d,.]+)$/, 'validation.dollarLimit'],
  [/^must be at most the service subtotal \(\$(?<dollars>[\d.]+)\)$/, 'validation.maxSubtotal'],
  [/^must be a whole number of cents$/, 'validation.wholeCents'],
  // The browser's own (src/client/lib/api.ts, forms.ts).
  [/^We could not reach Blush\. Check your connection and try again\.$/, 'shell.error.network'],
  [/^Something went wrong\. Please try again\.$/, 'shell.error.generic'],
];

/** Every key this table can give: what the catalogue check counts as used. */
export const KNOWN_MESSAGE_KEYS: readonly MessageKey[] = KNOWN.map(([, key]) => key);

/**
 * `text` in `t`'s language when it is a known message; otherwise `text` itself, and
 * `unknown(text)` is told (once per text is the caller's affair).
 */
export function localizeMessage(
  text: string,
  translator: Translator,
  unknown: (text: string) => void = () => {},
  /** More patterns than the shared ones (the server's answers: known-answers.ts). */
  more: readonly Known[] = [],
): string {
  if (translator.locale === 'en-CA') return text;
  for (const [pattern, key, reword] of [...more, ...KNOWN]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const shared = localizedValues(match.groups ?? {}, translator, more);
    const values = reword ? reword(shared, translator.locale) : shared;
    // A message the reader's catalogue lacks (the browser has no server-only ones) stays as is.
    const said = translator.t(key, values);
    return said === key ? text : said;
  }
  unknown(text);
  return text;
}

/** A match's values in the reader's language: amounts through Intl, nested messages too. */
function localizedValues(
  groups: Record<string, string>,
  translator: Translator,
  more: readonly Known[],
): Record<string, string> {
  const values = { ...groups };
  if (values.dollars !== undefined)
    values.dollars = new Intl.NumberFormat(translator.locale, {
      style: 'currency',
      currency: 'CAD',
    }).format(Number(values.dollars.replaceAll(',', '')));
  if (values.problem !== undefined)
    values.problem = localizeMessage(values.problem, translator, undefined, more);
  return values;
}
