import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingState } from '#shared/domain/bookings.ts';
import type { ConversationView, MessageView } from '#shared/schemas/messages.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { Conversation } from './conversation.tsx';

const bookingId = '00000000-0000-4000-8000-0000000000b1';
const path = `/api/book/item/${bookingId}/messages`;
const id = (n: number) => `00000000-0000-4000-8000-0000000000c${n}`;

const message = (n: number, more: Partial<MessageView> = {}): MessageView => ({
  _id: id(n),
  mine: false,
  from: 'artist',
  senderName: 'Priya Raman',
  text: `Message ${n}`,
  photos: [],
  // 03:30 UTC on 6 December is 10:30 p.m. on 5 December in Toronto.
  sentAt: '2026-12-06T03:30:00.000Z',
  readAt: null,
  removed: false,
  ...more,
});

const conversation = (messages: MessageView[], more: Partial<ConversationView> = {}) => ({
  bookingId,
  open: true,
  closesAt: '2026-12-20T15:00:00.000Z',
  otherName: 'Priya Raman',
  masksContacts: false,
  messages,
  ...more,
});

function show(
  answer: () => ConversationView,
  extra: Record<string, () => Response> = {},
  state: BookingState = 'accepted',
) {
  const calls = stubApi({
    'GET /api/user': () => Response.json(currentUser),
    [`GET ${path}`]: () => Response.json(answer()),
    [`POST ${path}/read`]: () => Response.json({ count: 0 }),
    ...extra,
  });
  renderRoutes([{ path: '/', element: <Conversation bookingId={bookingId} state={state} /> }], '/');
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a booking conversation', () => {
  it('on a declined booking says that it has ended, and invites no hello', async () => {
    show(() => conversation([], { masksContacts: true }), {}, 'declined');
    expect(await screen.findByText(/This booking has ended \(declined\)\./)).toBeTruthy();
    expect(screen.getByText(/You can still write to Priya Raman until/)).toBeTruthy();
    expect(screen.getByText('No messages yet.')).toBeTruthy();
    expect(screen.queryByText(/Say hello/)).toBeNull();
    expect(screen.queryByText(/hidden until the booking is accepted/)).toBeNull();
    expect(screen.getByText(/stay hidden on a booking that has ended/)).toBeTruthy();
  });

  it('once closed on an ended booking, says that none were sent', async () => {
    show(() => conversation([], { open: false }), {}, 'completed');
    expect(await screen.findByText(/This booking has ended \(completed\)\.$/)).toBeTruthy();
    expect(screen.getByText('No messages were sent.')).toBeTruthy();
    expect(screen.getByText('This conversation is closed')).toBeTruthy();
  });

  it('on a live booking invites a hello', async () => {
    show(() => conversation([], { masksContacts: true }), {}, 'request');
    expect(await screen.findByText('No messages yet. Say hello to Priya Raman.')).toBeTruthy();
    expect(screen.queryByTestId('conversation-ended')).toBeNull();
    expect(screen.getByText(/hidden until the booking is accepted/)).toBeTruthy();
  });

  it('lists messages oldest first with Toronto times, receipts on mine, and reads what waited', async () => {
    const calls = show(() =>
      conversation([
        message(1, {
          mine: true,
          from: 'customer',
          senderName: 'Maya T',
          readAt: '2026-12-06T04:00:00.000Z',
        }),
        message(2),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Messages with Priya Raman' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^You · Dec 5, 10:30 p\.m\. ESTMessage 1Read$/),
      expect.stringMatching(/^Priya Raman · Dec 5, 10:30 p\.m\. ESTMessage 2Report/),
    ]);
    // Message 2 had not been read: opening the conversation reads it.
    await waitFor(() => expect(calls.some((c) => c.key === `POST ${path}/read`)).toBe(true));
  });

  it('refuses an empty message with the shared rule, and sends a typed one', async () => {
    const user = userEvent.setup();
    const calls = show(() => conversation([], { masksContacts: true }), {
      [`POST ${path}`]: () => Response.json(message(3, { mine: true, text: 'Hello' })),
    });
    await screen.findByText(/No messages yet/);
    expect(
      screen.getByText(
        'Phone numbers and e-mail addresses are hidden until the booking is accepted.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('is required')).toBeTruthy();
    expect(calls.some((c) => c.key === `POST ${path}`)).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  Hello  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === `POST ${path}`)?.body).toEqual({ text: 'Hello' }),
    );
  });

  it('is read-only once closed', async () => {
    show(() => conversation([message(1)], { open: false }));
    expect(await screen.findByText('This conversation is closed')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});
