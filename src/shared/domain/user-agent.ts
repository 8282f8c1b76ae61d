/**
 * A person-readable name for the device and browser behind a User-Agent string, for the
 * devices list in Settings → Security. Approximate by nature: a browser can claim anything.
 */
export interface DeviceName {
  device: string;
  browser: string;
}

const devices: Array<[RegExp, string]> = [
  [/iPad/, 'iPad'],
  [/iPhone/, 'iPhone'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chromebook'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", iOS browsers say "Safari".
const browsers: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Chrome (headless)'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function describeUserAgent(userAgent: string | null): DeviceName {
  const ua = userAgent ?? '';
  const device = devices.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown device';
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Unknown browser';
  return { device, browser };
}
