import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { HelpForm, issueFrom } from './help-form.tsx';

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/help', element: <HelpForm /> },
      { path: '/bookings-user', element: <p>The bookings</p> },
    ],
    path,
  );

/** The Select's button shows the chosen issue's label, or the placeholder. */
const issueButton = () => screen.getByRole('button', { name: /Issue/ });

describe('the help form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes only the issues of the catalog from ?issue=', () => {
    expect(issueFrom('change-phone')).toBe('change-phone');
    expect(issueFrom('drop-tables')).toBeUndefined();
    expect(issueFrom('')).toBeUndefined();
    expect(issueFrom(null)).toBeUndefined();
  });

  it('pre-selects the issue a link names, and sends it', async () => {
    const calls = stubApi({
      'POST /api/user/help': () => Response.json({ message: 'Message sent' }),
    });
    renderAt('/help?issue=change-phone');
    expect(issueButton().textContent).toContain('Change my phone number');
    await userEvent.type(screen.getByLabelText('Tell us what happened'), 'New number');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/user/help')?.body).toEqual({
      email: 'maya@example.com',
      issue: 'change-phone',
      text: 'New number',
    });
  });

  it('ignores an unknown issue and asks for one', () => {
    stubApi({});
    renderAt('/help?issue=not-an-issue');
    expect(issueButton().textContent).toContain('What is it about?');
  });

  it('reports the review its Report button names, with "report a comment" chosen', async () => {
    const calls = stubApi({
      'POST /api/user/help': () => Response.json({ message: 'Email sent successfully' }),
    });
    const commentId = '00000000-0000-4000-8000-0000000000d1';
    renderAt(`/help?issue=report-comment&comment=${commentId}`);
    expect(issueButton().textContent).toContain('Report a comment in my profile');
    expect(screen.getByText('You are reporting a review')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Tell us what happened'), 'Not a real visit');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent successfully')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/user/help')?.body).toEqual({
      email: 'maya@example.com',
      issue: 'report-comment',
      text: 'Not a real visit',
      commentId,
    });
  });

  it('disputes the no-show its booking links to, then goes back to the booking', async () => {
    const calls = stubApi({
      'POST /api/user/help': () => Response.json({ message: 'Message sent' }),
    });
    const bookingId = '00000000-0000-4000-8000-0000000000e1';
    const router = renderAt(`/help?issue=dispute-no-show&booking=${bookingId}`);
    expect(screen.getByText('You are disputing a no-show')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Tell us what happened'), 'I was at the door');
    await userEvent.type(screen.getByLabelText('Email'), 'maya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /api/user/help')?.body).toEqual({
      email: 'maya@example.com',
      issue: 'dispute-no-show',
      text: 'I was at the door',
      bookingId,
    });
    // Back to the booking, which says that it is disputed.
    expect(router.state.location.search).toBe(`?booking=${bookingId}`);
    expect(screen.getByText('The bookings')).toBeTruthy();
  });

  it('attaches no comment to another issue', () => {
    stubApi({});
    renderAt('/help?issue=change-phone&comment=00000000-0000-4000-8000-0000000000d1');
    expect(screen.queryByText('You are reporting a review')).toBeNull();
  });
});
