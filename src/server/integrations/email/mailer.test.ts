import { describe, expect, it } from 'vitest';
import { messageIdOf, senderDomain } from './mailer.ts';

describe('Message-IDs', () => {
  it('are at the sender’s domain and the same for the same key', () => {
    expect(senderDomain('Blush <hello@Blush.Example>')).toBe('blush.example');
    expect(senderDomain('hello@blush.ca')).toBe('blush.ca');
    const from = 'Blush <hello@blush.example>';
    expect(messageIdOf('job.8c1f', from)).toBe('<job.8c1f@blush.example>');
    expect(messageIdOf('job.8c1f', from)).toBe(messageIdOf('job.8c1f', from));
    // Only what a Message-ID's left part may hold (RFC 5322 dot-atom).
    expect(messageIdOf('a b<c>@d', from)).toBe('<a-b-c--d@blush.example>');
  });
});
