import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE } from '#shared/domain/availability.ts';
import { renderRoutes } from '#tests/support/render-client.tsx';
import { ScheduleEditor } from './schedule-editor.tsx';

describe('the schedule editor', () => {
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
