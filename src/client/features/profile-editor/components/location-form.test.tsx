import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { LocationForm } from './location-form.tsx';
import { StepServices } from './step-services.tsx';
import { fakeWizard, json, ownProfile, service } from '#tests/support/fixtures/profile-editor.ts';

const next = () => screen.getByRole('button', { name: 'Next' });
const disabled = () => next().hasAttribute('disabled');

describe('the availability and location step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs a place with its address or travel to clients; a note on the hours is optional', async () => {
    const calls = stubApi({ 'PATCH /api/profile': () => json({ message: 'Profile Updated' }) });
    const wizard = fakeWizard(5);
    renderRoutes(
      [{ path: '/', element: <LocationForm profile={ownProfile()} wizard={wizard} /> }],
      '/',
    );
    await vi.waitFor(() => expect(disabled()).toBe(true));

    await userEvent.click(screen.getByRole('checkbox', { name: /At my place/ }));
    await vi.waitFor(() => expect(disabled()).toBe(true));
    await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '12 Queen St W');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), 'm5v2t6');
    await vi.waitFor(() => expect(disabled()).toBe(false));

    // Unchecked, the half-typed address no longer counts: the client's home alone is enough.
    await userEvent.clear(screen.getByRole('textbox', { name: 'Postal code' }));
    await vi.waitFor(() => expect(disabled()).toBe(true));
    await userEvent.click(screen.getByRole('checkbox', { name: /At my place/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /At the client’s home/ }));
    await vi.waitFor(() => expect(disabled()).toBe(false));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Notes on your hours (optional)' }),
      'Weekends',
    );

    await userEvent.click(next());
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PATCH /api/profile')?.body).toEqual({
      location: {
        availability: 'Weekends',
        place: false,
        delivery: true,
        street: '',
        postalCode: '',
      },
    });
    expect(wizard.advance).toHaveBeenCalledOnce();
  });

  it('shows a server field error beside the postal code, and links the saved area to OpenStreetMap', async () => {
    stubApi({
      'PATCH /api/profile': () =>
        json(
          {
            error: {
              code: 'validation',
              message: 'We do not know this postal code yet.',
              fields: { 'location.postalCode': 'is not a Toronto postal code we know' },
            },
          },
          400,
        ),
    });
    const profile = ownProfile({
      availability: 'Weekends',
      place: true,
      street: '12 Queen St W',
      postalCode: 'M5V 2T6',
      area: { postalPrefix: 'M5V', lat: 43.64, lng: -79.4 },
    });
    renderRoutes([{ path: '/', element: <LocationForm profile={profile} /> }], '/');
    const map = screen.getByRole('link', { name: /OpenStreetMap/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=43.64000&mlon=-79.40000#map=15/43.64000/-79.40000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('We do not know this postal code yet.')).toBeTruthy();
    expect(screen.getByText('is not a Toronto postal code we know')).toBeTruthy();
  });

  it('keeps step 5’s Next disabled without a service, even with the location done', async () => {
    const done = { availability: 'Weekends', delivery: true };
    renderRoutes(
      [{ path: '/', element: <StepServices profile={ownProfile(done)} wizard={fakeWizard(5)} /> }],
      '/',
    );
    await vi.waitFor(() => expect(disabled()).toBe(true));
    expect(screen.getByText(/add at least one service with a price/)).toBeTruthy();
  });

  it('enables step 5’s Next with a priced service and the location done', async () => {
    const done = { availability: 'Weekends', delivery: true, services: [service(8000)] };
    renderRoutes(
      [{ path: '/', element: <StepServices profile={ownProfile(done)} wizard={fakeWizard(5)} /> }],
      '/',
    );
    await vi.waitFor(() => expect(disabled()).toBe(false));
  });
});
