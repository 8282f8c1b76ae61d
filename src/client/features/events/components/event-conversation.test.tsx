import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventConversationView } from '#shared/schemas/event-conversation.ts';
import type { EventView } from '#shared/schemas/events.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { EventConversation } from './event-conversation.tsx';
import { TeamChanges } from './team-changes.tsx';

const eventId = '00000000-0000-4000-8000-0000000000e1';
const at = '2026-11-28T20:00:00.000Z';
const line = (n: number, change: object) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  mine: false,
  senderName: 'Priya Raman',
  text: '',
  version: null,
  memberName: null,
  sentAt: at,
  ...change,
});
const conversation: EventConversationView = {
  open: true,
  masksContacts: true,
  lines: [
    line(1, { kind: 'requested', senderName: 'Maya Tremblay', mine: true }),
    line(2, { kind: 'quoted', version: 2 }),
    line(3, { kind: 'withdrew', senderName: null, memberName: 'Mei Chen' }),
    line(4, { kind: 'message', text: 'See you at nine!' }),
  ],
} as EventConversationView;

describe('the event’s conversation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what happened in words, shows the messages, and sends by the messages’ rule', async () => {
    const calls = stubApi({
      [`GET /api/events/${eventId}/messages`]: () => Response.json(conversation),
      [`POST /api/events/${eventId}/messages`]: () => Response.json(conversation.lines[3]),
    });
    renderRoutes([{ path: '/', element: <EventConversation eventId={eventId} /> }], '/');
    const list = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(list).getByText(/Maya Tremblay asked for a quote\./)).toBeTruthy();
    expect(within(list).getByText(/Priya Raman sent version 2 of the quote\./)).toBeTruthy();
    expect(within(list).getByText(/Mei Chen left the team\./)).toBeTruthy();
    expect(within(list).getByText('See you at nine!')).toBeTruthy();
    expect(screen.getByText(/hidden until the retainer is paid/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('is required')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
    await userEvent.type(screen.getByLabelText('Your message'), '  A soft look, please ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.key.startsWith('POST'))?.body).toEqual({
        text: 'A soft look, please',
      }),
    );
  });
});

describe('the team’s changes', () => {
  afterEach(() => vi.unstubAllGlobals());

  const event = (status: 'accepted' | 'withdrawn', state: EventView['state']) =>
    ({
      id: eventId,
      state,
      quote: {
        team: [
          { artistId: '00000000-0000-4000-8000-0000000000a1', name: 'Priya Raman', status: 'lead' },
          { artistId: currentUser._id, name: 'Maya Tremblay', status },
        ],
      },
    }) as EventView;

  it('lets an assistant on the team leave it, after saying what follows', async () => {
    const calls = stubApi({
      'GET /api/user': () => Response.json(currentUser),
      [`POST /api/events/${eventId}/withdraw`]: () => Response.json({}),
    });
    renderRoutes(
      [{ path: '/', element: <TeamChanges event={event('accepted', 'accepted')} /> }],
      '/',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Leave this event’s team' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the team?' });
    expect(within(dialog).getByText(/The lead artist is told at once/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the team' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.key === `POST /api/events/${eventId}/withdraw`)).toBe(true),
    );
  });

  it('shows who left, and how the lead fills the gap before and after acceptance', async () => {
    stubApi({ 'GET /api/user': () => Response.json(currentUser) });
    renderRoutes(
      [{ path: '/', element: <TeamChanges event={event('withdrawn', 'quoted')} /> }],
      '/',
    );
    expect(
      await screen.findByText(/Maya Tremblay has left the team\. To invite another/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave this event’s team' })).toBeNull();
  });
});
