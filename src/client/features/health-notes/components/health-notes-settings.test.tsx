import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { json } from '#tests/support/fixtures/profile-editor.ts';
import { HealthNotesSettings } from './health-notes-settings.tsx';

const saved = {
  allergies: 'Latex',
  sensitiveSkin: true,
  contactLenses: false,
  other: '',
  updatedAt: '2026-11-20T15:00:00.000Z',
};
const render = () => renderRoutes([{ path: '/', element: <HealthNotesSettings /> }], '/');
const group = (name: RegExp) => screen.getByRole('group', { name });

describe('Settings → Health notes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks every yes/no question in its own group and names what is missing', async () => {
    const calls = stubApi({ 'GET /api/health-notes': () => json({ notes: null }) });
    render();
    expect(await screen.findByText(/No health notes yet/)).toBeTruthy();
    const skin = group(/Do you have sensitive skin/);
    expect(
      within(skin)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([false, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));
    expect(await within(skin).findByText('must be yes or no')).toBeTruthy();
    expect(within(group(/contact lenses/)).getByText('must be yes or no')).toBeTruthy();
    expect(calls.some((c) => c.key === 'PUT /api/health-notes')).toBe(false);
  });

  it('shows her answers, saves a change, and deletes them', async () => {
    const calls = stubApi({
      'GET /api/health-notes': () => json({ notes: saved }),
      'PUT /api/health-notes': () =>
        json({ notes: { ...saved, contactLenses: true, allergies: 'Latex, nickel' } }),
      'DELETE /api/health-notes': () => json({ message: 'Health notes deleted' }),
    });
    render();
    const allergies = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: /Known allergies/,
    });
    expect(allergies.value).toBe('Latex');
    expect(screen.getByText(/Last saved November 20, 2026/)).toBeTruthy();
    await userEvent.type(allergies, ', nickel');
    await userEvent.click(within(group(/contact lenses/)).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my answers' }));
    expect(await screen.findByText('Your health notes are saved.')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PUT /api/health-notes')?.body).toEqual({
      allergies: 'Latex, nickel',
      sensitiveSkin: true,
      contactLenses: true,
      other: '',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete my health notes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your health notes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my health notes' }));
    expect(await screen.findByText(/No health notes yet/)).toBeTruthy();
    expect(calls.some((c) => c.key === 'DELETE /api/health-notes')).toBe(true);
    expect(
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Known allergies/ }).value,
    ).toBe('');
  });
});
