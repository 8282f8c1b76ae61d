import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  chloe,
  expect,
  expectAccessible,
  priya,
  signIn,
  test,
  watchForProblems,
} from './fixtures.ts';

/** Mei, the demo artist Priya brings as her assistant. */
const mei = { email: 'mei@artists.blush.local', password: 'blush-artist' };
/** Each viewport's own customer, each with a saved card. */
const customerFor = (project: string) =>
  project === 'mobile' ? { email: 'maya@blush.local', password: 'blush-demo' } : chloe;

const MINUTE = 60_000;

/** Toronto's date ("2026-11-28") and time ("17:05") of an instant, as the forms take them. */
function toronto(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Another person in a browser context of her own, signed in. */
async function personPage(browser: Browser, testInfo: TestInfo, problems: string[], n: number) {
  const { baseURL, viewport, isMobile, hasTouch, timezoneId, locale, extraHTTPHeaders } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    timezoneId,
    locale,
    extraHTTPHeaders: {
      ...extraHTTPHeaders,
      'x-forwarded-for': `10.251.${n}.${testInfo.repeatEachIndex + 1}`,
    },
  });
  const page = await context.newPage();
  await watchForProblems(page, problems);
  return page;
}

/** The customer asks Priya for a quote for two people, ready by `readyBy`; returns the event's page. */
async function requestQuote(page: Page, readyBy: Date) {
  const search = await page.request.get('/api/search?q=priya');
  const { results } = (await search.json()) as { results: Array<{ artist: { _id: string } }> };
  await page.goto(`/profile/artist/${results[0]!.artist._id}`);
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await page.getByRole('radio', { name: 'Wedding' }).check();
  const when = toronto(readyBy);
  await page.getByLabel('Date', { exact: true }).fill(when.date);
  await page.getByLabel('Everyone ready by').fill(when.time);
  await page.getByLabel('Where').fill('100 Queen St W, Toronto');
  await page.getByLabel('Person 1: name or role').fill('Bride');
  const first = page.getByRole('group', { name: 'Services for person 1' });
  await first.getByRole('checkbox', { name: 'Natural Glow' }).check();
  await page.getByRole('button', { name: 'Add a person' }).click();
  await page.getByLabel('Person 2: name or role').fill('Mother');
  const second = page.getByRole('group', { name: 'Services for person 2' });
  await second.getByRole('checkbox', { name: 'Natural Glow' }).check();
  await expectAccessible(page, 'the request form');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('heading', { name: 'Wedding or event', level: 1 })).toBeVisible();
  await expect(page.getByText('The artist has not sent a quote yet.')).toBeVisible();
  await expectAccessible(page, 'the event page');
  return page.url();
}

/**
 * Priya writes the quote in the editor: her prices prefilled, Mei invited, both working the
 * last minute before the ready-by time (so the day has started when she completes it), valid
 * until that minute.
 */
async function writeQuote(page: Page, eventUrl: string, readyBy: Date) {
  await page.goto(eventUrl);
  await page.getByRole('button', { name: 'Write a quote' }).click();
  await expect(page.getByTestId('quote-line')).toHaveCount(2);
  await expect(page.getByLabel('Service 1')).toHaveValue('Natural Glow');
  await expect(page.getByLabel('Your price for line 1 ($)')).toHaveValue('80');
  await expect(page.getByText('Clients see $84.00 · you earn').first()).toBeVisible();
  await page.getByLabel('Find a verified artist by name').fill('Mei');
  await page.getByRole('button', { name: /^Invite Mei/ }).click();
  await expect(page.getByTestId('quote-schedule').getByText(/Mother, with Mei/)).toBeVisible();
  await expectAccessible(page, 'the quote editor');
  const start = toronto(new Date(readyBy.getTime() - MINUTE));
  const end = toronto(readyBy);
  await page.getByRole('button', { name: 'Adjust the schedule' }).click();
  for (const person of ['Bride', 'Mother']) {
    await page.getByLabel(`${person}: start`).fill(start.time);
    await page.getByLabel(`${person}: end`).fill(end.time);
  }
  await page.getByLabel('Quote valid until (date)').fill(start.date);
  await page.getByLabel('Quote valid until (time)').fill(start.time);
  await page.getByRole('button', { name: 'Send the quote' }).click();
  await expect(page.getByRole('heading', { name: 'Quote, version 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new version' })).toBeVisible();
}

test('a customer asks Priya for a wedding quote; Priya quotes in the editor with Mei, who joins; the customer pays the retainer; Priya completes the day with the code', async ({
  page,
  browser,
  problems,
}, testInfo) => {
  test.setTimeout(480_000);
  // Ready within minutes (on the minute), so the day has started by the time it is completed;
  // the phone's run comes after the desktop's, whose last minute is then over.
  const readyBy = new Date(Math.ceil((Date.now() + 6 * MINUTE) / MINUTE) * MINUTE);
  await signIn(page, customerFor(testInfo.project.name));
  const eventUrl = await requestQuote(page, readyBy);

  const lead = await personPage(browser, testInfo, problems, 1);
  await signIn(lead, priya);
  await writeQuote(lead, eventUrl, readyBy);

  const assistant = await personPage(browser, testInfo, problems, 2);
  await signIn(assistant, mei);
  await assistant.goto(eventUrl);
  await assistant.getByRole('button', { name: 'Join the team' }).click();
  await expect(assistant.getByRole('button', { name: 'Join the team' })).toHaveCount(0);

  await page.goto(eventUrl);
  await page.getByRole('button', { name: /^Accept and pay the retainer/ }).click();
  await expect(page.getByText('Done: the retainer is paid and the day is held.')).toBeVisible();
  const code = (await page
    .getByText('Your booking code for the day:')
    .locator('strong')
    .textContent())!;
  expect(code).toMatch(/\S/);

  // The day starts a minute before the ready-by time: completion opens then.
  const opens = readyBy.getTime() - MINUTE + 2_000;
  await page.waitForTimeout(Math.max(0, opens - Date.now()));
  await lead.goto(eventUrl);
  await lead.getByLabel('The client’s booking code').fill(code);
  await lead.getByRole('button', { name: 'Complete the event' }).click();
  await expect(lead.getByText('Completed.', { exact: true })).toBeVisible();
  await lead.context().close();
  await assistant.context().close();
});
