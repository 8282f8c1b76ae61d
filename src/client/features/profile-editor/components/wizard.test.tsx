import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { artist, json, notFound, ownProfile } from '#tests/support/fixtures/profile-editor.ts';
import { ProfileWizard } from './wizard.tsx';

/** A small fake of the server: PATCH /profile moves the resume step as the real one does. */
function renderWizard(profile: OwnProfile | null, at = '/create-profile', extra = {}) {
  const calls = stubApi({
    'GET /api/user': () => json({ ...artist, profile: profile !== null }),
    'GET /api/profile/me': () => (profile ? json(profile) : notFound()),
    'GET /api/images': () => json([]),
    'PATCH /api/profile': (init) => {
      const { wizardStep } = JSON.parse(init?.body as string) as { wizardStep?: number };
      if (profile && wizardStep) profile.wizardStep = Math.max(profile.wizardStep, wizardStep);
      return json({ message: 'Profile Updated' });
    },
    ...extra,
  });
  const router = renderRoutes(
    [
      { path: '/create-profile', element: <ProfileWizard /> },
      { path: '/profile/artist/:id', element: <p>public profile</p> },
      { path: '/connect-bank/:accountId', element: <p>provider page</p> },
      { path: '/settings/tax', element: <p>tax details step</p> },
    ],
    at,
  );
  return { calls, router };
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the profile wizard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes a returning artist at the step the server recorded', async () => {
    const { router } = renderWizard(ownProfile({ wizardStep: 3 }));
    expect(await stepHeading('Categories')).toBeTruthy();
    expect(router.state.location.search).toBe('?step=3');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('3 / 7')).toBeTruthy();
  });

  it('does not let anyone jump past the resume step', async () => {
    const { router } = renderWizard(ownProfile({ wizardStep: 3 }), '/create-profile?step=6');
    expect(await stepHeading('Categories')).toBeTruthy();
    expect(router.state.location.search).toBe('?step=3');
  });

  it('starts a user without a profile at Personal info, and lets them revisit earlier steps', async () => {
    renderWizard(null, '/create-profile?step=4');
    expect(await stepHeading('Personal info')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10');
  });

  it('saves the step, sends wizardStep and moves the focus to the next step’s heading', async () => {
    const { calls, router } = renderWizard(
      ownProfile({ wizardStep: 3, categories: { hair: [], makeup: ['Glam'] } }),
      '/create-profile',
      {
        'PUT /api/profile/categories': () => json({ message: 'Categories Added' }),
      },
    );
    await stepHeading('Categories');
    const next = screen.getByRole('button', { name: 'Next' });
    await vi.waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    await userEvent.click(next);
    const heading = await stepHeading('Portfolio');
    expect(router.state.location.search).toBe('?step=4');
    expect(calls.find((c) => c.key === 'PATCH /api/profile')?.body).toEqual({ wizardStep: 4 });
    // Focus moves in an effect once the step has rendered, not with the render itself.
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    // The portfolio is empty: Next waits for 5 tagged pictures.
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s refusal and stays on the step', async () => {
    renderWizard(ownProfile({ wizardStep: 7 }), '/create-profile', {
      'PATCH /api/profile': () =>
        json({ error: { code: 'conflict', message: 'Finish the Portfolio step first.' } }, 409),
    });
    await stepHeading('Bank connect');
    await userEvent.click(screen.getByRole('button', { name: 'Connect later' }));
    expect(await screen.findByText('Finish the Portfolio step first.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Bank connect' })).toBeTruthy();
  });

  it('finishes with Connect later and goes on to the tax details step', async () => {
    const { calls, router } = renderWizard(ownProfile({ wizardStep: 7 }));
    await stepHeading('Bank connect');
    expect(screen.getByText(/Settings → Banking info/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Connect later' }));
    expect(await screen.findByText('tax details step')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/settings/tax?from=wizard',
    );
    expect(calls.find((c) => c.key === 'PATCH /api/profile')?.body).toEqual({ wizardStep: 8 });
    expect(screen.getByText('Profile Updated')).toBeTruthy();
  });

  it('finishes with Connect bank account, then opens the provider’s onboarding', async () => {
    const onboarding = `/connect-bank/${'s'.repeat(24)}`;
    const { calls, router } = renderWizard(ownProfile({ wizardStep: 7 }), '/create-profile', {
      'POST /api/stripe/account': () => json({ url: onboarding }),
    });
    await stepHeading('Bank connect');
    await userEvent.click(screen.getByRole('button', { name: 'Connect bank account' }));
    expect(await screen.findByText('provider page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(onboarding);
    const keys = calls.map((c) => c.key);
    expect(keys.indexOf('PATCH /api/profile')).toBeLessThan(
      keys.indexOf('POST /api/stripe/account'),
    );
    expect(calls.find((c) => c.key === 'PATCH /api/profile')?.body).toEqual({ wizardStep: 8 });
  });

  it('tells a finished artist their profile is complete', async () => {
    renderWizard(ownProfile({ wizardStep: 8 }));
    expect(await screen.findByRole('heading', { name: 'Your profile is complete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my profile' }).getAttribute('href')).toBe(
      `/profile/artist/${artist._id}`,
    );
  });
});
