/**
 * The server's own errors and answers found by their English words (decision 0037), apart
 * from known-messages.ts so that the browser, whose catalogue has no `error.` or `answer.`
 * messages, does not carry their patterns: the error handler reads both tables.
 */
import {
  formatTorontoDate,
  formatTorontoDateTime,
  readEnglishTorontoTime,
} from '../domain/toronto-time.ts';
import { serverTranslator } from './catalogues.ts';
import type { Locale } from './locales.ts';
import type { MessageKey } from './translator.ts';
import type { Known } from './known-messages.ts';
import { CARD_REFUSAL_TEXTS } from './card-refusals.ts';

/**
 * The travel rules' values in the reader's format: distances (`km`, `radius`) through Intl,
 * and a list of postal areas ("M4C, M4E and M4L") joined again in the reader's language.
 */
function travelValues(values: Record<string, string>, locale: Locale): Record<string, string> {
  const said = { ...values };
  for (const name of ['km', 'radius'] as const) {
    if (said[name] !== undefined)
      said[name] = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
        Number(said[name]),
      );
  }
  if (said.areas !== undefined)
    said.areas = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      said.areas.split(/, | and /),
    );
  return said;
}

/** One date the server wrote in English, written again through Intl in `locale`. */
function redate(text: string, locale: Locale): string {
  const read = readEnglishTorontoTime(text);
  if (!read) return text;
  return read.withTime
    ? formatTorontoDateTime(read.at, locale)
    : formatTorontoDate(read.at, locale);
}

/**
 * A `when` (or `day`) the server wrote with `formatTorontoDateTime` (or `formatTorontoDate`)
 * in English, and `times` (such dates joined by "; "), written again through Intl in the
 * reader's language; anything else kept.
 */
function dated(values: Record<string, string>, locale: Locale): Record<string, string> {
  const said = { ...values };
  if (said.when !== undefined) said.when = redate(said.when, locale);
  if (said.day !== undefined) said.day = redate(said.day, locale);
  if (said.times !== undefined)
    said.times = said.times
      .split('; ')
      .map((time) => redate(time, locale))
      .join('; ');
  return said;
}

/** A wizard step's English title (`wizardSteps`) in the reader's language. */
function stepTitle(values: Record<string, string>, locale: Locale): Record<string, string> {
  const keys: Record<string, MessageKey> = {
    'Personal info': 'wizard.step.personal',
    Bio: 'wizard.step.bio',
    Categories: 'wizard.step.categories',
    Portfolio: 'wizard.step.portfolio',
    'Services and location': 'wizard.step.services',
    Qualification: 'wizard.step.qualification',
    'Bank connect': 'wizard.step.bank',
  };
  const key = values.title === undefined ? undefined : keys[values.title];
  return key ? { ...values, title: serverTranslator(locale).t(key) } : values;
}

/** What an upload route asks for (`readMultipart`'s `what`), in the reader's language. */
function uploadWhat(values: Record<string, string>, locale: Locale): Record<string, string> {
  const french: Record<string, string> = {
    pictures: 'les images',
    photos: 'les photos',
    credential: 'le document',
  };
  return locale === 'fr-CA' && values.what ? { what: french[values.what] ?? values.what } : values;
}

export const KNOWN_ANSWERS: Known[] = [
  // Dates inside messages, said again in the reader's language.
  [/^You can complete this booking from (?<when>.+)\.$/, 'error.booking.completeFrom', dated],
  [
    /^You can mark a no-show from (?<when>.+), 15 minutes after the start\.$/,
    'error.booking.noShowFrom',
    dated,
  ],
  [/^We will e-mail you as soon as a time opens on (?<day>.+)\.$/, 'answer.rescue.waitlist', dated],
  [/^Too many wrong codes\. Try again after (?<when>.+)\.$/, 'error.booking.tooManyCodes', dated],
  [
    /^This card pays for your booking with (?<name>.+) on (?<when>.+)\. Add another card first, then remove this one\.$/,
    'error.payment.cardStillNeeded',
    dated,
  ],
  [
    /^That time was just taken\. (?<name>\S+) can still do (?<times>.+)\.$/,
    'error.booking.stillFree',
    dated,
  ],
  [
    /^That time was just taken, and none of the times (?<name>.+) proposed is free any more\. /,
    'error.booking.noneFree',
  ],
  // The wizard, booking photos, health notes.
  [/^Finish the (?<title>.+) step first\.$/, 'error.profile.finishStep', stepTitle],
  [/^This photo does not exist\.$/, 'error.photos.missing'],
  [/^Only the artist of this booking can add photos to it\.$/, 'error.photos.artistOnly'],
  [/^Photos can be added once the service is completed: /, 'error.photos.notCompleted'],
  [/^A booking holds at most (?<max>\d+) photos\.$/, 'error.photos.max'],
  [/^Only the customer of this booking can answer for her photo\.$/, 'error.photos.customerOnly'],
  [/^Booking not found\.$/, 'error.healthNotes.noBooking'],
  [/^The tip (?<problem>must be .+)\.$/, 'error.tip.amount'],
  [/^This artist profile does not exist\.$/, 'error.profile.missing'],
  // Weddings and events (decision 0042): the events API's errors.
  [/^This event does not exist\.$/, 'error.events.missing'],
  [
    /^The artist has changed the quote: please read version (?<version>\d+)\.$/,
    'error.events.newVersion',
  ],
  [/^There is no quote yet\.$/, 'error.events.noQuote'],
  [/^This quote is no longer open\.$/, 'error.events.quoteClosed'],
  [
    /^This quote has expired\. Ask the artist for a new one in the conversation\.$/,
    'error.events.quoteExpired',
  ],
  [/^This event has already started\.$/, 'error.events.started'],
  [/^Your artist's team has not all said yes yet\. /, 'error.events.teamWaiting'],
  [
    /^(?<name>.+): Part of this day has meanwhile been taken on the team's calendars\. /,
    'error.events.timeTakenBy',
  ],
  [
    /^Part of this day has meanwhile been taken on the team's calendars\. /,
    'error.events.timeTaken',
  ],
  [/^This retainer is not waiting to be paid\.$/, 'error.events.retainerNotDue'],
  [/^The 24 hours to pay the retainer have passed; /, 'error.events.retainerLapsed'],
  [/^This retainer is already being charged\.$/, 'error.events.retainerCharging'],
  [/^You cannot ask yourself for a quote\.$/, 'error.events.own'],
  [/^This artist does not take weddings and events\.$/, 'error.events.notTaken'],
  [/^The ready-by time (?<problem>must .+)\.$/, 'error.events.readyBy'],
  [/^These services have changed\. Please choose them again\.$/, 'error.events.servicesChanged'],
  [/^This request was already sent to another artist\.$/, 'error.events.sentElsewhere'],
  [/^Finish your profile first\.$/, 'error.events.finishProfile'],
  [/^You have already added a tip to this event\.$/, 'error.events.tipAlready'],
  [/^A tip can be added once the event is completed\.$/, 'error.events.tipNotCompleted'],
  [/^A tip can be added within 7 days of the event\.$/, 'error.events.tipClosed'],
  [/^The date to change the party online has passed\. /, 'error.events.partyCutOff'],
  [/^This quote is accepted: ask the artist in the conversation /, 'error.events.partyAccepted'],
  [/^This event can no longer be changed\.$/, 'error.events.noChange'],
  [/^Give each person of the party a different name\.$/, 'error.events.partyNames'],
  [
    /^(?<service>.+) is not on the artist’s quote: ask her in the conversation to quote it\.$/,
    'error.events.notQuoted',
  ],
  [/^This quote was already answered; it cannot change now\.$/, 'error.events.answered'],
  [/^There is no invitation to answer for this event\.$/, 'error.events.noInvitation'],
  [/^Every slot must be for a person of the quote\.$/, 'error.events.slotPerson'],
  [/^Every slot must be done by a member of the team\.$/, 'error.events.slotMember'],
  [/^Every slot must end after it starts\.$/, 'error.events.slotEnd'],
  [/^Everyone must be ready by the ready-by time\.$/, 'error.events.slotReadyBy'],
  [/^A team member cannot do two people at once\.$/, 'error.events.slotMemberTwice'],
  [/^One person cannot be in two chairs at once\.$/, 'error.events.slotPersonTwice'],
  [/^must be after today and before the event$/, 'error.events.validUntil'],
  [/^You are already the lead artist\.$/, 'error.events.alreadyLead'],
  [/^Invite verified Blush artists only\.$/, 'error.events.verifiedOnly'],
  [/^This event cannot be completed now\.$/, 'error.events.cannotComplete'],
  [/^This is not the booking code\.$/, 'error.events.badCode'],
  [/^The event has not started yet\.$/, 'error.events.notStarted'],
  [/^This event is already being completed\.$/, 'error.events.completing'],
  [/^This event can no longer be cancelled\.$/, 'error.events.cannotCancel'],
  [/^A payment for this event is going through\. /, 'error.events.paymentGoing'],
  [/^Choose a start$/, 'error.events.start'],
  [/^Choose an end$/, 'error.events.end'],
  [/^Add at least one line$/, 'error.events.oneLine'],
  [/^Choose the date the retainer stops being refundable$/, 'error.events.refundableUntil'],
  [/^Choose the date the quote is valid until$/, 'error.events.quoteValidUntil'],
  [/^must be an amount in dollars$/, 'error.events.amount'],
  [/^must not be negative$/, 'error.events.negative'],
  [/^is too high$/, 'error.events.tooHigh'],
  [/^must be from 5 to 480 minutes$/, 'error.events.minutes'],
  [/^must be a percentage from 0 to 100$/, 'error.events.percent'],
  [/^At most (?<max>\d+) assistants$/, 'error.events.maxAssistants'],
  [/^Enter the booking code$/, 'error.events.enterCode'],
  [/^This event is over: its team no longer changes\.$/, 'error.events.teamOver'],
  [/^You are not on this event’s team\.$/, 'error.events.notOnTeam'],
  [/^You lead this event: cancel it instead\.$/, 'error.events.leadCancels'],
  [
    /^Until the quote is accepted, invite another artist by sending a new quote\.$/,
    'error.events.replaceBeforeAccept',
  ],
  [/^This artist has not left the team\.$/, 'error.events.notLeft'],
  [/^Another artist is already invited in her place\.$/, 'error.events.replacedAlready'],
  [/^This artist is already on the team\.$/, 'error.events.onTeam'],
  [/^You have a booking at that time: you cannot join this event\.$/, 'error.events.bookedThen'],
  [/^This photo does not exist\.$/, 'error.events.noPhoto'],
  [/^Only the customer adds inspiration photos\.$/, 'error.events.photosCustomer'],
  [/^This event is over\.$/, 'error.events.over'],
  [/^An event holds at most (?<max>\d+) photos\.$/, 'error.events.maxPhotos'],
  [/^You have no artist profile yet\. /, 'error.profile.none'],
  [/^You already have an artist profile\. Edit it in your settings\.$/, 'error.profile.exists'],
  [/^We do not know this postal code yet\.$/, 'error.profile.postalCode'],
  [/^A profile can list at most 30 services\.$/, 'error.profile.maxServices'],
  [/^Keep at least one service: /, 'error.profile.lastService'],
  [/^This service does not exist\.$/, 'error.profile.noService'],
  [/^This course or certificate does not exist\.$/, 'error.profile.noEducation'],
  [/^Start your artist profile first\.$/, 'error.profile.startFirst'],
  [/^This picture does not exist\.$/, 'error.images.missing'],
  [/^Start your artist profile before adding pictures\.$/, 'error.images.startFirst'],
  [/^A portfolio holds at most (?<max>\d+) pictures\.$/, 'error.images.max'],
  [/^Your profile picture changed meanwhile\. Reload and try again\.$/, 'error.images.changed'],
  [/^Please pick at least one image\.$/, 'error.images.none'],
  [/^"(?<file>.+)" could not be read: /, 'error.images.unreadable'],
  [/^"(?<file>.+)" has too many pixels, /, 'error.images.pixels'],
  [
    /^"(?<file>.+)" is too large, please pick a smaller file \(Max\. 10MB\)$/,
    'error.files.tooLarge',
  ],
  [/^"(?<type>.+)" is not a supported format: send a PDF, JPEG or PNG$/, 'error.files.format'],
  [/^This credential does not exist\.$/, 'error.credentials.missing'],
  // Uploads (http/multipart.ts, shared/images.ts).
  [/^Send the (?<what>\w+) as multipart\/form-data\.$/, 'error.upload.multipart', uploadWhat],
  [/^Too many fields\.$/, 'error.upload.tooManyFields'],
  [/^Send one file at a time\.$/, 'error.upload.oneFile'],
  [/^Only (?<max>\d+) images can be uploaded at a time$/, 'error.images.tooMany'],
  [
    /^"(?<file>.+)" is too large, please pick a smaller file \(Max\. 5MB\)$/,
    'error.images.tooLarge',
  ],
  [/^"(?<type>.+)" is not a supported format$/, 'error.images.format'],
  [/^Only this booking’s customer and artist can read it\.$/, 'error.healthNotes.refused'],
  [/^The health notes are shown once you accept the booking\.$/, 'error.healthNotes.notYet'],
  [/^This request came from another site, so it was refused\. /, 'error.crossSite'],
  [/^Choose each service once\.$/, 'error.booking.serviceTwice'],
  [
    /^The prices have changed: this order now comes to \$(?<dollars>[\d,.]+)\. Please review your order\.$/,
    'error.booking.pricesChanged',
  ],
  [/^No card was saved for this booking\.$/, 'error.booking.noCardSaved'],
  // A card's refusal as the payment provider words it (card-refusals.ts).
  ...CARD_REFUSAL_TEXTS,
  // An amount typed the other language's way (schemas/profile.ts); the browser's forms say it
  // themselves, so the first load does not carry it.
  [/^is unclear: write cents after a point, like 1,234\.50$/, 'validation.amountUnclear'],
  // The amount limits' refusals (domain/amount-limits.ts): the `problem` is a known message
  // whose amount is said again in the reader's format.
  [/^The price of (?<name>.+) (?<problem>must be at .+)\.$/, 'error.booking.priceLimit'],
  [/^(?<name>.+) × (?<quantity>\d+) (?<problem>must be at .+)\.$/, 'error.booking.lineLimit'],
  [/^The total with the fee (?<problem>must be at .+)\.$/, 'error.booking.totalLimit'],
  [/^The charge (?<problem>must be at .+)\.$/, 'error.payment.chargeLimit'],
  // The checkout's (bookings/checkout.ts, create-booking.ts, patch-test-check.ts,
  // booking-place.ts, calendar/claim-slot.ts and visit-place.ts, places.service.ts).
  [/^This artist cannot take bookings yet\.$/, 'error.booking.notTaking'],
  [/^Choose a date and time in the future\.$/, 'error.booking.future'],
  [/^Choose a date within the next 12 months\.$/, 'error.booking.withinYear'],
  [/^This artist does not offer this place of service\.$/, 'error.booking.placeNotOffered'],
  [/^That time was just taken — pick another$/, 'error.booking.slotTaken'],
  [
    /^Many bookings are being made with this artist right now\. Please try again\.$/,
    'error.booking.busy',
  ],
  [
    /^This service needs a patch test first, which (?<name>.+) does not offer yet\.$/,
    'error.booking.patchTestNone',
  ],
  [
    /^This service needs a patch test with (?<name>.+) at least 48 hours before: book her “(?<service>.+)” first, on (?<when>.+) at the latest\.$/,
    'error.booking.patchTestFirst',
    dated,
  ],
  [
    /^The artist cannot travel there in time from her booking before, /,
    'error.booking.cannotReach',
  ],
  [/^This card is no longer saved\. Please choose another card\.$/, 'error.payment.cardGone'],
  [/^Please sign in to dispute a no-show\.$/, 'error.help.signInDispute'],
  [/^Please sign in to report a comment\.$/, 'error.help.signInReport'],
  [/^This no-show does not exist\.$/, 'error.help.noNoShow'],
  [/^This passkey is already saved\.$/, 'error.passkey.saved'],
  [/^This passkey was already removed\.$/, 'error.passkey.removed'],
  [/^This session has already ended\.$/, 'error.session.ended'],
  [/^Your account has no password yet\. /, 'error.noPassword'],
  [/^This link has expired or was already used\. Ask for a new one below\.$/, 'error.link.expired'],
  [
    /^This reset link has expired or was already used\. Please ask for a new one\.$/,
    'error.link.resetExpired',
  ],
  [/^Delete your own account from your account settings\.$/, 'error.deleteOwn'],
  [/^This user does not exist\.$/, 'error.user.missing'],
  [/^This sign-in overlapped with another one\. Please try again\.$/, 'error.social.overlap'],
  [/^This sign-in method is not available on this site\.$/, 'error.social.unavailable'],
  // Social sign-in (social-sign-in.service.ts, oauth.ts): the provider's name kept.
  [
    /^This (?<provider>\w+) sign-in has expired or was already used\. Please start again\.$/,
    'error.social.expired',
  ],
  [/^(?<provider>\w+) didn't share an e-mail address with us\. /, 'error.social.noEmail'],
  [
    /^An account with this e-mail already exists\. Sign in with your password\.$/,
    'error.social.existsPassword',
  ],
  [
    /^An account with this e-mail already exists\. Sign in the way you signed up\.$/,
    'error.social.existsOther',
  ],
  [
    /^(?<provider>\w+) sign-in is not available right now\. Please try again\.$/,
    'error.social.down',
  ],
  [/^(?<provider>\w+) did not accept this sign-in\. /, 'error.social.refused'],
  [/^This account is blocked — contact support$/, 'error.blocked'],
  [/^Profile Updated$/, 'answer.profile.updated'],
  [/^Categories Added$/, 'answer.profile.categories'],
  [/^Service Added$/, 'answer.profile.serviceAdded'],
  [/^Service Removed$/, 'answer.profile.serviceRemoved'],
  [/^Education Added$/, 'answer.profile.educationAdded'],
  [/^Education Removed$/, 'answer.profile.educationRemoved'],
  [/^Pictures Added$/, 'answer.images.added'],
  [/^Tags Saved$/, 'answer.images.tags'],
  [/^Picture Removed$/, 'answer.images.removed'],
  [/^Profile picture updated$/, 'answer.images.profile'],
  [/^Credential removed$/, 'answer.credentials.removed'],
  [/^Health notes deleted$/, 'answer.healthNotes.deleted'],
  [/^No health notes to delete$/, 'answer.healthNotes.none'],
  [/^Passkey added\. You can now sign in with it\.$/, 'answer.passkey.added'],
  [/^Passkey removed$/, 'answer.passkey.removed'],
  [/^Email sent successfully$/, 'answer.emailSent'],
  [/^Message Removed$/, 'answer.messages.removed'],
  // At-home visits: the places' field messages and the travel rules' refusals (schemas/places.ts,
  // domain/travel.ts, calendar/visit-place.ts), said by the server only; their distances and
  // lists of postal areas in the reader's format (`travelValues`).
  [/^is outside Ontario$/, 'error.places.outsideOntario'],
  [/^is not a Canadian postal code \(like M4L 1Z8\)$/, 'error.places.notPostalCode'],
  [
    /^is not a Toronto postal area we know: drop the pin on the map instead$/,
    'error.places.unknownPostalArea',
  ],
  [/^Give lat and lng together$/, 'error.places.latLngTogether'],
  [/^Give a postal code or coordinates$/, 'error.places.placeNeeded'],
  [/^must be a number$/, 'error.places.number'],
  [/^must be between (?<min>-?\d+) and (?<max>-?\d+)$/, 'error.places.between'],
  [/^Use at most (?<max>\d+) characters$/, 'error.places.useAtMost'],
  [/^Type at most (?<max>\d+) characters$/, 'error.places.typeAtMost'],
  // The service area form's (schemas/places.ts): distances in the reader's format.
  [/^must be a number of km$/, 'error.places.km'],
  [/^must be at least (?<km>[\d.]+) km$/, 'error.places.minKm', travelValues],
  [/^must be at most (?<km>[\d.]+) km$/, 'error.places.maxKm', travelValues],
  [/^must be an amount$/, 'error.places.amount'],
  [/^must be whole cents$/, 'error.places.wholeCents'],
  [/^must not be negative$/, 'error.places.negative'],
  [/^List at most (?<max>\d+) postal areas$/, 'error.places.maxAreas'],
  [/^Give at most (?<max>\d+) bands$/, 'error.places.maxBands'],
  [/^Pick your address from the suggestions, or give its postal code$/, 'error.travel.pick'],
  [
    /^(?<name>.+) travels within (?<radius>[\d.]+) km of (?<base>[A-Z]\d[A-Z]); this address is (?<km>[\d.]+) km away$/,
    'error.travel.outsideRadius',
    travelValues,
  ],
  [
    /^(?<name>.+) travels within (?<radius>[\d.]+) km of her base; this address is (?<km>[\d.]+) km away$/,
    'error.travel.outsideRadiusBase',
    travelValues,
  ],
  [
    /^(?<name>.+) travels to (?<areas>.+); this address is in (?<area>[A-Z]\d[A-Z])$/,
    'error.travel.outsideAreas',
    travelValues,
  ],
  [
    /^(?<name>.+) travels to (?<areas>.+); this address has no postal area she lists$/,
    'error.travel.outsideAreasNone',
    travelValues,
  ],
  [/^(?<name>.+) does not travel to her clients$/, 'error.travel.noVisits'],
  // The admin console's errors and answers (decision 0037, issue 35).
  [/^This help message does not exist\.$/, 'error.admin.noHelpMessage'],
  [/^Marked open$/, 'answer.admin.markedOpen'],
  [/^Marked answered$/, 'answer.admin.markedAnswered'],
  [/^Marked closed$/, 'answer.admin.markedClosed'],
  [/^Reply sent$/, 'answer.admin.replySent'],
  [/^You cannot block your own account\.$/, 'error.admin.blockSelf'],
  [/^This account was already blocked$/, 'answer.admin.alreadyBlocked'],
  [/^The account is blocked$/, 'answer.admin.blocked'],
  [/^The account is unblocked$/, 'answer.admin.unblocked'],
  [/^This account was not blocked$/, 'answer.admin.notBlocked'],
  [/^The account has been deleted$/, 'answer.admin.deleted'],
  [/^Profile verified$/, 'answer.admin.verified'],
  [/^Profile unverified$/, 'answer.admin.unverified'],
  [/^The artist has been asked for changes$/, 'answer.admin.askedChanges'],
  [/^This booking has no charge\.$/, 'error.admin.noCharge'],
  [/^Only a failed charge can be marked resolved\.$/, 'error.admin.resolveFailedOnly'],
  [/^Marked resolved$/, 'answer.admin.resolved'],
  [/^Nothing to pay out right now$/, 'answer.admin.nothingToPay'],
  [/^Paid \$(?<dollars>[\d,.]+) to 1 artist$/, 'answer.admin.paidOne'],
  [/^Paid \$(?<dollars>[\d,.]+) to (?<count>\d+) artists$/, 'answer.admin.paidMany'],
  [/^The charge went through$/, 'answer.admin.chargeWent'],
  [/^The charge failed again: (?<why>.+)$/, 'answer.admin.chargeFailedWhy'],
  [/^The charge failed again$/, 'answer.admin.chargeFailed'],
  [/^The charge is still pending with the provider$/, 'answer.admin.chargePending'],
  [/^Only a paid booking can be refunded\.$/, 'error.refund.unpaid'],
  [/^The artist has already been paid for this booking, /, 'error.refund.paidOut'],
  [/^This booking is already fully refunded\.$/, 'error.refund.full'],
  [/^At most \$(?<dollars>[\d,.]+) can be refunded\.$/, 'error.refund.atMost'],
  [/^The payment provider refused the refund\. Nothing was refunded\.$/, 'error.refund.refused'],
  [/^Refunded \$(?<dollars>[\d,.]+)$/, 'answer.refund.done'],
  [/^The refund of \$(?<dollars>[\d,.]+) is being processed$/, 'answer.refund.processing'],
  [/^This no-show is not disputed, or was already settled\.$/, 'error.admin.notDisputed'],
  [/^Refunded; both were e-mailed$/, 'answer.admin.noShowRefunded'],
  [/^Charge kept; both were e-mailed$/, 'answer.admin.noShowKept'],
  [/^This conversation is private: admins can open it only /, 'error.admin.privateConversation'],
  [/^Set (?<names>.+) first \(see README\)\.$/, 'error.tax.settings'],
  [/^No seller to report for (?<year>\d{4})\.$/, 'error.tax.noSeller'],
  [/^Tax details are missing for: (?<names>.+)\.$/, 'error.tax.missing'],
];
