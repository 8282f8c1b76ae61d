/**
 * The server's own errors and answers found by their English words (decision 0037), apart
 * from known-messages.ts so that the browser, whose catalogue has no `error.` or `answer.`
 * messages, does not carry their patterns: the error handler reads both tables.
 */
import type { Known } from './known-messages.ts';
import type { Translator } from './translator.ts';

/**
 * The travel rules' values in the reader's format: distances (`km`, `radius`) through Intl,
 * and a list of postal areas ("M4C, M4E and M4L") joined again in the reader's language.
 */
function travelValues(values: Record<string, string>, { locale }: Translator): void {
  for (const name of ['km', 'radius'] as const) {
    if (values[name] !== undefined)
      values[name] = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
        Number(values[name]),
      );
  }
  if (values.areas !== undefined)
    values.areas = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      values.areas.split(/, | and /),
    );
}

export const KNOWN_ANSWERS: Known[] = [
  [/^The tip (?<problem>must be .+)\.$/, 'error.tip.amount'],
  [/^This artist profile does not exist\.$/, 'error.profile.missing'],
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
  [/^Only this booking’s customer and artist can read it\.$/, 'error.healthNotes.refused'],
  [/^The health notes are shown once you accept the booking\.$/, 'error.healthNotes.notYet'],
  [/^This request came from another site, so it was refused\. /, 'error.crossSite'],
  [/^Choose each service once\.$/, 'error.booking.serviceTwice'],
  [
    /^The prices have changed: this order now comes to \$(?<dollars>[\d,.]+)\. Please review your order\.$/,
    'error.booking.pricesChanged',
  ],
  [/^No card was saved for this booking\.$/, 'error.booking.noCardSaved'],
  [
    /^The artist cannot travel there in time from her booking before, /,
    'error.booking.cannotReach',
  ],
  [/^This artist does not offer this place of service\.$/, 'error.booking.placeNotOffered'],
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
];
