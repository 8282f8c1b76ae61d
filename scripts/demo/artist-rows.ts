/**
 * Turns a hand-written demo artist into the rows the app would hold had they gone through the
 * whole wizard: user, profile, services, education and the plan of their pictures. Pure and
 * deterministic: the same artist and index always give the same rows (ids and dates aside).
 */
import { randomUUID } from 'node:crypto';
import type { portfolioTags } from '#shared/catalog.ts';
import { WIZARD_FINISHED } from '#shared/domain/wizard.ts';
import { CITY } from '#shared/schemas/profile.ts';
import type {
  images,
  profileEducation,
  profiles,
  profileServices,
  users,
} from '#server/db/schema/index.ts';
import type { ServiceArea } from '#shared/domain/travel.ts';
import {
  locateTorontoPostalCode,
  nearbyTorontoAreas,
} from '#server/integrations/geo/toronto-fsa.ts';
import type { DemoArtist } from './artists.ts';
import { prng } from './random.ts';
import { availabilities, scheduleOf, servicesByCategory } from './services.ts';

type Tag = (typeof portfolioTags)[number];

export interface PicturePlan {
  kind: (typeof images.$inferInsert)['kind'];
  tag: Tag | null;
  /** Which design of the pool: its motif and its index there. */
  motif: 'hair' | 'makeup' | 'avatar';
  design: number;
  createdAt: Date;
}

export interface ArtistRows {
  user: typeof users.$inferInsert & { id: string };
  profile: typeof profiles.$inferInsert;
  services: Array<typeof profileServices.$inferInsert>;
  education: Array<typeof profileEducation.$inferInsert>;
  /** The profile picture first, then the portfolio. */
  pictures: PicturePlan[];
}

/** `Lucía` → `lucia@artists.blush.local`: first names are unique among the demo artists. */
/**
 * Where the demo artists who travel go, from their own postal area: every other one within a
 * radius (10, 15 or 20 km) with fee bands (free up to 5 km, then $15, then $25), the others to
 * their own area and its neighbours for a flat $10. Priya goes 15 km with the bands.
 */
function demoServiceArea(
  artist: DemoArtist,
  area: { postalPrefix: string; lat: number; lng: number },
  index: number,
): ServiceArea | null {
  if (artist.street !== undefined && artist.travels !== true) return null;
  const base = { lat: area.lat, lng: area.lng, postalArea: area.postalPrefix };
  if (artist.firstName === 'Priya' || index % 2 === 0) {
    return {
      base,
      radiusKm: artist.firstName === 'Priya' ? 15 : [10, 15, 20][index % 3]!,
      postalAreas: [],
      feeBands: [
        { upToKm: 5, feeCents: 0 },
        { upToKm: 10, feeCents: 1500 },
        { upToKm: null, feeCents: 2500 },
      ],
    };
  }
  const near = nearbyTorontoAreas(base, 6);
  return { base, radiusKm: null, postalAreas: near, feeBands: [{ upToKm: null, feeCents: 1000 }] };
}

export function artistEmail(artist: DemoArtist): string {
  const plain = artist.firstName.normalize('NFD').replace(/[^A-Za-z]/g, '');
  return `${plain.toLowerCase()}@artists.blush.local`;
}

/** The portfolio tags a category's work is filed under (spec §3 and §9 name them apart). */
function tagsOf(artist: DemoArtist): Tag[] {
  const makeup = (artist.makeup ?? []).map((c): Tag => `${c} Makeup`);
  // Editorial and headshot work is what social makeup artists photograph most.
  if (artist.makeup?.includes('Social')) makeup.push('Photography Makeup');
  const hair = (artist.hair ?? []).map((c): Tag =>
    c === 'Deep Conditioning Treatments' ? 'Deep Conditioning Treatment' : c,
  );
  return [...makeup, ...hair];
}

const minutes = (n: number) => n * 60_000;
const hairTags = new Set<Tag>([
  'Haircut',
  'All-Over Color',
  'Formal Styling',
  'Blowout',
  'Deep Conditioning Treatment',
]);

/**
 * Lash extensions, which need a patch test 48 hours before and ask the health questions, and
 * the patch test itself.
 */
const lashServices = (
  userId: ReturnType<typeof randomUUID>,
  createdAt: Date,
): Array<typeof profileServices.$inferInsert> => [
  {
    userId,
    typeOfService: 'Lash Extensions',
    description: 'Classic full set, about 90 lashes per eye; glue suited to sensitive eyes.',
    amountCents: 14_000,
    durationMinutes: 120,
    needsPatchTest: true,
    asksHealthQuestions: true,
    createdAt,
  },
  {
    userId,
    typeOfService: 'Lash Patch Test',
    description: 'A few lashes with the glue and tint, checked 48 hours later.',
    amountCents: 1_000,
    durationMinutes: 15,
    isPatchTest: true,
    createdAt,
  },
];

export function artistRows(
  artist: DemoArtist,
  index: number,
  {
    now,
    passwordHash,
    poolSizes,
  }: { now: Date; passwordHash: string; poolSizes: Record<PicturePlan['motif'], number> },
): ArtistRows {
  const r = prng(7_919 * (index + 1));
  const id = randomUUID();
  // Verified artists joined over the past eight months; pending ones signed up this last hour
  // or two (spec: a new profile is looked at within 2 hours).
  const createdAt = new Date(
    now.getTime() - (artist.pending ? minutes(r.int(15, 100)) : minutes(60 * 24 * r.int(7, 240))),
  );
  const at = (offset: number) => new Date(createdAt.getTime() + minutes(offset));
  const verifiedAt = artist.pending ? null : at(r.int(20, 110));

  const ideas = [...(artist.makeup ?? []), ...(artist.hair ?? [])].flatMap(
    (category) => servicesByCategory[category],
  );
  const services: Array<typeof profileServices.$inferInsert> = Array.from(
    { length: Math.min(ideas.length, r.int(1, 4)) },
    (_, i) => {
      const [idea] = ideas.splice(r.int(0, ideas.length - 1), 1);
      const [min, max] = idea!.dollars;
      // Whole five-dollar steps, as artists price.
      const dollars = min + 5 * r.int(0, Math.floor((max - min) / 5));
      return {
        userId: id,
        typeOfService: idea!.type,
        description: idea!.description,
        amountCents: dollars * 100,
        durationMinutes: idea!.minutes,
        // Hair dye can burn a scalp: colour asks the health questions (decision 0041).
        asksHealthQuestions: servicesByCategory['All-Over Color'].includes(idea!),
        createdAt: at(5 + i),
      };
    },
  );
  if (artist.lashes) services.push(...lashServices(id, at(10)));

  const area = locateTorontoPostalCode(artist.postalCode);
  if (!area)
    throw new Error(`Demo artist ${artist.firstName}: unknown district ${artist.postalCode}`);

  const tags = tagsOf(artist);
  const pictures: PicturePlan[] = [
    {
      kind: 'profile',
      tag: null,
      motif: 'avatar',
      design: index % poolSizes.avatar,
      createdAt: at(1),
    },
  ];
  for (let i = 0, count = r.int(5, 8); i < count; i++) {
    const tag = tags[i % tags.length]!;
    const motif = hairTags.has(tag) ? 'hair' : 'makeup';
    // Consecutive designs from a different starting point per artist: no repeat within one
    // portfolio, and neighbours in the search rarely share a picture.
    const design = (index * 5 + i) % poolSizes[motif];
    pictures.push({ kind: 'portfolio', tag, motif, design, createdAt: at(2 + i) });
  }

  return {
    user: {
      id,
      email: artistEmail(artist),
      firstName: artist.firstName,
      lastName: artist.lastName,
      role: 'user',
      passwordHash,
      emailConfirmedAt: at(3),
      // 555-01xx numbers are reserved for fiction: nobody real gets a demo call.
      mobileNumber: `+1${r.pick(['416', '647', '437'])}555${String(100 + index).padStart(4, '0')}`,
      createdAt,
      updatedAt: createdAt,
    },
    profile: {
      userId: id,
      profession: artist.profession,
      bio: artist.bio,
      city: CITY,
      instagramUsername: artist.instagram ?? null,
      hairCategories: artist.hair ?? [],
      makeupCategories: artist.makeup ?? [],
      availability: r.pick(availabilities),
      schedule: scheduleOf(artist),
      instantBook: artist.instantBook === true,
      hstNumber: artist.hstNumber ?? null,
      // As the location step stores them: a street only for a place clients come to.
      place: artist.street !== undefined,
      delivery: artist.street === undefined || artist.travels === true,
      street: artist.street ?? null,
      postalCode: artist.postalCode,
      lat: area.lat,
      lng: area.lng,
      serviceArea: demoServiceArea(artist, area, index),
      gender: artist.gender,
      qualified: artist.qualified,
      englishLevel: artist.english,
      // The rule `refreshPrice` keeps: the lowest service amount.
      priceCents: Math.min(...services.filter((s) => !s.isPatchTest).map((s) => s.amountCents)),
      wizardStep: WIZARD_FINISHED,
      verifiedAt,
      submittedAt: createdAt,
      createdAt,
      updatedAt: verifiedAt ?? createdAt,
    },
    services,
    education: (artist.education ?? []).map(([title, school, year], i) => ({
      userId: id,
      title,
      school,
      year,
      createdAt: at(30 + i),
    })),
    pictures,
  };
}
