import { describe, expect, it } from 'vitest';
import { conversationOpen, contactsAllowed, MASKED_CONTACT, maskContacts } from './messages.ts';

const M = MASKED_CONTACT;

describe('maskContacts', () => {
  it.each([
    ['Call me at 416 555 0199', `Call me at ${M}`],
    ['+1 (416) 555-0199 any time', `${M} any time`],
    ['text 4165550199!', `text ${M}!`],
    ['555.0199 works', `${M} works`],
    ['mail ava@example.com please', `mail ${M} please`],
    ['ava @ example . com', M],
    ['ava(at)example(dot)com', M],
    ['See you at 3:30 on the 12th, 2 people', 'See you at 3:30 on the 12th, 2 people'],
    ['Suite 1204, 100 Queen St', 'Suite 1204, 100 Queen St'],
    ['(647) 555 0199 after six', `${M} after six`],
    // The words around a masked detail stay, and what is not a phone or e-mail is not masked.
    ['or chloe.t@gmail.com. Parking is in the back.', `or ${M}. Parking is in the back.`],
    ['Write to ava@example.com.', `Write to ${M}.`],
    ['My insta is @chloe.t', 'My insta is @chloe.t'],
    ['Event on 2026-11-28 at 14:30', 'Event on 2026-11-28 at 14:30'],
    ['Born 11-28-1990, party at 7', 'Born 11-28-1990, party at 7'],
    ['On 2026-11-28 call 416 555 0199', `On 2026-11-28 call ${M}`],
  ])('%s', (text, masked) => {
    expect(maskContacts(text)).toBe(masked);
  });
});

describe('contactsAllowed', () => {
  it.each([
    ['request', false],
    ['declined', false],
    ['declined-user', false],
    ['declined-posponed', false],
    ['posponed', false],
    ['accepted', true],
    ['completed', true],
  ] as const)('%s → %s', (state, allowed) => {
    expect(contactsAllowed(state)).toBe(allowed);
  });
});

describe('conversationOpen', () => {
  const at = new Date('2026-06-01T15:00:00Z');
  it.each([
    ['before the appointment', '2026-05-20T00:00:00Z', true],
    ['14 days after, to the millisecond', '2026-06-15T15:00:00Z', true],
    ['one millisecond later', '2026-06-15T15:00:00.001Z', false],
  ])('%s', (_, now, open) => {
    expect(conversationOpen(at, new Date(now))).toBe(open);
  });
});
