import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** A small picture as a camera would hand it over, a different colour each time. */
export async function photo(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 900, height: 1100, channels: 3, background: `hsl(${hue}, 55%, 70%)` },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Clicks a file button and picks files in the chooser it opens, as a person would. */
export async function pickFiles(
  page: Page,
  button: string,
  files: Awaited<ReturnType<typeof photo>>[],
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(files);
}
