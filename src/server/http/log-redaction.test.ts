import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './log-redaction.ts';

describe('request URLs in logs', () => {
  it.each([
    ['/api/calendar/feeds/abcDEF_-123.ics', '/api/calendar/feeds/[redacted]'],
    ['/confirmation/tok3n?x=1', '/confirmation/[redacted]?x=1'],
    ['/reset/tok3n', '/reset/[redacted]'],
    ['/RESET/tok3n', '/RESET/[redacted]'],
    ['/api/calendar/feed', '/api/calendar/feed'],
    ['/profile/artist/123', '/profile/artist/123'],
    ['/confirmation', '/confirmation'],
  ])('%s → %s', (url, logged) => {
    expect(withoutSecrets(url)).toBe(logged);
  });
});
