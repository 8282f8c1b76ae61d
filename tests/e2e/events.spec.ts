import type { Browser, Page, TestInfo } from '@playwright/test';
import { chloe, expect, expectAccessible, signIn, test, watchForProblems } from './fixtures.ts';

/**
 * Each viewport's own people, so the two runs never hold one artist's time: a customer with a
 * saved card, a lead who turns on weddings and events herself, and her assistant. None of these
 * artists is booked by another spec.
 */
const artist = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@artists.blush.local`,
  password: 'blush-artist',
});
const peopleFor = (project: string) =>
  project === 'mobile'
    ? {
        customer: { email: 'maya@blush.local', password: 'blush-demo' },
        lead: artist('Elena'),
        assistant: artist('Farah'),
      }
    : { customer: chloe, lead: artist('Yasmin'), assistant: artist('Tamar') };
type Person = ReturnType<typeof artist>;

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

/** The lead turns on "Takes weddings and events" under Settings → Availability. */
async function takeEvents(page: Page) {
  await page.goto('/availability');
  const setting = page.getByRole('checkbox', { name: 'Takes weddings and events' });
  if (!(await setting.isChecked())) {
    // Saved as it is ticked: the box shows the saved setting once the server has it.
    await setting.click();
    await expect(setting).toBeChecked();
  }
}

/**
 * The customer asks the lead for a quote for two people, each with the lead's first service,
 * ready by `readyBy`; returns the event's page and the service's name.
 */
async function requestQuote(page: Page, lead: Person, readyBy: Date) {
  const search = await page.request.get(`/api/search?q=${lead.name.toLowerCase()}`);
  const { results } = (await search.json()) as { results: Array<{ artist: { _id: string } }> };
  await page.goto(`/profile/artist/${results[0]!.artist._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(lead.name);
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await page.getByRole('radio', { name: 'Wedding' }).check();
  const when = toronto(readyBy);
  await page.getByLabel('Date', { exact: true }).fill(when.date);
  await page.getByLabel('Everyone ready by').fill(when.time);
  await page.getByLabel('Where').fill('100 Queen St W, Toronto');
  await page.getByLabel('Person 1: name or role').fill('Bride');
  const first = page
    .getByRole('group', { name: 'Services for person 1' })
    .getByRole('checkbox')
    .first();
  const service = await first.evaluate((box) => box.closest('label')?.textContent ?? '');
  await first.check();
  await page.getByRole('button', { name: 'Add a person' }).click();
  await page.getByLabel('Person 2: name or role').fill('Mother');
  await page
    .getByRole('group', { name: 'Services for person 2' })
    .getByRole('checkbox')
    .first()
    .check();
  await expectAccessible(page, 'the request form');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('heading', { name: 'Wedding or event', level: 1 })).toBeVisible();
  await expect(page.getByText('The artist has not sent a quote yet.')).toBeVisible();
  await expectAccessible(page, 'the event page');
  return { eventUrl: page.url(), service: service.trim() };
}

/**
 * The lead writes the quote in the editor: her prices prefilled, her assistant invited, both
 * working from a minute ago to the ready-by time (so the day has started when she completes
 * it: no waiting), valid until a minute before it.
 */
async function writeQuote(
  page: Page,
  eventUrl: string,
  readyBy: Date,
  people: ReturnType<typeof peopleFor>,
  service: string,
) {
  await page.goto(eventUrl);
  await page.getByRole('button', { name: 'Write a quote' }).click();
  await expect(page.getByTestId('quote-line')).toHaveCount(2);
  const prefilled = await page.getByLabel('Service 1').inputValue();
  expect(prefilled).not.toBe('');
  expect(service).toContain(prefilled);
  await expect(page.getByLabel('Your price for line 1 ($)')).not.toHaveValue('');
  await expect(page.getByText(/^Clients see \$[\d,.]+ · you earn/).first()).toBeVisible();
  const helper = people.assistant.name;
  await page.getByLabel('Find a verified artist by name').fill(helper);
  await page.getByRole('button', { name: new RegExp(`^Invite ${helper}`) }).click();
  await expect(
    page.getByTestId('quote-schedule').getByText(new RegExp(`Mother, with ${helper}`)),
  ).toBeVisible();
  await expectAccessible(page, 'the quote editor');
  const start = toronto(new Date(Date.now() - MINUTE));
  const end = toronto(readyBy);
  await page.getByRole('button', { name: 'Adjust the schedule' }).click();
  for (const person of ['Bride', 'Mother']) {
    await page.getByLabel(`${person}: start`).fill(start.time);
    await page.getByLabel(`${person}: end`).fill(end.time);
  }
  // Valid until a minute before the event (a quote must expire before it).
  const valid = toronto(new Date(readyBy.getTime() - MINUTE));
  await page.getByLabel('Quote valid until (date)').fill(valid.date);
  await page.getByLabel('Quote valid until (time)').fill(valid.time);
  await page.getByRole('button', { name: 'Send the quote' }).click();
  await expect(page.getByRole('heading', { name: 'Quote, version 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new version' })).toBeVisible();
}

test('a customer asks an artist for a wedding quote; she quotes in the editor with an assistant, who joins; the customer pays the retainer; the lead completes the day with the code', async ({
  page,
  browser,
  problems,
}, testInfo) => {
  const people = peopleFor(testInfo.project.name);
  const lead = await personPage(browser, testInfo, problems, 1);
  await signIn(lead, people.lead);
  await takeEvents(lead);

  // Ready in a few minutes (on the minute); the day is planned to have started a minute ago.
  const readyBy = new Date(Math.ceil((Date.now() + 6 * MINUTE) / MINUTE) * MINUTE);
  await signIn(page, people.customer);
  const { eventUrl, service } = await requestQuote(page, people.lead, readyBy);
  await writeQuote(lead, eventUrl, readyBy, people, service);

  const assistant = await personPage(browser, testInfo, problems, 2);
  await signIn(assistant, people.assistant);
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

  await lead.goto(eventUrl);
  await lead.getByLabel('The client’s booking code').fill(code);
  await lead.getByRole('button', { name: 'Complete the event' }).click();
  await expect(lead.getByText('Completed.', { exact: true })).toBeVisible();
  await lead.context().close();
  await assistant.context().close();
});
