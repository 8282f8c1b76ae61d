import { describe, expect, it } from 'vitest';
import { deviceClassOf, isBot, isVerificationLate, referrerHostOf } from './admin.ts';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
const androidTablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130';
const androidPhone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130';

describe('page-view facts', () => {
  it.each([
    [iphone, 'mobile'],
    [androidPhone, 'mobile'],
    [ipad, 'tablet'],
    [androidTablet, 'tablet'],
    [desktop, 'desktop'],
  ])('%s is a %s', (ua, device) => {
    expect(deviceClassOf(ua)).toBe(device);
  });

  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 HeadlessChrome/130', true],
    ['curl/8.5.0', true],
    [undefined, true],
    [desktop, false],
    [iphone, false],
  ])('%s is a bot: %s', (ua, bot) => {
    expect(isBot(ua)).toBe(bot);
  });

  it.each([
    ['https://www.Instagram.com/p/abc?u=1', 'www.instagram.com'],
    ['https://blush.test/search', ''],
    ['not a url', ''],
    [undefined, ''],
  ])('the referrer %s keeps only %j', (referrer, host) => {
    expect(referrerHostOf(referrer, 'blush.test')).toBe(host);
  });
});

describe('the 2-hour verification promise', () => {
  const now = new Date('2026-11-25T18:00:00Z');
  it.each([
    ['2026-11-25T16:00:00Z', false],
    ['2026-11-25T15:59:59Z', true],
    ['2026-11-25T17:30:00Z', false],
  ])('waiting since %s is late: %s', (since, late) => {
    expect(isVerificationLate(new Date(since), now)).toBe(late);
  });
});
