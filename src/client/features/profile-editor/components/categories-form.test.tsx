import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { CategoriesForm } from './categories-form.tsx';
import { fakeWizard, json, ownProfile } from '#tests/support/fixtures/profile-editor.ts';

const next = () => screen.getByRole('button', { name: 'Next' });

describe('the categories step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Next disabled while both lists are empty', async () => {
    const calls = stubApi({
      'PUT /api/profile/categories': () => json({ message: 'Categories Added' }),
    });
    const wizard = fakeWizard(3);
    renderRoutes(
      [{ path: '/', element: <CategoriesForm profile={ownProfile()} wizard={wizard} /> }],
      '/',
    );
    expect(screen.getByRole('group', { name: 'Hair' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Makeup' })).toBeTruthy();
    await vi.waitFor(() => expect(next().hasAttribute('disabled')).toBe(true));
    expect(screen.getByText(/Choose at least one hair or makeup category/)).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Glam' }));
    await vi.waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Glam' }));
    await vi.waitFor(() => expect(next().hasAttribute('disabled')).toBe(true));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Blowout' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bridal' }));
    await vi.waitFor(() => expect(next().hasAttribute('disabled')).toBe(false));
    await userEvent.click(next());
    expect(await screen.findByText('Categories Added')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PUT /api/profile/categories')?.body).toEqual({
      stateHair: ['Blowout'],
      stateMakeup: ['Bridal'],
    });
    expect(wizard.advance).toHaveBeenCalledOnce();
  });

  it('shows the saved categories and saves with Update in settings', async () => {
    stubApi({ 'PUT /api/profile/categories': () => json({ message: 'Categories Added' }) });
    const profile = ownProfile({ categories: { hair: ['Haircut'], makeup: [] } });
    renderRoutes([{ path: '/', element: <CategoriesForm profile={profile} /> }], '/');
    const haircut = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Haircut' });
    expect(haircut.checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Categories Added')).toBeTruthy();
  });
});
