import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HstThresholdView } from '#shared/schemas/tax.ts';
import { renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { HstThresholdPanel } from './hst-threshold-panel.tsx';

const quarters = ['Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026'].map((label) => ({
  label,
  cents: 0,
}));

function view(overrides: Partial<HstThresholdView>): HstThresholdView {
  return {
    registered: false,
    thresholdCents: 3_000_000,
    quarters,
    currentQuarterCents: 0,
    lastFourQuartersCents: 0,
    level: 'under',
    crossedBy: null,
    smallSupplierUntil: null,
    ...overrides,
  };
}

function show(answer: HstThresholdView) {
  stubApi({ 'GET /api/tax/hst-threshold': () => Response.json(answer) });
  renderRoutes([{ path: '/', element: <HstThresholdPanel /> }], '/');
}

describe('the small-supplier threshold on Earnings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows both tests against $30,000 and no notice while under 80%', async () => {
    show(view({ currentQuarterCents: 1_234_500, lastFourQuartersCents: 600_000 }));
    expect(await screen.findByText('$12,345.00 of $30,000.00 (41%)')).toBeTruthy();
    expect(screen.getByText('$6,000.00 of $30,000.00 (20%)')).toBeTruthy();
    expect(screen.getByText('This quarter (Q3 2026)')).toBeTruthy();
    expect(screen.getByText('The four quarters before (Q3 2025 – Q2 2026)')).toBeTruthy();
    expect(screen.queryByText(/near the \$30,000/)).toBeNull();
  });

  it('gives notice at 80%, with a link to the setting', async () => {
    show(view({ currentQuarterCents: 2_400_000, level: 'near' }));
    expect(
      await screen.findByText('You are near the $30,000 small-supplier threshold'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: /enter your GST\/HST number/ });
    expect(link.getAttribute('href')).toBe('/price#hst');
  });

  it('says what the CRA asks and by when once crossed over four quarters', async () => {
    show(
      view({
        lastFourQuartersCents: 3_100_000,
        level: 'crossed',
        crossedBy: 'four-quarters',
        smallSupplierUntil: '2026-08-01T04:00:00.000Z',
      }),
    );
    expect(
      await screen.findByText('You have passed the $30,000 small-supplier threshold'),
    ).toBeTruthy();
    expect(screen.getByText(/small supplier until Aug(ust)? 1, 2026/)).toBeTruthy();
    expect(screen.getByText(/within 29 days/)).toBeTruthy();
  });

  it('says a registered artist charges HST, without the bars', async () => {
    show(view({ registered: true }));
    expect(await screen.findByText(/You are registered for GST\/HST/)).toBeTruthy();
    expect(screen.queryByText(/of \$30,000/)).toBeNull();
  });
});
