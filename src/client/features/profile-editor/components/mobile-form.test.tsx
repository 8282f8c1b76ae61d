import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { MobileForm } from './mobile-form.tsx';
import { PersonalStep } from './personal-step.tsx';
import { artist, fakeWizard, json } from '#tests/support/fixtures/profile-editor.ts';

describe('the mobile number', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is read-only once verified, with the way to change it', () => {
    renderRoutes(
      [{ path: '/', element: <MobileForm user={{ ...artist, mobileVerified: true }} /> }],
      '/',
    );
    expect(screen.getByText('(416) 555-0123')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: /Help Center/ }).getAttribute('href')).toBe(
      '/help?issue=change-phone',
    );
  });

  it('takes a Canadian number and refuses others', async () => {
    const calls = stubApi({
      'PATCH /api/user': () =>
        json({ user: { ...artist, mobileNumber: '+16475550199' }, message: 'User Update' }),
    });
    renderRoutes([{ path: '/', element: <MobileForm user={artist} /> }], '/');
    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.clear(field);
    await userEvent.type(field, '212 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('must be a Canadian phone number')).toBeTruthy();
    expect(calls.some((c) => c.key === 'PATCH /api/user')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, '647-555-0199');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User Update')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PATCH /api/user')?.body).toEqual({
      mobileNumber: '+16475550199',
    });
  });

  it('in the wizard’s first step, never sends a verified number', async () => {
    const calls = stubApi({
      'PATCH /api/user': () =>
        json({ user: { ...artist, firstName: 'Mia' }, message: 'User Update' }),
    });
    const wizard = fakeWizard(1);
    const user = { ...artist, mobileVerified: true };
    renderRoutes([{ path: '/', element: <PersonalStep user={user} wizard={wizard} /> }], '/');
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
    const first = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('User Update')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PATCH /api/user')?.body).toEqual({ firstName: 'Mia' });
    expect(wizard.advance).toHaveBeenCalledOnce();
  });
});
