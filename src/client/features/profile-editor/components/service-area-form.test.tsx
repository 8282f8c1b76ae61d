import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { I18nProvider } from '#client/lib/i18n.tsx';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { json } from '#tests/support/fixtures/profile-editor.ts';
import { ServiceAreaForm } from './service-area-form.tsx';

const saved = {
  area: {
    base: { lat: 43.6452, lng: -79.3957, postalArea: 'M5V', label: 'King St W' },
    radiusKm: 12.5,
    postalAreas: [],
    feeBands: [
      { upToKm: 5, feeCents: 0 },
      { upToKm: null, feeCents: 1550 },
    ],
  },
};

/** Issue 35: distances and fees typed the French way, and the route's field messages shown. */
describe('the service area form in French', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows and reads distances and fees with a comma, and names a refused field', async () => {
    const calls = stubApi({
      'GET /api/profile/service-area': () => json(saved),
      'PUT /api/profile/service-area': () =>
        json(
          {
            error: {
              code: 'validation',
              message: 'Veuillez vérifier les champs signalés.',
              fields: { 'feeBands.0.upToKm': 'doit être d’au moins 0,5 km' },
            },
          },
          400,
        ),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <I18nProvider translator={serverTranslator('fr-CA')}>
              <ServiceAreaForm />
            </I18nProvider>
          ),
        },
      ],
      '/',
    );
    const radius = await screen.findByRole('textbox', { name: 'Distance (km)' });
    expect((radius as HTMLInputElement).value).toBe('12,5');
    const secondFee = screen.getByRole('textbox', { name: 'Frais de la tranche 2 ($)' });
    expect((secondFee as HTMLInputElement).value).toBe('15,50');

    await userEvent.clear(radius);
    await userEvent.type(radius, '7,5');
    await userEvent.clear(secondFee);
    await userEvent.type(secondFee, '22,75 $');
    const firstUpTo = screen.getByRole('textbox', { name: 'Tranche 1 : jusqu’à (km)' });
    await userEvent.clear(firstUpTo);
    await userEvent.type(firstUpTo, '0,2');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer votre secteur' }));

    expect(await screen.findByText('doit être d’au moins 0,5 km')).toBeTruthy();
    expect(firstUpTo.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.key === 'PUT /api/profile/service-area')?.body).toMatchObject({
      radiusKm: 7.5,
      feeBands: [
        { upToKm: 0.2, feeCents: 0 },
        { upToKm: null, feeCents: 2275 },
      ],
    });
  });
});
