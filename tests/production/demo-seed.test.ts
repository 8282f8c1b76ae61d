import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import { WIZARD_FINISHED } from '#shared/domain/wizard.ts';
import {
  BioInput,
  CategoriesInput,
  CITY,
  EducationInput,
  HstNumberInput,
  LocationInput,
  QualificationInput,
  ServiceInput,
} from '#shared/schemas/profile.ts';
import { ScheduleInput } from '#shared/schemas/availability.ts';
import type { Database } from '#server/db/open-db.ts';
import {
  artistCredentials,
  artistSearchFacts,
  bookingPhotos,
  bookings,
  eventQuotes,
  events,
  eventTeam,
  helpMessages,
  images,
  paymentCards,
  profiles,
  profileServices,
  reviewComments,
  users,
} from '#server/db/schema/index.ts';
import { checkPassword } from '#server/accounts/passwords.ts';
import { locateTorontoPostalCode } from '#server/integrations/geo/toronto-fsa.ts';
import { variantKey } from '#server/integrations/images/store-image.ts';
import { localFileStorage } from '#server/integrations/storage/local-storage.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { openTestDb } from '#tests/support/test-app.ts';
import { artistEmail, artistRows } from '../../scripts/demo/artist-rows.ts';
import { demoArtists } from '../../scripts/demo/artists.ts';
import { startedVisitSecond, startedVisits } from '../../scripts/demo/started-visits.ts';
import { demoAccounts, demoLogins, resetDemo, seedDemoIfEmpty } from '../../scripts/seed.ts';

let database: Database & { drop(): Promise<void> };
let uploads: string;
let storage: FileStorage;

beforeAll(async () => {
  database = await openTestDb();
  uploads = mkdtempSync(path.join(tmpdir(), 'blush-demo-'));
  storage = localFileStorage(uploads);
});
afterAll(async () => {
  await database?.drop();
  rmSync(uploads, { recursive: true, force: true });
});

const SEEDING = 120_000;

const pick = <T extends object, K extends keyof T>(from: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/** The keys an image row says it has, and the keys storage really holds for it. */
async function filesOf(image: { id: string; widths: number[] }) {
  const expected = image.widths.map((w) => variantKey(image.id, w)).sort();
  const present = (await storage.list(`images/${image.id}/`)).sort();
  return { expected, present };
}

describe('the hand-written demo artists', () => {
  it('pass the checks the profile forms make', () => {
    const now = new Date();
    const poolSizes = { hair: 14, makeup: 14, avatar: 8 };
    demoArtists.forEach((artist, index) => {
      const rows = artistRows(artist, index, { now, passwordHash: 'x', poolSizes });
      const { profile } = rows;
      const who = `${artist.firstName} ${artist.lastName}`;
      // The forms' schemas are strict: each gets exactly its own fields.
      const checks: Array<[z.ZodType, unknown]> = [
        [
          BioInput,
          { ...pick(profile, 'profession', 'bio', 'city'), instagramUsername: artist.instagram },
        ],
        [
          CategoriesInput,
          { stateHair: profile.hairCategories, stateMakeup: profile.makeupCategories },
        ],
        [
          LocationInput,
          {
            ...pick(profile, 'availability', 'place', 'delivery', 'postalCode'),
            street: profile.street ?? '',
          },
        ],
        [QualificationInput, pick(profile, 'gender', 'qualified', 'englishLevel')],
        [HstNumberInput, { hstNumber: profile.hstNumber ?? '' }],
        [ScheduleInput, { ...profile.schedule, instantBook: profile.instantBook }],
        ...rows.services.map((s): [z.ZodType, unknown] => [
          ServiceInput,
          {
            ...pick(s, 'typeOfService', 'description', 'durationMinutes'),
            amount: String(s.amountCents / 100),
            needsPatchTest: s.needsPatchTest ?? false,
            isPatchTest: s.isPatchTest ?? false,
            asksHealthQuestions: s.asksHealthQuestions ?? false,
          },
        ]),
        ...rows.education.map((e): [z.ZodType, unknown] => [
          EducationInput,
          pick(e, 'title', 'school', 'year'),
        ]),
      ];
      for (const [schema, input] of checks) {
        const result = schema.safeParse(input);
        expect(result.error?.issues ?? [], `${who}: ${JSON.stringify(input)}`).toEqual([]);
      }
      expect(locateTorontoPostalCode(artist.postalCode), who).not.toBeNull();
    });
  });

  it('has one lash service that needs a patch test, and its artist offers the patch test', () => {
    const poolSizes = { hair: 14, makeup: 14, avatar: 8 };
    const lashes = demoArtists.flatMap((artist, index) => {
      const { services, profile } = artistRows(artist, index, {
        now: new Date(),
        passwordHash: 'x',
        poolSizes,
      });
      return services.some((s) => s.needsPatchTest) ? [{ artist, services, profile }] : [];
    });
    expect(lashes.map((l) => l.artist.firstName)).toEqual(['Keisha']);
    const [{ services, profile }] = lashes as [(typeof lashes)[number]];
    const patch = services.find((s) => s.isPatchTest);
    expect(patch).toMatchObject({ amountCents: 1000, durationMinutes: 15 });
    // Her "from" price is a service's, not the patch test's.
    expect(profile.priceCents).toBeGreaterThan(patch!.amountCents);
    // Her lashes ask the health questions (decision 0041), as every hair colour service does.
    expect(services.find((s) => s.needsPatchTest)?.asksHealthQuestions).toBe(true);
    const colour = demoArtists.flatMap((artist, index) =>
      artistRows(artist, index, { now: new Date(), passwordHash: 'x', poolSizes }).services.filter(
        (s) => ['All-Over Colour', 'Balayage', 'Root Touch-Up'].includes(s.typeOfService),
      ),
    );
    expect(colour.length).toBeGreaterThan(0);
    expect(colour.every((s) => s.asksHealthQuestions)).toBe(true);
  });

  it('has two HST-registered artists with bank accounts, the others small suppliers', () => {
    const registered = demoArtists.filter((a) => a.hstNumber);
    expect(registered.map((a) => a.firstName)).toEqual(['Hana', 'Marcus']);
    for (const artist of registered) expect(artist.noBank ?? artist.pending).toBeUndefined();
  });

  it('work Tuesday to Saturday, 10:00–19:00, with 15-minute buffers; Priya around the clock', () => {
    const now = new Date();
    const poolSizes = { hair: 14, makeup: 14, avatar: 8 };
    demoArtists.forEach((artist, index) => {
      const { profile, services } = artistRows(artist, index, {
        now,
        passwordHash: 'x',
        poolSizes,
      });
      const schedule = profile.schedule!;
      expect(
        services.every((s) => s.durationMinutes! >= 15),
        artist.firstName,
      ).toBe(true);
      if (artist.firstName === 'Priya') {
        // README's walk-through: a whole booking, completion included, at any hour.
        expect(schedule.weekly).toEqual(Array(7).fill([{ start: '00:00', end: '24:00' }]));
        expect(schedule.minNoticeMinutes).toBe(0);
        return;
      }
      expect(schedule.weekly.map((d) => d.length)).toEqual([0, 0, 1, 1, 1, 1, 1]);
      expect(schedule.weekly[2]).toEqual([{ start: '10:00', end: '19:00' }]);
      expect([schedule.bufferBeforeMinutes, schedule.bufferAfterMinutes]).toEqual([15, 15]);
    });
  });
});

describe('seeding the demo data', () => {
  it(
    'makes about forty finished artist profiles with pictures stored like uploads',
    async () => {
      const { db } = database;
      expect(await seedDemoIfEmpty({ db, storage })).toBe(true);
      expect(await seedDemoIfEmpty({ db, storage })).toBe(false);

      const rows = await db
        .select({ profile: profiles, user: users })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId));
      expect(rows.length).toBe(demoArtists.length);
      expect(rows.length).toBeGreaterThanOrEqual(38);
      expect(rows.filter((r) => r.profile.verifiedAt).length).toBe(35);
      expect(rows.filter((r) => !r.profile.verifiedAt).length).toBe(5);
      expect(new Set(rows.map((r) => r.user.email)).size).toBe(rows.length);

      // Each end-to-end spec and viewport has its own service that has started (with Priya,
      // or Hana for the pricing spec), for its customer, on her saved card: completable with its
      // code, found by its mark; Hana's is quoted with her HST.
      const started = await db
        .select({
          at: bookings.appointmentAt,
          code: bookings.bookCode,
          card: bookings.gatewayCardId,
          email: users.email,
          saved: paymentCards.gatewayCardId,
          artistId: bookings.artistId,
          serviceHst: bookings.serviceHstCents,
          artistHstNumber: bookings.artistHstNumber,
        })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.customerId))
        .leftJoin(paymentCards, eq(paymentCards.userId, users.id))
        .where(and(eq(bookings.state, 'accepted'), sql`${bookings.appointmentAt} < now()`));
      expect(started).toHaveLength(startedVisits.length);
      for (const visit of startedVisits) {
        const mine = started.filter((b) => b.at.getUTCSeconds() === startedVisitSecond(visit.key));
        expect(mine, visit.key).toHaveLength(1);
        const [b] = mine;
        const artist = rows.find((r) => r.user.firstName === visit.artist.firstName)!;
        expect(b!.artistId).toBe(artist.user.id);
        expect(b!.email).toBe(visit.customerEmail);
        expect(b!.at.getTime()).toBeLessThan(Date.now());
        expect(b!.code).toMatch(/^[A-Z2-9]{6}$/);
        expect(b!.card).toBe(b!.saved);
        expect(b!.artistHstNumber).toBe(artist.profile.hstNumber);
        expect(b!.serviceHst > 0).toBe(artist.profile.hstNumber !== null);
      }

      // Most verified artists have reviews of completed visits, counted as the app counts them.
      const rated = rows.filter((r) => r.profile.reviewCount > 0);
      expect(rated.length).toBeGreaterThan(20);
      expect(rated.every((r) => r.profile.verifiedAt !== null)).toBe(true);
      for (const { profile } of rated) {
        const live = await db
          .select({ rating: reviewComments.rating, state: bookings.state })
          .from(reviewComments)
          .innerJoin(bookings, eq(bookings.id, reviewComments.bookingId))
          .where(eq(reviewComments.artistId, profile.userId));
        expect(live.every((l) => l.state === 'completed')).toBe(true);
        const mean = live.reduce((sum, l) => sum + l.rating, 0) / live.length;
        expect([profile.reviewCount, profile.ratingAverage]).toEqual([
          live.length,
          Math.round(mean * 100) / 100,
        ]);
      }

      // Priya takes weddings and events; a quote for Chloé's party waits for her, with Mei
      // on the team (she said yes) and a trial three weeks before (issue 42).
      const priya = rows.find((r) => r.user.email === 'priya@artists.blush.local')!;
      expect(priya.profile.takesEvents).toBe(true);
      const waiting = await db
        .select({ event: events, customer: users.email })
        .from(events)
        .innerJoin(users, eq(users.id, events.customerId));
      expect(waiting).toHaveLength(1);
      const [{ event, customer }] = waiting as [(typeof waiting)[number]];
      expect([customer, event.leadId, event.state]).toEqual([
        'chloe@blush.local',
        priya.user.id,
        'quoted',
      ]);
      expect(event.trialAt!.getTime()).toBeLessThan(event.readyBy.getTime());
      const [quote] = await db.select().from(eventQuotes).where(eq(eventQuotes.eventId, event.id));
      expect(quote!.validUntil.getTime()).toBeGreaterThan(Date.now());
      expect(quote!.totalCents).toBeGreaterThan(0);
      const team = await db.select().from(eventTeam).where(eq(eventTeam.eventId, event.id));
      const mei = rows.find((r) => r.user.email === 'mei@artists.blush.local')!;
      expect(team.map((m) => [m.artistId, m.status]).sort()).toEqual(
        [
          [priya.user.id, 'lead'],
          [mei.user.id, 'accepted'],
        ].sort(),
      );

      // Joined over several months, not all at once.
      const joined = rows.map((r) => r.profile.createdAt.getTime());
      expect(Math.max(...joined) - Math.min(...joined)).toBeGreaterThan(90 * 86_400_000);

      const pictures = await db.select().from(images).orderBy(asc(images.createdAt));
      const prices = await db
        .select({ userId: profileServices.userId, lowest: sql<number>`min(amount_cents)::int` })
        .from(profileServices)
        // A patch test's price is not the artist's "from" price (decision 0041).
        .where(eq(profileServices.isPatchTest, false))
        .groupBy(profileServices.userId);

      for (const { profile, user } of rows) {
        const who = user.email;
        expect(user.email, who).toMatch(/^[a-z]+@artists\.blush\.local$/);
        expect(user.emailConfirmedAt, who).not.toBeNull();
        expect(profile, who).toMatchObject({ city: CITY, wizardStep: WIZARD_FINISHED });
        expect(profile.bio.length, who).toBeLessThanOrEqual(300);
        expect(profile.priceCents, who).toBe(prices.find((p) => p.userId === user.id)?.lowest);

        // Categories fit the profession.
        const [hair, makeup] = [profile.hairCategories.length, profile.makeupCategories.length];
        if (profile.profession === 'Hair Stylist') expect([hair > 0, makeup]).toEqual([true, 0]);
        if (profile.profession === 'Makeup Artist') expect([hair, makeup > 0]).toEqual([0, true]);
        if (profile.profession === 'Makeup & Hair Artist') expect(hair * makeup).toBeGreaterThan(0);

        // Located as the location step locates a postal code.
        const area = locateTorontoPostalCode(profile.postalCode!);
        expect(area, who).not.toBeNull();
        expect([profile.lat, profile.lng]).toEqual([area!.lat, area!.lng]);
        expect(profile.place || profile.delivery).toBe(true);
        expect(profile.street === null, who).toBe(!profile.place);

        const own = pictures.filter((p) => p.userId === user.id);
        const portfolio = own.filter((p) => p.kind === 'portfolio');
        expect(portfolio.length, who).toBeGreaterThanOrEqual(5);
        expect(portfolio.length, who).toBeLessThanOrEqual(8);
        for (const { tag } of portfolio) {
          const fits =
            tag === 'Photography Makeup'
              ? makeup > 0
              : tag?.endsWith(' Makeup')
                ? profile.makeupCategories.includes(tag.replace(' Makeup', ''))
                : profile.hairCategories.some((c) => c.startsWith(tag!));
          expect(fits, `${who}: ${tag}`).toBe(true);
        }
        const avatar = own.filter((p) => p.kind === 'profile');
        expect(avatar.map((p) => p.id)).toEqual([user.profileImageId]);
      }

      // Every row's files are in storage, and they are what the upload pipeline writes.
      for (const picture of pictures) {
        const { expected, present } = await filesOf(picture);
        expect(present).toEqual(expected);
      }
      const sample = pictures.find((p) => p.kind === 'portfolio')!;
      const widest = await storage.get(variantKey(sample.id, Math.max(...sample.widths)));
      const chunks: Buffer[] = [];
      for await (const chunk of widest!.body) chunks.push(chunk as Buffer);
      expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({
        format: 'webp',
        width: sample.width,
        height: sample.height,
      });

      // The logins printed at start work.
      for (const login of demoLogins) {
        const [account] = await db.select().from(users).where(eq(users.email, login.email));
        expect(await checkPassword(account!.passwordHash, login.password), login.email).toBe(true);
      }
      const customers = await db.select().from(users).where(eq(users.role, 'user'));
      // Artists, the demo accounts but the admin, and six people who only wrote reviews.
      expect(customers.length).toBe(demoArtists.length + demoAccounts.length - 1 + 6);
      expect(demoLogins.map((l) => l.email)).toContain('chloe@blush.local');

      // The demo customers Chloé and Maya can pay, and every verified artist but three can be
      // paid (the three show clients that they cannot take bookings yet); nobody else is set up.
      const cards = await db
        .select({ email: users.email, last4: paymentCards.last4 })
        .from(paymentCards)
        .innerJoin(users, eq(users.id, paymentCards.userId))
        .orderBy(users.email);
      expect(cards).toEqual([
        { email: 'chloe@blush.local', last4: '4242' },
        { email: 'maya@blush.local', last4: '4242' },
      ]);
      const connected = await db
        .select({ email: users.email, verified: users.mobileVerifiedAt })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(sql`${profiles.payoutAccountId} is not null`);
      const unconnected = ['amina', 'sofia', 'grace'];
      expect(connected.map((c) => c.email).sort()).toEqual(
        demoArtists
          .filter((artist) => !artist.pending)
          .map(artistEmail)
          .filter((email) => !unconnected.some((name) => email.startsWith(`${name}@`)))
          .sort(),
      );
      expect(connected.map((c) => c.email)).toContain('mei@artists.blush.local');
      expect(connected.every((c) => c.verified !== null)).toBe(true);

      // Most verified artists hold checked credentials (decision 0041), Mei's insurance ending
      // within 30 days; each file is stored privately and opens as a PDF.
      const held = await db
        .select({ credential: artistCredentials, firstName: users.firstName })
        .from(artistCredentials)
        .innerJoin(users, eq(users.id, artistCredentials.userId));
      const holders = new Set(held.map((h) => h.credential.userId));
      expect(holders.size).toBeGreaterThan(35 / 2);
      expect(held.every((h) => h.credential.state === 'approved')).toBe(true);
      const today = torontoDay(new Date());
      const soon = held.filter(
        (h) =>
          h.credential.expiresOn !== null && h.credential.expiresOn <= addCalendarDays(today, 30),
      );
      expect(soon.map((h) => [h.firstName, h.credential.kind])).toEqual([['Mei', 'insurance']]);
      const file = await storage.get(held[0]!.credential.fileKey);
      expect(file?.contentType).toBe('application/pdf');
      file?.body.destroy();

      // One demo artist shows one photo from a real, reviewed booking its customer allowed; its
      // private copy is stored, and her search facts count it.
      const photos = await db.select().from(bookingPhotos);
      expect(photos).toHaveLength(1);
      const [photo] = photos;
      expect(photo!.consent).toBe(true);
      expect(photo!.imageId).not.toBeNull();
      expect(await db.$count(reviewComments, eq(reviewComments.bookingId, photo!.bookingId))).toBe(
        1,
      );
      expect((await storage.list(`private/booking-photos/${photo!.id}/`)).length).toBe(
        photo!.widths.length,
      );
      const [facts] = await db
        .select({ n: artistSearchFacts.bookingPhotos })
        .from(artistSearchFacts)
        .where(eq(artistSearchFacts.artistId, photo!.artistId));
      expect(facts?.n).toBe(1);
    },
    SEEDING,
  );

  it(
    'rebuilds everything on reset, deleting the old pictures’ files',
    async () => {
      const { db } = database;
      const before = await db.select().from(images);
      await db
        .insert(helpMessages)
        .values({ email: 'a@example.com', issue: 'app-problem', text: 'Hi' });

      await resetDemo({ db, storage });

      for (const picture of before) {
        expect((await filesOf(picture)).present).toEqual([]);
      }
      const after = await db.select().from(images);
      expect(after.length).toBeGreaterThanOrEqual(demoArtists.length * 6);
      expect(after.some((p) => before.some((b) => b.id === p.id))).toBe(false);
      // Nothing else is left in storage: only the new pictures' files.
      const files = await storage.list('images/');
      const credentialFiles = await storage.list('private/credentials/');
      expect((await storage.list('private/booking-photos/')).length).toBe(
        (await db.select().from(bookingPhotos)).reduce((n, p) => n + p.widths.length, 0),
      );
      expect(credentialFiles.length).toBe(await db.$count(artistCredentials));
      expect(files.length).toBe(after.reduce((n, p) => n + p.widths.length, 0));
      expect(await db.$count(profiles)).toBe(demoArtists.length);
      expect(await db.$count(helpMessages)).toBe(0);
    },
    SEEDING,
  );
});
