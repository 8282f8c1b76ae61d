import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail } from './layout.ts';

describe('renderEmail', () => {
  const mail = renderEmail('https://blush.example', {
    heading: 'Hi <Sam>',
    paragraphs: ['<script>alert(1)</script> & more'],
    action: { label: 'Open Blush', path: '/bookings-user' },
  });

  it('escapes every piece of text in the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(mail.html).toContain('Hi &lt;Sam&gt;');
  });

  it('builds links from the public URL and repeats them in the plain text', () => {
    expect(mail.html).toContain('href="https://blush.example/bookings-user"');
    expect(mail.text).toContain('Open Blush: https://blush.example/bookings-user');
    expect(mail.text).toContain('<script>alert(1)</script> & more');
  });

  it('escapes quotes for attributes', () => {
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });
});
