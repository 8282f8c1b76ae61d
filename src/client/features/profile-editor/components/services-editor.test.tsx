import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { I18nProvider } from '#client/lib/i18n.tsx';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { ServicesEditor, servicesReady } from './services-editor.tsx';
import { json, ownProfile, service } from '#tests/support/fixtures/profile-editor.ts';

const add = () => screen.getByRole('button', { name: 'Add service' });

describe('the services editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('needs a service with a price before the step is done', () => {
    expect(servicesReady([])).toBe(false);
    expect(servicesReady([service(0)])).toBe(false);
    expect(servicesReady([service(8000)])).toBe(true);
  });

  it('keeps Add disabled until type, a price above zero and a description are valid', async () => {
    const calls = stubApi({
      'POST /api/profile/service': () => json({ message: 'Service Added' }),
    });
    renderRoutes([{ path: '/', element: <ServicesEditor profile={ownProfile()} /> }], '/');
    expect(screen.getByText(/No services yet/)).toBeTruthy();
    expect(add().hasAttribute('disabled')).toBe(true);

    await userEvent.type(screen.getByRole('textbox', { name: 'Service' }), 'Bridal makeup');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Trial included.');
    const price = screen.getByRole('textbox', { name: 'Price (CAD)' });
    await userEvent.type(price, '0');
    await userEvent.tab();
    expect(await screen.findByText('must be greater than 0')).toBeTruthy();
    expect(add().hasAttribute('disabled')).toBe(true);

    await userEvent.clear(price);
    await userEvent.type(price, '1234567');
    await vi.waitFor(() => expect(add().hasAttribute('disabled')).toBe(true));

    await userEvent.clear(price);
    await userEvent.type(price, '79.50');
    await vi.waitFor(() => expect(add().hasAttribute('disabled')).toBe(false));
    // 5% booking fee on top, 20% commission out of it.
    expect(screen.getByText('Clients see $83.48 · you earn $63.60')).toBeTruthy();
    await userEvent.click(add());
    expect(await screen.findByText('Service Added')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/profile/service')?.body).toEqual({
      typeOfService: 'Bridal makeup',
      amount: '79.50',
      description: 'Trial included.',
      durationMinutes: 60,
      // The patch-test and health flags (decision 0041) go as they are: not set here.
      needsPatchTest: false,
      isPatchTest: false,
      asksHealthQuestions: false,
    });
    expect((price as HTMLInputElement).value).toBe('');
  });

  it('sends a service that needs a patch test, and the patch test itself, one flag at a time', async () => {
    const calls = stubApi({
      'POST /api/profile/service': () => json({ message: 'Service Added' }),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ServicesEditor
              profile={ownProfile({
                services: [{ ...service(1000, 'Patch test'), isPatchTest: true }],
              })}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText(/· your patch test/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Service' }), 'Lash lift');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Tint included.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price (CAD)' }), '90');
    const needs = screen.getByRole('checkbox', { name: /Needs a patch test 48 hours before/ });
    const isTest = screen.getByRole('checkbox', { name: /This is my patch test/ });
    await userEvent.click(isTest);
    await userEvent.click(needs);
    // Both at once is refused by the schema, so ticking one unticks the other.
    expect((isTest as HTMLInputElement).checked).toBe(false);
    // A service that needs a patch test asks the health questions too, unless she unticks it.
    const asks = screen.getByRole('checkbox', { name: /Asks health questions/ });
    expect((asks as HTMLInputElement).checked).toBe(true);
    await vi.waitFor(() => expect(add().hasAttribute('disabled')).toBe(false));
    await userEvent.click(add());
    expect(await screen.findByText('Service Added')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/profile/service')?.body).toMatchObject({
      typeOfService: 'Lash lift',
      needsPatchTest: true,
      isPatchTest: false,
      asksHealthQuestions: true,
    });
  });

  it('marks a service that asks health questions, and says so in the list', async () => {
    const calls = stubApi({
      'POST /api/profile/service': () => json({ message: 'Service Added' }),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ServicesEditor
              profile={ownProfile({
                services: [{ ...service(13000, 'Balayage'), asksHealthQuestions: true }],
              })}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText(/· asks health questions/)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Service' }), 'Root touch-up');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Roots only.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price (CAD)' }), '80');
    await userEvent.click(screen.getByRole('checkbox', { name: /Asks health questions/ }));
    await vi.waitFor(() => expect(add().hasAttribute('disabled')).toBe(false));
    await userEvent.click(add());
    expect(await screen.findByText('Service Added')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/profile/service')?.body).toMatchObject({
      needsPatchTest: false,
      asksHealthQuestions: true,
    });
  });

  it('lists services with their price and removes one', async () => {
    const item = service(7950);
    const calls = stubApi({
      [`DELETE /api/profile/service/${item._id}`]: () => json({ message: 'Service Removed' }),
    });
    renderRoutes(
      [{ path: '/', element: <ServicesEditor profile={ownProfile({ services: [item] })} /> }],
      '/',
    );
    expect(screen.getByText('$79.50')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bridal makeup' }));
    expect(await screen.findByText('Service Removed')).toBeTruthy();
    expect(calls.some((c) => c.key === `DELETE /api/profile/service/${item._id}`)).toBe(true);
  });

  it('shows the server message when a removal fails', async () => {
    const item = service(7950);
    stubApi({
      [`DELETE /api/profile/service/${item._id}`]: () =>
        json({ error: { code: 'not_found', message: 'This service does not exist.' } }, 404),
    });
    renderRoutes(
      [{ path: '/', element: <ServicesEditor profile={ownProfile({ services: [item] })} /> }],
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bridal makeup' }));
    expect(await screen.findByText('This service does not exist.')).toBeTruthy();
  });

  it('shows both sides of each price, and saves a GST/HST number or names what is wrong with it', async () => {
    const calls = stubApi({ 'PATCH /api/profile': () => json({ message: 'Profile Updated' }) });
    renderRoutes(
      [
        {
          path: '/',
          element: <ServicesEditor profile={ownProfile({ services: [service(9200)] })} />,
        },
      ],
      '/',
    );
    expect(screen.getByText('Clients see $96.60 · you earn $73.60')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'GST/HST number' });
    await userEvent.type(field, '123456789RT0001');
    await userEvent.tab();
    expect(
      await screen.findByText('has a business number whose check digit is wrong'),
    ).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '123 456 782 RT 0001');
    await userEvent.click(screen.getByRole('button', { name: 'Save GST/HST number' }));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PATCH /api/profile')?.body).toEqual({
      hstNumber: '123 456 782 RT 0001',
    });
  });

  it('reads a French price typed with a comma and sends it the one way the route reads', async () => {
    const calls = stubApi({
      'POST /api/profile/service': () => json({ message: 'Service ajouté' }),
    });
    const french = serverTranslator('fr-CA');
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <I18nProvider translator={french}>
              <ServicesEditor profile={ownProfile()} />
            </I18nProvider>
          ),
        },
      ],
      '/',
    );
    const addFr = () => screen.getByRole('button', { name: 'Ajouter le service' });
    expect(screen.getByText('En dollars, comme 80 ou 79,50.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Service' }), 'Maquillage');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Essai inclus.');
    const price = screen.getByRole('textbox', { name: /^Prix/ });
    // The English way on a French page: refused with its own message, never read as 1234.50.
    await userEvent.type(price, '1,234.50');
    await userEvent.tab();
    expect(
      await screen.findByText(
        'n’est pas clair : écrivez les cents après une virgule, comme 1 234,50',
      ),
    ).toBeTruthy();
    expect(addFr().hasAttribute('disabled')).toBe(true);

    await userEvent.clear(price);
    await userEvent.type(price, '79,50 $');
    await vi.waitFor(() => expect(addFr().hasAttribute('disabled')).toBe(false));
    await userEvent.click(addFr());
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/profile/service')?.body).toMatchObject({
        amount: '79.50',
      }),
    );
  });
});
