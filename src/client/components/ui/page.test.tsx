import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api.ts';
import { LoadError } from './page.tsx';

describe('LoadError', () => {
  it('says what did not load and the server’s reason, and tries again on request', async () => {
    const retry = vi.fn();
    render(
      <LoadError
        what="your devices"
        error={new ApiError(503, 'unavailable', 'The database is not answering.')}
        onRetry={retry}
      />,
    );
    expect(screen.getByText('We could not load your devices')).toBeTruthy();
    expect(screen.getByText('The database is not answering.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('keeps an unexpected error’s details to itself and offers no button without a retry', () => {
    render(<LoadError what="the queue" error={new TypeError('x is undefined')} />);
    expect(screen.getByText('We could not load the queue')).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/x is undefined/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
