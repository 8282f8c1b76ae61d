import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS, AlertsProvider, useAlerts } from './alerts.tsx';

function Trigger({ msg, type }: { msg: string; type: 'success' | 'error' }) {
  const { alert } = useAlerts();
  return (
    <button type="button" onClick={() => alert(msg, type)}>
      go
    </button>
  );
}

describe('alerts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces a notice politely and removes it after 3000 ms', () => {
    render(
      <AlertsProvider>
        <Trigger msg="Profile Updated" type="success" />
      </AlertsProvider>,
    );
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Profile Updated');
    act(() => {
      vi.advanceTimersByTime(ALERT_DURATION_MS - 1);
    });
    expect(screen.getByRole('status').textContent).toBe('Profile Updated');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('puts errors in an assertive alert region', () => {
    render(
      <AlertsProvider>
        <Trigger msg="Update Fail" type="error" />
      </AlertsProvider>,
    );
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByRole('alert').textContent).toBe('Update Fail');
    expect(ALERT_DURATION_MS).toBe(3000);
  });
});
