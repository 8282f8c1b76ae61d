/** The fixed lists of spec §3 and §9, used by forms, schemas and search alike. */

export const professions = ['Makeup Artist', 'Makeup & Hair Artist', 'Hair Stylist'] as const;

export const hairCategories = [
  'Haircut',
  'All-Over Color',
  'Formal Styling',
  'Blowout',
  'Deep Conditioning Treatments',
] as const;

export const makeupCategories = ['Social', 'Bridal', 'Glam'] as const;

/** Portfolio tags, which are also the nine search categories. */
export const portfolioTags = [
  'Haircut',
  'All-Over Color',
  'Formal Styling',
  'Blowout',
  'Deep Conditioning Treatment',
  'Bridal Makeup',
  'Social Makeup',
  'Photography Makeup',
  'Glam Makeup',
] as const;

/** Help Center issues: value → label, in the spec's order (values kept as the spec spells them). */
export const helpIssues = [
  { value: 'app-problem', label: 'Report a problem in the web' },
  { value: 'report-artist', label: 'Report an artist' },
  { value: 'apponitment-problem', label: "The artist didn't show up" },
  { value: 'cancel-problem', label: "Can't cancel my booking" },
  { value: 'dispute-no-show', label: 'Dispute a no-show' },
  { value: 'payment-problem', label: 'Problem with payment method' },
  { value: 'charge-problem', label: 'Charge is incorrect' },
  { value: 'report-comment', label: 'Report a comment in my profile' },
  { value: 'change-phone', label: 'Change my phone number' },
  { value: 'change-bank-account', label: 'Change my bank account' },
  { value: 'not-listed-problem', label: 'Problem not listed' },
] as const;

export type HelpIssue = (typeof helpIssues)[number]['value'];

/** The orders search results come in. */
export const searchSorts = ['relevance', 'newest', 'price', 'rating'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** The orders of search by artist (rules in domain/artist-search.ts). */
export const artistSorts = ['bestMatch', 'soonest', 'price', 'distance', 'rating'] as const;
export type ArtistSort = (typeof artistSorts)[number];

/** Parts of a day a customer may ask for (Toronto time): before noon, to 5 p.m., after. */
export const timesOfDay = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

/** Where the service happens (the checkout's words): the artist's place, or the client's home. */
export const servicePlaces = ['artistSite', 'toHome'] as const;
export type ServicePlace = (typeof servicePlaces)[number];
