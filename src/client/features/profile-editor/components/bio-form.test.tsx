import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { BioForm } from './bio-form.tsx';
import { fakeWizard, json, ownProfile } from '#tests/support/fixtures/profile-editor.ts';

const renderBio = (profile: OwnProfile | null, wizard = fakeWizard(2)) => {
  renderRoutes([{ path: '/', element: <BioForm profile={profile} wizard={wizard} /> }], '/');
  return wizard;
};
const next = () => screen.getByRole('button', { name: 'Next' });

describe('the bio step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Next disabled until a profession is chosen and the bio is written', async () => {
    const calls = stubApi({ 'POST /api/profile': () => json(ownProfile()) });
    const wizard = renderBio(null);
    expect(screen.getByText('2 / 7')).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);

    await userEvent.type(screen.getByRole('textbox', { name: 'Bio' }), 'Soft glam.');
    expect(screen.getByText('10 / 300 characters')).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: /Profession/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hair Stylist' }));
    await vi.waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));

    await userEvent.click(next());
    expect(await screen.findByText('Profile Created')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/profile')?.body).toEqual({
      profession: 'Hair Stylist',
      bio: 'Soft glam.',
      city: 'Toronto - Canada',
      instagramUsername: '',
    });
    expect(wizard.advance).toHaveBeenCalledOnce();
  });

  it('disables Next for a bio over 300 characters, and edits an existing profile', async () => {
    const calls = stubApi({ 'PATCH /api/profile': () => json({ message: 'Profile Updated' }) });
    const wizard = renderBio(ownProfile({ bio: 'x'.repeat(300) }));
    await vi.waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    await userEvent.type(bio, 'y');
    expect(screen.getByText('301 / 300 characters')).toBeTruthy();
    await vi.waitFor(() => expect(next().hasAttribute('disabled')).toBe(true));

    await userEvent.type(bio, '{Backspace}');
    await vi.waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
    await userEvent.click(next());
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(calls.some((c) => c.key === 'PATCH /api/profile')).toBe(true);
    expect(wizard.advance).toHaveBeenCalledOnce();
  });
});
