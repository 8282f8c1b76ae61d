/**
 * The end-to-end tests drive Debian's Chromium. Finds it, installs it with apt when running as
 * root, and otherwise says exactly what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '#tests/support/chromium.ts';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing; installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(CHROMIUM_PATH)) return;
  }
  console.error(
    `The end-to-end tests need Chromium at ${CHROMIUM_PATH}.\n` +
      'Install it with:  sudo apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at another Chromium binary).',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
