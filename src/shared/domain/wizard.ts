/**
 * The artist onboarding wizard (spec §2): seven steps with a fixed progress value each.
 * The availability and location step is part of step 5, beside the services it prices.
 * The server stores the step to resume at; `WIZARD_FINISHED` once every step is done.
 */
export const wizardSteps = [
  { step: 1, title: 'Personal info', progress: 10 },
  { step: 2, title: 'Bio', progress: 25 },
  { step: 3, title: 'Categories', progress: 40 },
  { step: 4, title: 'Portfolio', progress: 55 },
  { step: 5, title: 'Services and location', progress: 70 },
  { step: 6, title: 'Qualification', progress: 85 },
  { step: 7, title: 'Bank connect', progress: 100 },
] as const;

export const WIZARD_STEP_COUNT = wizardSteps.length;
export const WIZARD_FINISHED = WIZARD_STEP_COUNT + 1;

/** A minimum the portfolio step asks for (spec §9). */
export const MIN_PORTFOLIO_PICTURES = 5;

/** What the server knows about a profile's completeness. */
export interface WizardFacts {
  categories: number;
  pictures: number;
  untaggedPictures: number;
  services: number;
  /** Availability filled, and a place with an address or travel to clients. */
  locationDone: boolean;
  qualificationDone: boolean;
}

/** Whether step `step` holds what it asks for. Steps 1, 2 and 7 never block the next. */
export function isStepDone(step: number, facts: WizardFacts): boolean {
  switch (step) {
    case 3:
      return facts.categories > 0;
    case 4:
      return facts.pictures >= MIN_PORTFOLIO_PICTURES && facts.untaggedPictures === 0;
    case 5:
      return facts.services > 0 && facts.locationDone;
    case 6:
      return facts.qualificationDone;
    default:
      return true;
  }
}

/** The first step still to do before `target` can be reached; null when none. */
export function blockingStep(target: number, facts: WizardFacts): number | null {
  for (let step = 1; step < target && step <= WIZARD_STEP_COUNT; step++) {
    if (!isStepDone(step, facts)) return step;
  }
  return null;
}
