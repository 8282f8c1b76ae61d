import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPhone } from '#client/lib/phone.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { PersonalInfoForm } from './personal-info-form.tsx';

const renderForm = (user = currentUser) =>
  renderRoutes([{ path: '/', element: <PersonalInfoForm user={user} /> }], '/');

describe('the personal info form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a saved number as Canadians write it', () => {
    expect(formatPhone('+14165550123')).toBe('(416) 555-0123');
    expect(formatPhone(null)).toBe('');
    renderForm();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Mobile number' }).value).toBe(
      '(416) 555-0123',
    );
  });

  it('shows a verified number read-only, with the way to change it, and never sends it', async () => {
    const calls = stubApi({
      'PATCH /api/user': () =>
        Response.json({ user: { ...currentUser, lastName: 'Roy' }, message: 'User Update' }),
    });
    renderForm({ ...currentUser, mobileVerified: true });
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
    expect(screen.getByText('(416) 555-0123')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Help Center/ }).getAttribute('href')).toBe(
      '/help?issue=change-phone',
    );
    const lastName = screen.getByLabelText('Last name');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Roy');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User Update')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PATCH /api/user')?.body).toEqual({ lastName: 'Roy' });
  });

  it('sends only what changed, so a pending e-mail change is left alone', async () => {
    const calls = stubApi({
      'PATCH /api/user': () =>
        Response.json({ user: { ...currentUser, firstName: 'Léa' }, message: 'User Update' }),
    });
    renderForm({ ...currentUser, pendingEmail: 'new@example.com' });
    expect(screen.getByText('new@example.com')).toBeTruthy();
    const firstName = screen.getByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Léa');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User Update')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PATCH /api/user')?.body).toEqual({ firstName: 'Léa' });
  });

  it('shows the server message, the field message and "Update Fail"', async () => {
    stubApi({
      'PATCH /api/user': () =>
        Response.json(
          {
            error: {
              code: 'conflict',
              message: 'An account with this e-mail already exists.',
              fields: { email: 'is already registered' },
            },
          },
          { status: 409 },
        ),
    });
    renderForm();
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'chloe@blush.local');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const alerts = within(await screen.findByRole('alert'));
    expect(await alerts.findByText('Update Fail')).toBeTruthy();
    expect(alerts.getByText('An account with this e-mail already exists.')).toBeTruthy();
    expect(screen.getByText('is already registered')).toBeTruthy();
  });
});
