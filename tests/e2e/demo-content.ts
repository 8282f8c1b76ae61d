/**
 * What the demo data's people wrote or are called (scripts/demo): their names, bios, studios,
 * schools, services, notes on their hours and reviews. The pseudo-locale sweep takes it out of a French page before it
 * looks for English: people's own words are never translated.
 */
import { demoArtists } from '../../scripts/demo/artists.ts';
import { reviewers, reviewReplies, reviewWords } from '../../scripts/demo/seed-reviews.ts';
import { availabilities, servicesByCategory } from '../../scripts/demo/services.ts';

/** The demo customers and the admin (scripts/seed.ts, which loads too much to import here). */
const customers = [
  ['Chloé', 'Tremblay'],
  ['Maya', 'Singh'],
  ['Daniel', 'Osei'],
  ['Amara', 'Okafor'],
];

const names = [...customers, ...reviewers, ...demoArtists.map((a) => [a.firstName, a.lastName])];

export const demoContent: string[] = [
  ...names.flatMap(([first, last]) => [`${first} ${last}`, `${first} ${last[0]}.`, first, last]),
  // Initials: an avatar's stand-in for a picture.
  ...names.map(([first, last]) => `${first[0]}${last[0]}`),
  ...demoArtists.flatMap((a) => [
    a.bio,
    a.street ?? '',
    a.postalCode,
    a.instagram ?? '',
    ...(a.education ?? []).flatMap(([title, school]) => [title, school]),
  ]),
  ...Object.values(servicesByCategory).flatMap((ideas) =>
    ideas.flatMap((idea) => [idea.type, idea.description]),
  ),
  ...reviewWords.flatMap(([subject, text]) => [subject, text]),
  ...reviewReplies,
  // Notes on their hours.
  ...availabilities,
  'Toronto',
].filter((text) => text.length > 0);
