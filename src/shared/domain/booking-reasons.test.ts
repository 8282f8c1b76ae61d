import { describe, expect, it } from 'vitest';
import { bookingReasons, cancelReasons, declineReasons, reasonText } from './booking-reasons.ts';

describe('reasons for declining and cancelling', () => {
  it('end with Other, and every value is in the schema list', () => {
    for (const list of [declineReasons, cancelReasons]) {
      expect(list.at(-1)?.value).toBe('other');
      for (const r of list) expect(bookingReasons).toContain(r.value);
    }
  });

  it.each([
    ['artist', 'unavailable', null, 'I am not available at that time'],
    ['artist', 'unavailable', 'Away that week', 'I am not available at that time: Away that week'],
    ['artist', 'other', 'My kit was stolen', 'My kit was stolen'],
    ['customer', 'plans-changed', null, 'My plans changed'],
    ['customer', 'other', null, 'Other'],
    ['customer', null, 'old text', null],
  ] as const)('%s %s with %s reads "%s"', (party, reason, text, expected) => {
    expect(reasonText(party, reason, text)).toBe(expected);
  });
});
