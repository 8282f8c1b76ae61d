import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventCart, splitRetainer } from '#shared/domain/event-quote.ts';
import { formatCents } from '#shared/domain/money.ts';
import type { EventView, QuoteDraft } from '#shared/schemas/events.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import QuoteEditor from './quote-editor.tsx';

const EVENT = '00000000-0000-4000-8000-0000000000e1';
const LEAD = '00000000-0000-4000-8000-0000000000a1';
const MEI = '00000000-0000-4000-8000-0000000000a2';
const readyBy = '2031-06-14T14:00:00.000Z'; // 10:00 in Toronto

const event = {
  id: EVENT,
  state: 'requested',
  eventType: 'wedding',
  readyBy,
  address: '1 Wedding Way',
  people: [
    {
      name: 'Bride',
      services: ['Bridal makeup', 'Updo'],
      serviceIds: ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'],
    },
    {
      name: 'Mother',
      services: ['Bridal makeup'],
      serviceIds: ['00000000-0000-4000-8000-0000000000a1'],
    },
  ],
  changeableUntil: null,
  trialAt: '2031-05-01T14:00:00.000Z',
  notes: null,
  budgetCents: null,
  customer: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Chloe Client' },
  lead: { id: LEAD, name: 'Priya Patel' },
  quote: null,
  versions: 0,
  history: [],
  paidCents: 0,
  retainerDeclined: false,
  code: null,
  tip: null,
  cancelPreview: null,
} satisfies EventView;

const draft: QuoteDraft = {
  input: {
    lines: [
      { person: 'Bride', service: 'Bridal makeup', priceCents: 20_000, minutes: 90 },
      { person: 'Bride', service: 'Updo', priceCents: 8_000, minutes: 60 },
      { person: 'Mother', service: 'Bridal makeup', priceCents: 20_000, minutes: 90 },
    ],
    travelFeeCents: 0,
    earlyStartFeeCents: 0,
    trialPriceCents: null,
    retainerPercent: 30,
    refundableUntil: '2031-05-31T14:00:00.000Z',
    validUntil: '2031-05-07T14:00:00.000Z',
  },
  assistants: [],
  feeBps: 500,
  commissionBps: 2000,
  tax: { artistHst: true, platformHst: true },
};

const renderEditor = (onDone = () => {}) =>
  renderRoutes([{ path: '/', element: <QuoteEditor event={event} onDone={onDone} /> }], '/');

const api = (extra = {}) =>
  stubApi({
    [`GET /api/events/${EVENT}/quote-draft`]: () => Response.json(draft),
    [`GET /api/events/${EVENT}/assistant-candidates?q=Mei`]: () =>
      Response.json([{ id: MEI, name: 'Mei Chen' }]),
    ...extra,
  });

const money = (cents: number) => formatCents(cents);

describe('the quote editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefills the lines from the request and prices them as eventCart does, live', async () => {
    api();
    renderEditor();
    const lines = await screen.findAllByTestId('quote-line');
    expect(lines).toHaveLength(3);
    expect(within(lines[1]!).getByLabelText('Service 2')).toHaveProperty('value', 'Updo');
    expect(within(lines[1]!).getByLabelText('Your price for line 2 ($)')).toHaveProperty(
      'value',
      '80',
    );
    expect(screen.getByText('Clients see $84.00 · you earn $64.00')).toBeTruthy();
    const cart = eventCart(draft.input, 500, draft.tax);
    expect(screen.getByTestId('quote-total').textContent).toBe(money(cart.totalCents));

    await userEvent.type(screen.getByLabelText('Travel fee ($)'), '45.50');
    const priced = eventCart({ ...draft.input, travelFeeCents: 4_550 }, 500, draft.tax);
    expect(screen.getByTestId('quote-total').textContent).toBe(money(priced.totalCents));
    const split = splitRetainer(priced, 30);
    expect(
      screen.getByText(
        `Retainer (30 %): ${money(split.retainer.amountCents)} when you accept. Balance: ${money(split.balance.amountCents)} at the event.`,
      ),
    ).toBeTruthy();
  });

  it('shows a schema problem beside its field and sends nothing', async () => {
    const calls = api();
    renderEditor();
    const minutes = await screen.findByLabelText('Minutes for line 3');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Send the quote' }));
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    const described = minutes.getAttribute('aria-describedby') ?? '';
    const error = await screen.findByText('must be from 5 to 480 minutes');
    expect(described.split(' ')).toContain(error.closest('[id]')?.id);
    expect(calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('plans the day with an invited assistant and sends the quote', async () => {
    const onDone = vi.fn();
    const calls = api({
      [`POST /api/events/${EVENT}/quotes`]: () => Response.json({ ...event, state: 'quoted' }),
    });
    renderEditor(onDone);
    await userEvent.type(await screen.findByLabelText('Find a verified artist by name'), 'Mei');
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Mei Chen' }));
    const schedule = screen.getByTestId('quote-schedule');
    // The bride's 150 minutes with the lead, her mother's 90 with Mei, both done by 10:00.
    expect(
      within(schedule).getByText('7:30 a.m. to 10:00 a.m.: Bride, with Priya Patel'),
    ).toBeTruthy();
    expect(
      within(schedule).getByText('8:30 a.m. to 10:00 a.m.: Mother, with Mei Chen'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send the quote' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = calls.find((c) => c.key.startsWith('POST'))?.body;
    expect(sent).toEqual({
      lines: draft.input.lines,
      travelFeeCents: 0,
      earlyStartFeeCents: 0,
      trialPriceCents: null,
      retainerPercent: 30,
      refundableUntil: draft.input.refundableUntil,
      validUntil: draft.input.validUntil,
      assistantIds: [MEI],
    });
  });

  it('sends an adjusted schedule, and shows the server’s words beside the field', async () => {
    const calls = api({
      [`POST /api/events/${EVENT}/quotes`]: () =>
        Response.json(
          {
            error: {
              code: 'validation',
              message: 'must be after today and before the event',
              fields: { validUntil: 'must be after today and before the event' },
            },
          },
          { status: 400 },
        ),
    });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust the schedule' }));
    const end = screen.getByLabelText('Mother: end');
    await userEvent.clear(end);
    await userEvent.type(end, '10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Send the quote' }));
    expect(await screen.findByText('Everyone must be ready by the ready-by time.')).toBeTruthy();
    await userEvent.clear(end);
    await userEvent.type(end, '07:00');
    const start = screen.getByLabelText('Mother: start');
    await userEvent.clear(start);
    await userEvent.type(start, '05:30');
    await userEvent.click(screen.getByRole('button', { name: 'Send the quote' }));
    const valid = screen.getByLabelText('Quote valid until (date)');
    await vi.waitFor(() => expect(valid.getAttribute('aria-invalid')).toBe('true'));
    const sent = calls.find((c) => c.key.startsWith('POST'))?.body as { schedule: unknown[] };
    expect(sent.schedule).toContainEqual({
      artistId: LEAD,
      person: 'Mother',
      start: '2031-06-14T09:30:00.000Z',
      end: '2031-06-14T11:00:00.000Z',
    });
  });
});
