import { describe, expect, it } from 'vitest';
import { helpIssues } from '../catalog.ts';
import { HelpMessageInput } from './help.ts';

describe('HelpMessageInput', () => {
  it('offers the spec’s ten issues, values as the spec spells them, and disputing a no-show', () => {
    expect(helpIssues.map((i) => i.value)).toEqual([
      'app-problem',
      'report-artist',
      'apponitment-problem',
      'cancel-problem',
      'dispute-no-show',
      'payment-problem',
      'charge-problem',
      'report-comment',
      'change-phone',
      'change-bank-account',
      'not-listed-problem',
    ]);
  });

  it.each([
    [{ email: '', issue: 'app-problem', text: 'x' }, 'email', 'is required'],
    [{ email: 'a@b.co', issue: 'app-problem', text: '   ' }, 'text', 'is required'],
    [
      { email: `${'a'.repeat(60)}@b.co`, issue: 'app-problem', text: 'x' },
      'email',
      'must be at most 64 characters',
    ],
    [{ email: 'a@b.co', issue: 'nope', text: 'x' }, 'issue', undefined],
    [{ email: 'a@b.co', issue: 'app-problem', text: 'x', role: 'Admin' }, '', undefined],
  ])('refuses %j at %s', (input, path, message) => {
    const result = HelpMessageInput.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === path);
    expect(issue).toBeDefined();
    if (message) expect(issue!.message).toBe(message);
  });

  it('trims and accepts a valid message', () => {
    expect(
      HelpMessageInput.parse({ email: ' a@b.co ', issue: 'change-phone', text: ' hi ' }),
    ).toEqual({
      email: 'a@b.co',
      issue: 'change-phone',
      text: 'hi',
    });
  });
});
