import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { StepQualification } from './step-qualification.tsx';
import { fakeWizard, json, ownProfile } from '#tests/support/fixtures/profile-editor.ts';

const next = () => screen.getByRole('button', { name: 'Next' });
const disabled = () => next().hasAttribute('disabled');

describe('the qualification step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs gender, qualification and English level; education is optional', async () => {
    const calls = stubApi({ 'PATCH /api/profile': () => json({ message: 'Profile Updated' }) });
    const wizard = fakeWizard(6);
    renderRoutes(
      [{ path: '/', element: <StepQualification profile={ownProfile()} wizard={wizard} /> }],
      '/',
    );
    expect(screen.getByRole('group', { name: 'English level' })).toBeTruthy();
    await vi.waitFor(() => expect(disabled()).toBe(true));

    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.click(
      screen.getByRole('radio', { name: 'No, but I have professional experience' }),
    );
    await vi.waitFor(() => expect(disabled()).toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: 'Intermediate' }));
    await vi.waitFor(() => expect(disabled()).toBe(false));

    await userEvent.click(next());
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PATCH /api/profile')?.body).toEqual({
      gender: 'Female',
      qualified: 'no-but',
      englishLevel: 'intermediate',
    });
    expect(wizard.advance).toHaveBeenCalledOnce();
  });

  it('adds a course without a year and removes one', async () => {
    const course = {
      _id: '00000000-0000-4000-8000-0000000000e1',
      title: 'Bridal',
      school: 'Blanche',
      year: 2019,
    };
    const calls = stubApi({
      'POST /api/profile/education': () => json({ message: 'Education Added' }),
      [`DELETE /api/profile/education/${course._id}`]: () => json({ message: 'Education Removed' }),
    });
    const profile = ownProfile({ education: [course] });
    renderRoutes(
      [{ path: '/', element: <StepQualification profile={profile} wizard={fakeWizard(6)} /> }],
      '/',
    );
    expect(screen.getByText('Blanche, 2019')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bridal' }));
    expect(await screen.findByText('Education Removed')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Course or certificate' }), 'Colour');
    await userEvent.type(screen.getByRole('textbox', { name: 'School' }), 'Marvel');
    await userEvent.click(screen.getByRole('button', { name: 'Add education' }));
    expect(await screen.findByText('Education Added')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/profile/education')?.body).toEqual({
      title: 'Colour',
      school: 'Marvel',
      year: null,
    });
  });
});
