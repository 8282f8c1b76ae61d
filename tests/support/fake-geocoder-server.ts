/**
 * The local geocoder as a process of its own, for the end-to-end tests: Playwright starts it
 * beside Blush, whose GEOCODER_URL points at it (playwright.config.ts), so the checkout's address
 * search suggests recorded addresses ("100 Queen St") with no network.
 */
import { startFakeGeocoder } from './fake-geocoder.ts';

const geocoder = await startFakeGeocoder(Number(process.env.GEOCODER_PORT ?? 4175));
console.log(`Geocoder standing in for Photon: ${geocoder.url}/api`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void geocoder.close().then(() => process.exit(0)));
}
