import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCHEDULE } from '#shared/domain/availability.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { ScheduleEditor } from './schedule-editor.tsx';

describe('the schedule editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the bookings the saved hours leave out, each linked to its details', async () => {
    const initial = { ...DEFAULT_SCHEDULE, instantBook: false };
    const bookingId = '00000000-0000-4000-8000-000000000001';
    const calls = stubApi({
      'PUT /api/availability': () =>
        Response.json({
          schedule: initial,
          outsideHours: [
            { bookingId, appointmentAt: '2026-12-05T19:30:00.000Z', customerName: 'Maya Tremblay' },
          ],
        }),
    });
    renderRoutes([{ path: '/', element: <ScheduleEditor initial={initial} /> }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Save availability' }));
    expect(
      await screen.findByRole('heading', { name: 'A booking is outside your new hours' }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: /^Maya Tremblay, Saturday, December 5, 2026/ });
    expect(link.getAttribute('href')).toBe(`/bookings?booking=${bookingId}`);
    // Besides the session check (GET /api/user), one save.
    expect(calls.map((c) => c.key).filter((key) => key !== 'GET /api/user')).toEqual([
      'PUT /api/availability',
    ]);
  });

  it('shows a range to midnight as 23:59 and names it midnight, not 24:00', async () => {
    const weekly = DEFAULT_SCHEDULE.weekly.map((day, d) =>
      d === 1 ? [{ start: '18:00', end: '24:00' }] : day,
    );
    renderRoutes(
      [
        {
          path: '/',
          element: <ScheduleEditor initial={{ ...DEFAULT_SCHEDULE, weekly, instantBook: false }} />,
        },
      ],
      '/',
    );
    const until = await screen.findByLabelText<HTMLInputElement>('Monday until');
    expect(until.value).toBe('23:59');
    expect(screen.getByRole('button', { name: 'Remove Monday 18:00–midnight' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /24:00/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    expect(screen.getAllByRole('button', { name: 'Remove Monday 23:00–midnight' })).toHaveLength(1);
  });
});
