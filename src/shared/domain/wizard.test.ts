import { describe, expect, it } from 'vitest';
import {
  blockingStep,
  isStepDone,
  WIZARD_FINISHED,
  wizardSteps,
  type WizardFacts,
} from './wizard.ts';

const done: WizardFacts = {
  categories: 1,
  pictures: 5,
  untaggedPictures: 0,
  services: 1,
  locationDone: true,
  qualificationDone: true,
};

describe('wizard', () => {
  it('has seven steps with rising fixed progress ending at 100', () => {
    expect(wizardSteps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const values = wizardSteps.map((s) => s.progress);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(values.at(-1)).toBe(100);
    expect(WIZARD_FINISHED).toBe(8);
  });

  it.each<[string, Partial<WizardFacts>, number]>([
    ['no category', { categories: 0 }, 3],
    ['four pictures', { pictures: 4 }, 4],
    ['an untagged picture', { untaggedPictures: 1 }, 4],
    ['no service', { services: 0 }, 5],
    ['no location', { locationDone: false }, 5],
    ['no qualification', { qualificationDone: false }, 6],
  ])('%s blocks finishing at step %i', (_name, change, step) => {
    const facts = { ...done, ...change };
    expect(isStepDone(step, facts)).toBe(false);
    expect(blockingStep(WIZARD_FINISHED, facts)).toBe(step);
    expect(blockingStep(step, facts)).toBeNull();
  });

  it('lets a complete profile finish, and the bank step never blocks', () => {
    expect(blockingStep(WIZARD_FINISHED, done)).toBeNull();
    expect(isStepDone(7, done)).toBe(true);
  });
});
