import { describe, expect, it } from 'vitest';
import { requestLogFields, withoutSecrets } from './log-redaction.ts';

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

describe('the request log line', () => {
  it('holds the path without its secret', async () => {
    const { default: Fastify } = await import('fastify');
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        serializers: { req: requestLogFields },
        stream: { write: (line: string) => void lines.push(line) },
      },
    });
    app.get('/api/calendar/feeds/:file', () => 'ok');
    await app.inject({ method: 'GET', url: '/api/calendar/feeds/s3cretS3cret.ics' });
    await app.close();
    const logged = lines.join('\n');
    expect(logged).toContain('/api/calendar/feeds/[redacted]');
    expect(logged).not.toContain('s3cretS3cret');
  });
});
