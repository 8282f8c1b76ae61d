import { describe, expect, it } from 'vitest';
import { defaultPolicy } from '#tests/support/policy.ts';
import { bpsText, fillPolicy, payoutDayName, policyFigures } from './policy.ts';

const policy = defaultPolicy;

describe('policy figures', () => {
  it('writes out every figure the pages name', () => {
    expect(policyFigures(policy)).toEqual({
      fee: '5%',
      commission: '20%',
      artistShare: '80%',
      promotionArtists: '30',
      promotionPeriod: '3 months',
      promotionStart: 'September 1, 2026',
      cancelWindow: '4 hours',
      lateCancelShare: '50%',
      payoutDay: 'Monday',
      lateDeclineWindow: '4 hours',
      noShowShare: '50%',
    });
  });

  it('writes them out in Canadian French through Intl (decision 0037)', () => {
    const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');
    expect(policyFigures(policy, 'fr-CA')).toEqual({
      fee: nbsp('5 %'),
      commission: nbsp('20 %'),
      artistShare: nbsp('80 %'),
      promotionArtists: '30',
      promotionPeriod: nbsp('3 mois'),
      promotionStart: '1 septembre 2026',
      cancelWindow: nbsp('4 heures'),
      lateCancelShare: nbsp('50 %'),
      payoutDay: 'lundi',
      lateDeclineWindow: nbsp('4 heures'),
      noShowShare: nbsp('50 %'),
    });
  });

  it('names the payout day in either language', () => {
    expect(payoutDayName()).toBe('Monday');
    expect(payoutDayName('fr-CA')).toBe('lundi');
  });

  it.each([
    [500, '5%'],
    [1250, '12.5%'],
    [333, '3.33%'],
    [0, '0%'],
  ])('%i basis points read %s', (bps, text) => {
    expect(bpsText(bps)).toBe(text);
  });

  it('fills placeholders and refuses an unknown one', () => {
    const changed = {
      ...policy,
      customerFeeBps: 700,
      promotion: { ...policy.promotion, months: 1 },
      cancellation: [
        { minHoursBefore: 1, chargePercent: 0 },
        { minHoursBefore: null, chargePercent: 30 },
      ],
    };
    expect(
      fillPolicy(
        '{{fee}} fee; {{promotionPeriod}}; {{cancelWindow}}, then {{lateCancelShare}}',
        changed,
      ),
    ).toBe('7% fee; 1 month; 1 hour, then 30%');
    expect(() => fillPolicy('{{nope}}', policy)).toThrow('No policy figure named {{nope}}');
  });
});
