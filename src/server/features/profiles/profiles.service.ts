import type { z } from 'zod';
import type {
  BioInput,
  CategoriesInput,
  EducationInput,
  ProfileUpdate,
  ServiceInput,
} from '#shared/schemas/profile.ts';
import { blockingStep, WIZARD_FINISHED, wizardSteps } from '#shared/domain/wizard.ts';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../app-error.ts';
import type { Actor } from '../../http/sessions.ts';
import type { AppContext } from '../../context.ts';
import { artistTerms } from '../../money/settlement-rules.ts';
import { locateTorontoPostalCode } from '../../integrations/geo/toronto-fsa.ts';
import { ownProfileView, publicProfileView, type LoadedProfile } from './profile-view.ts';
import {
  advanceWizardStep,
  countServices,
  deleteOwnEducation,
  deleteOwnService,
  findEducation,
  findImages,
  findProfileRows,
  findServices,
  findWizardFacts,
  hasProfile,
  insertEducation,
  insertProfile,
  insertService,
  listVerifiedProfileIds,
  lockProfile,
  refreshPrice,
  updateOwnProfile,
  type ProfileChanges,
} from './profiles.queries.ts';

type Out<T extends z.ZodType> = z.output<T>;
const notFound = () => new AppError('not_found', 'This artist profile does not exist.');
const noProfile = () =>
  new AppError(
    'not_found',
    'You have no artist profile yet. Start one from "I\'m a Beauty Artist".',
  );

/** Profiles with what hangs off them, in four queries however many there are, in `userIds` order. */
export async function loadProfiles(ctx: AppContext, userIds: string[]): Promise<LoadedProfile[]> {
  const rows = await findProfileRows(ctx.db, userIds);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.profile.userId);
  const [services, education, pictures] = await Promise.all([
    findServices(ctx.db, ids),
    findEducation(ctx.db, ids),
    findImages(
      ctx.db,
      rows.flatMap((r) => (r.profileImageId ? [r.profileImageId] : [])),
    ),
  ]);
  const byId = new Map(rows.map((r) => [r.profile.userId, r]));
  return userIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        row,
        services: services.filter((s) => s.userId === id),
        education: education.filter((e) => e.userId === id),
        image: pictures.find((p) => p.id === row.profileImageId) ?? null,
        feeBps: ctx.env.CUSTOMER_FEE_BPS,
      },
    ];
  });
}

async function loadProfile(ctx: AppContext, userId: string): Promise<LoadedProfile | null> {
  return (await loadProfiles(ctx, [userId]))[0] ?? null;
}

export async function getOwnProfile(ctx: AppContext, userId: string) {
  const loaded = await loadProfile(ctx, userId);
  if (!loaded) throw noProfile();
  const { commissionBps } = await artistTerms(ctx.db, ctx.env, userId, new Date());
  return ownProfileView(loaded, commissionBps);
}

/** A profile as anyone sees it; unverified or blocked ones only for their owner and admins. */
export async function getPublicProfile(ctx: AppContext, userId: string, actor: Actor | null) {
  const found = await ctx.publicCache.get(ctx.db, `profile:${userId}`, async () => {
    const loaded = await loadProfile(ctx, userId);
    if (!loaded) return null;
    const listed = loaded.row.profile.verifiedAt !== null && loaded.row.blockedAt === null;
    return { listed, view: publicProfileView(loaded) };
  });
  const privileged = actor?.id === userId || actor?.role === 'Admin';
  if (!found || (!found.listed && !privileged)) throw notFound();
  return found.view;
}

/** Spec §9: lists of artists come 31 at a time. */
const PAGE_SIZE = 31;

export async function listPublicProfiles(ctx: AppContext, page: number) {
  const ids = await listVerifiedProfileIds(ctx.db, page, PAGE_SIZE);
  return (await loadProfiles(ctx, ids)).map(publicProfileView);
}

/** The wizard's bio step makes the profile (spec §4: profileStarted after the bio step). */
export async function createProfile(ctx: AppContext, userId: string, input: Out<typeof BioInput>) {
  if (!(await insertProfile(ctx.db, { userId, ...input, wizardStep: 3 }))) {
    throw new AppError('conflict', 'You already have an artist profile. Edit it in your settings.');
  }
  return getOwnProfile(ctx, userId);
}

export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: Out<typeof ProfileUpdate>,
) {
  const { location, wizardStep, ...fields } = input;
  const set: ProfileChanges = { ...fields };
  if (location) {
    const area = location.postalCode ? locateTorontoPostalCode(location.postalCode) : null;
    if (location.postalCode && !area) {
      throw new AppError('validation', 'We do not know this postal code yet.', {
        'location.postalCode': 'is not a Toronto postal code we know',
      });
    }
    Object.assign(set, {
      availability: location.availability || null,
      place: location.place,
      delivery: location.delivery,
      street: location.place ? location.street : null,
      postalCode: location.postalCode || null,
      lat: area?.lat ?? null,
      lng: area?.lng ?? null,
    });
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await updateOwnProfile(tx, userId, set))) throw noProfile();
    if (wizardStep !== undefined) await advanceWizard(tx, userId, wizardStep);
    return { message: 'Profile Updated' };
  });
}

/**
 * Moves the resume point forward to `step` (never back: revisiting an earlier step keeps
 * the artist's place), once the steps before it hold what they ask for.
 */
async function advanceWizard(db: Db, userId: string, step: number) {
  const facts = await findWizardFacts(db, userId);
  if (!facts) throw noProfile();
  const missing = blockingStep(step, facts);
  if (missing !== null) {
    const title = wizardSteps[missing - 1]!.title;
    throw new AppError('conflict', `Finish the ${title} step first.`);
  }
  // Finishing the wizard starts the 2-hour verification promise (once).
  await advanceWizardStep(db, userId, step, step >= WIZARD_FINISHED);
}

export async function setCategories(
  ctx: AppContext,
  userId: string,
  input: Out<typeof CategoriesInput>,
) {
  const changed = await updateOwnProfile(ctx.db, userId, {
    hairCategories: [...new Set(input.stateHair)],
    makeupCategories: [...new Set(input.stateMakeup)],
  });
  if (!changed) throw noProfile();
  return { message: 'Categories Added' };
}

export async function addService(ctx: AppContext, userId: string, input: Out<typeof ServiceInput>) {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockProfile(tx, userId))) throw noProfile();
    const count = await countServices(tx, userId);
    if (count >= 30) throw new AppError('conflict', 'A profile can list at most 30 services.');
    await insertService(tx, {
      userId,
      typeOfService: input.typeOfService,
      amountCents: input.amount,
      description: input.description,
      durationMinutes: input.durationMinutes,
      needsPatchTest: input.needsPatchTest,
      isPatchTest: input.isPatchTest,
      asksHealthQuestions: input.asksHealthQuestions,
    });
    await refreshPrice(tx, userId);
  });
  return { message: 'Service Added' };
}

/** The wizard's services step: past it, a profile keeps at least one service. */
const SERVICES_STEP = wizardSteps.findIndex((s) => s.title === 'Services and location') + 1;

export async function removeService(ctx: AppContext, userId: string, serviceId: string) {
  await ctx.db.transaction(async (tx) => {
    const owner = await lockProfile(tx, userId);
    const count = await countServices(tx, userId);
    if (owner && owner.wizardStep > SERVICES_STEP && count <= 1) {
      throw new AppError(
        'conflict',
        'Keep at least one service: clients book your services. Add another one first.',
      );
    }
    if (!(await deleteOwnService(tx, userId, serviceId))) {
      throw new AppError('not_found', 'This service does not exist.');
    }
    await refreshPrice(tx, userId);
  });
  return { message: 'Service Removed' };
}

export async function addEducation(
  ctx: AppContext,
  userId: string,
  input: Out<typeof EducationInput>,
) {
  if (!(await hasProfile(ctx.db, userId))) throw noProfile();
  await insertEducation(ctx.db, { userId, ...input });
  return { message: 'Education Added' };
}

export async function removeEducation(ctx: AppContext, userId: string, educationId: string) {
  if (!(await deleteOwnEducation(ctx.db, userId, educationId))) {
    throw new AppError('not_found', 'This course or certificate does not exist.');
  }
  return { message: 'Education Removed' };
}
