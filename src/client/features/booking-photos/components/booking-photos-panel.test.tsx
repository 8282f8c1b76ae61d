import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingPhotoView } from '#shared/schemas/booking-photos.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { BookingPhotosPanel } from './booking-photos-panel.tsx';

const bookingId = '00000000-0000-4000-8000-00000000b001';
const photo: BookingPhotoView = {
  id: '00000000-0000-4000-8000-00000000f001',
  bookingId,
  tag: 'Bridal Makeup',
  src: '/api/booking-photos/00000000-0000-4000-8000-00000000f001/file',
  width: 900,
  height: 600,
  consent: false,
  shown: false,
  addedAt: '2026-11-20T15:00:00.000Z',
};
const consentUrl = `PUT /api/booking-photos/${photo.id}/consent`;

function renderPanel(viewer: 'artist' | 'customer', photos: BookingPhotoView[]) {
  const calls = stubApi({
    [`GET /api/bookings/${bookingId}/photos`]: () => Response.json({ photos }),
    [consentUrl]: (init) => {
      const { allow } = JSON.parse(init?.body as string) as { allow: boolean };
      return Response.json({ photo: { ...photo, consent: allow, shown: allow } });
    },
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <BookingPhotosPanel
            bookingId={bookingId}
            viewer={viewer}
            otherName={viewer === 'customer' ? 'Ava' : 'Cleo'}
          />
        ),
      },
    ],
    '/',
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the customer's consent to a booking photo", () => {
  it('starts at no, allows in one tap and withdraws in another', async () => {
    const calls = renderPanel('customer', [photo]);
    const toggle = await screen.findByRole('switch', { name: 'Show in Ava’s portfolio' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('img', { name: 'Photo 1 from this visit' }).getAttribute('src')).toBe(
      photo.src,
    );

    await userEvent.click(toggle);
    expect(await screen.findByText('This photo now shows in Ava’s portfolio.')).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(true);

    await userEvent.click(toggle);
    expect(await screen.findByText('This photo is no longer shown anywhere.')).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(calls.filter((c) => c.key === consentUrl).map((c) => c.body)).toEqual([
      { allow: true },
      { allow: false },
    ]);
  });

  it('shows nothing to the customer while the visit has no photos', async () => {
    const calls = renderPanel('customer', []);
    await vi.waitFor(() =>
      expect(calls.some((c) => c.key === `GET /api/bookings/${bookingId}/photos`)).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Photos from this visit' })).toBeNull();
  });
});

describe("the artist's side", () => {
  it('says which photos are shown and asks for a tag and a file before sending', async () => {
    const calls = renderPanel('artist', [photo, { ...photo, id: bookingId, shown: true }]);
    expect(await screen.findByText('Private: not allowed yet')).toBeTruthy();
    expect(screen.getByText('Shown in your portfolio')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add photos' }));
    const tag = screen.getByRole('combobox', { name: 'Show them under' });
    expect(tag.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(tag.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose a tag',
    );
    expect(screen.getByText('Pick at least one photo')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });
});
