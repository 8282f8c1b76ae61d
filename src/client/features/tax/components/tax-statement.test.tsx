import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxStatement } from '#shared/schemas/tax.ts';
import { currentUser, onPhone, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { TaxStatementView } from './tax-statement.tsx';

const zero = {
  grossCents: 0,
  services: 0,
  commissionCents: 0,
  tipsCents: 0,
  refundsCents: 0,
  hstCents: 0,
  taxesWithheldCents: 0,
  payoutsCents: 0,
  considerationCents: 0,
};
const statement: TaxStatement = {
  year: 2026,
  quarters: [1, 2, 3, 4].map((quarter) => ({ ...zero, quarter })),
  total: { ...zero, grossCents: 8000, services: 1, commissionCents: 1600 },
  years: [2026],
};
statement.quarters[3] = { ...statement.quarters[3]!, ...statement.total, quarter: 4 };

function show() {
  stubApi({
    'GET /api/user': () => Response.json({ ...currentUser, profile: true }),
    'GET /api/tax/statements/2026': () => Response.json(statement),
  });
  renderRoutes(
    [{ path: '/earnings/statements', element: <TaxStatementView /> }],
    '/earnings/statements?year=2026',
  );
}

describe('the tax statement', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone is a card per quarter and one for the year, every figure named', async () => {
    onPhone();
    show();
    const list = await screen.findByRole('list', { name: /2026 statement, by quarter/ });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Q1',
      'Q2',
      'Q3',
      'Q4',
      '2026 in all',
    ]);
    expect(cards[3]!.textContent).toContain('What clients paid for your services$80.00');
    expect(cards[3]!.textContent).toContain('Commission withheld$16.00');
    expect(cards[4]!.textContent).toContain('Reported to the CRA (Part XX)$0.00');
  });

  it('on a desktop is a table of figures by quarter', async () => {
    show();
    expect(await screen.findByRole('table', { name: /2026 statement, by quarter/ })).toBeTruthy();
  });
});
