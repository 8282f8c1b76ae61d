import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MoneyPolicy } from '#shared/domain/policy.ts';
import { defaultPolicy } from '#tests/support/policy.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import ArtistLandingPage from './artist-landing.tsx';
import FaqPage from './faq.tsx';
import PolicyPage from './policy.tsx';
import TermsPage from './terms.tsx';

/**
 * Every rate, window and day on the policy pages comes from the policy the server applies:
 * change the policy, and the pages say the new figures and none of the old ones.
 */
const changed: MoneyPolicy = {
  customerFeeBps: 700,
  commissionBps: 1500,
  promotion: { startsAt: '2027-03-01T05:00:00.000Z', artists: 12, months: 6 },
  cancellation: [
    { minHoursBefore: 6, chargePercent: 0 },
    { minHoursBefore: null, chargePercent: 30 },
  ],
  payout: { weekday: 5, hour: 6 },
  lateDeclineHours: 2,
  noShowPercent: 40,
};

afterEach(() => vi.unstubAllGlobals());

function renderPage(element: React.ReactNode, policy: MoneyPolicy) {
  stubApi({
    'GET /api/config': () => Response.json({ mapTileUrl: 'https://t/{z}/{x}/{y}.png', policy }),
  });
  renderRoutes([{ path: '/', element }], '/');
}

const text = () => document.body.textContent ?? '';
/** "5%" but not the end of "15%" or "0.5%". */
const percent = (n: number) => new RegExp(`(?<![\\d.])${n}%`);

async function loaded() {
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
}

describe('policy pages', () => {
  it('FAQ: the customer tab and the artist tab', async () => {
    renderPage(<FaqPage />, changed);
    await loaded();
    expect(text()).toMatch(percent(7));
    expect(text()).toContain('at least 6 hours before the appointment is free');
    expect(text()).toMatch(percent(30));
    expect(text()).toContain('You are then charged 40% of the booking total');
    expect(text()).not.toMatch(percent(5));
    expect(text()).not.toMatch(/(?<!\d)4 hours/); // not the "24 hours" to answer
    await userEvent.click(screen.getByRole('tab', { name: 'Artist' }));
    expect(text()).toMatch(percent(15));
    expect(text()).toContain('The first 12 artists verified from March 1, 2027');
    expect(text()).toContain('their first 6 months');
    expect(text()).toContain('Every Friday.');
    expect(text()).not.toMatch(percent(20));
    expect(text()).not.toContain('Monday');
  });

  it('Terms of Service', async () => {
    renderPage(<TermsPage />, changed);
    await loaded();
    for (const figure of ['7% service fee', '15% commission', 'every Friday', '6 months']) {
      expect(text()).toContain(figure);
    }
    expect(text()).toContain('Less than 6 hours before the appointment');
    expect(text()).toContain('30% of the booking total is charged');
    expect(text()).toContain(
      'the artist may mark it as a no-show from 15 minutes after its start: 40% of the booking total is charged',
    );
    expect(text()).not.toMatch(percent(50));
    expect(text()).not.toMatch(percent(20));
  });

  it('Data Policy', async () => {
    renderPage(<PolicyPage />, changed);
    await loaded();
    expect(text()).toContain('pay artists each week, on Friday');
  });

  it('the artist landing page', async () => {
    renderPage(<ArtistLandingPage />, changed);
    await loaded();
    expect(text()).toContain('Blush takes a 15% commission');
    expect(text()).toContain('the first 12 artists verified from March 1, 2027');
    expect(text()).toContain('every Friday');
    expect(text()).toContain('plus a 7% service fee');
    expect(text()).toContain('they are charged 30% of the booking total');
    expect(text()).toContain('cancellations less than 2 hours before');
    for (const old of [percent(20), percent(5), percent(50)]) expect(text()).not.toMatch(old);
    expect(text()).not.toContain('Monday');
  });

  it('says the default figures with the default policy', async () => {
    renderPage(<TermsPage />, defaultPolicy);
    await loaded();
    expect(text()).toContain('5% service fee');
    expect(text()).toContain('20% commission');
    expect(text()).toContain('every Monday');
  });
});
