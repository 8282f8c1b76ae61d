import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageView } from '#shared/schemas/profile.ts';
import { stubXhr, type FakeXhr } from '#tests/support/fake-xhr.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { PortfolioManager, portfolioSummary, usePortfolioStatus } from './portfolio-manager.tsx';

const artist = { ...currentUser, profile: true };
const picture = (n: number, tag: ImageView['tag'] = null): ImageView => ({
  _id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  tag,
  src: `/files/${n}/640.webp`,
  srcset: `/files/${n}/320.webp 320w, /files/${n}/640.webp 640w`,
  width: 640,
  height: 800,
});
const jpeg = (name: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

let portfolio: ImageView[];
let sent: FakeXhr[];
let calls: ReturnType<typeof stubApi>;

function Status() {
  const { count, untagged, ready } = usePortfolioStatus();
  return <output>{`count=${count} untagged=${untagged} ready=${String(ready)}`}</output>;
}

const renderManager = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <PortfolioManager />
            <Status />
          </>
        ),
      },
    ],
    '/',
  );

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
/** What a browser fires when files are dragged from the desktop and let go over `target`. */
function drop(target: Element, files: File[]) {
  const dataTransfer = {
    types: ['Files'],
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    files,
    dropEffect: 'none',
    effectAllowed: 'all',
    getData: () => '',
  };
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    Object.assign(event, { dataTransfer, clientX: 10, clientY: 10 });
    act(() => void target.dispatchEvent(event));
  }
}
const errors = () => within(screen.getByRole('alert'));

describe('the portfolio manager', () => {
  beforeEach(() => {
    portfolio = [];
    sent = stubXhr();
    calls = stubApi({
      'GET /api/user': () => Response.json(artist),
      'GET /api/images': () => Response.json(portfolio),
      'POST /api/images/tags': () => Response.json({ message: 'Tags Saved' }),
      [`DELETE /api/images/delete/${picture(1)._id}/${artist._id}`]: () => {
        portfolio = portfolio.slice(1);
        return Response.json({ message: 'Picture Removed' });
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses more than 5 files at once and sends none of them', async () => {
    renderManager();
    await screen.findByText(/No pictures yet/);
    const six = [1, 2, 3, 4, 5, 6].map((n) => jpeg(`look-${n}.jpg`));
    await userEvent.upload(fileInput(), six);
    expect(errors().getByText('Only 5 images can be uploaded at a time')).toBeTruthy();
    const inline = screen.getByRole('list', { name: 'Files not added' });
    expect(within(inline).getByText('Only 5 images can be uploaded at a time')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('names each refused file and still sends the good one', async () => {
    renderManager();
    await screen.findByText(/No pictures yet/);
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' });
    const big = jpeg('wedding.jpg', 6 * 1024 * 1024);
    await user.upload(fileInput(), [pdf, big, jpeg('glam.jpg')]);

    const pdfMessage = '"application/pdf" is not a supported format';
    const bigMessage = '"wedding.jpg" is too large, please pick a smaller file (Max. 5MB)';
    expect(errors().getByText(pdfMessage)).toBeTruthy();
    expect(errors().getByText(bigMessage)).toBeTruthy();
    const inline = within(screen.getByRole('list', { name: 'Files not added' }));
    expect(inline.getByText(pdfMessage)).toBeTruthy();
    expect(inline.getByText(bigMessage)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/images');
    expect(sent[0]?.fileNames()).toEqual(['glam.jpg']);
  });

  it('takes pictures dropped on the area, with the same checks', async () => {
    renderManager();
    await screen.findByText(/No pictures yet/);
    const pdf = new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' });
    const area = screen.getByText('Add pictures of your work').parentElement!;
    drop(area, [pdf, jpeg('bridal.jpg')]);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.fileNames()).toEqual(['bridal.jpg']);
    expect(errors().getByText('"application/pdf" is not a supported format')).toBeTruthy();
  });

  it('shows and announces each upload, then the new picture, untagged', async () => {
    renderManager();
    await screen.findByText(/No pictures yet/);
    await userEvent.upload(fileInput(), [jpeg('glam.jpg')]);
    const bar = screen.getByRole('progressbar', { name: 'Uploading glam.jpg' });
    expect(screen.getByText('Uploading glam.jpg', { selector: '[role=status]' })).toBeTruthy();

    act(() => sent[0]?.progress(40, 100));
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(bar).getByText('40%')).toBeTruthy();
    act(() => sent[0]?.progress(100, 100));
    expect(bar.getAttribute('aria-valuetext')).toBe('Processing…');

    portfolio = [picture(1)];
    act(() => sent[0]?.respond(200, { message: 'Pictures Added', images: [picture(1)] }));
    expect(await screen.findByText('glam.jpg added', { selector: '[role=status]' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const img = await screen.findByRole('img', { name: 'Picture 1, not tagged yet' });
    expect(img.getAttribute('srcset')).toBe(picture(1).srcset);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getAllByText('Choose a tag').length).toBeGreaterThan(0);
    expect(screen.getByText('1 picture · at least 5 needed · 1 without a tag')).toBeTruthy();
  });

  it('sends two files at a time, and a failure stays with its own file until retried', async () => {
    renderManager();
    await screen.findByText(/No pictures yet/);
    await userEvent.upload(fileInput(), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    expect(sent.map((x) => x.fileNames()[0])).toEqual(['a.jpg', 'b.jpg']);

    const refusal =
      '"a.jpg" could not be read: it may be damaged or incomplete. Please pick another file.';
    act(() => sent[0]?.respond(400, { error: { code: 'bad_request', message: refusal } }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]?.fileNames()).toEqual(['c.jpg']);
    expect(errors().getByText(refusal)).toBeTruthy();
    const uploads = within(screen.getByRole('list', { name: 'Uploads' }));
    expect(uploads.getByText(refusal)).toBeTruthy();
    expect(uploads.getByRole('progressbar', { name: 'Uploading b.jpg' })).toBeTruthy();

    await userEvent.click(uploads.getByRole('button', { name: 'Retry a.jpg' }));
    expect(sent).toHaveLength(3); // b and c still travel: a waits for a free slot
    act(() => sent[1]?.respond(200, { message: 'Pictures Added', images: [picture(1)] }));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent[3]?.fileNames()).toEqual(['a.jpg']);

    act(() => sent[3]?.respond(400, { error: { code: 'bad_request', message: refusal } }));
    await userEvent.click(await uploads.findByRole('button', { name: 'Dismiss a.jpg' }));
    expect(uploads.queryByText('a.jpg')).toBeNull();
  });

  it('saves a tag as soon as it is chosen, sending exactly that picture and tag', async () => {
    portfolio = [picture(1), picture(2, 'Haircut')];
    renderManager();
    const select = await screen.findByLabelText('Tag for picture 1');
    portfolio = [picture(1, 'Bridal Makeup'), picture(2, 'Haircut')];
    await userEvent.selectOptions(select, 'Bridal Makeup');
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /api/images/tags').map((c) => c.body)).toEqual([
        [{ _id: picture(1)._id, tag: 'Bridal Makeup' }],
      ]),
    );
    expect(
      await screen.findByText(/Picture 1 tagged Bridal Makeup\. Every picture has a tag\./),
    ).toBeTruthy();
    expect(screen.getByText('2 pictures · at least 5 needed · all tagged')).toBeTruthy();
  });

  it('deletes a picture only after "Are you sure?"', async () => {
    portfolio = [picture(1, 'Haircut'), picture(2, 'Blowout')];
    renderManager();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete picture 1' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Are you sure?')).toBeTruthy();
    expect(calls.some((c) => c.key.startsWith('DELETE'))).toBe(false);

    await userEvent.click(dialog.getByRole('button', { name: 'Delete picture' }));
    expect(await screen.findByText('Picture Removed')).toBeTruthy();
    expect(calls.filter((c) => c.key.startsWith('DELETE')).map((c) => c.key)).toEqual([
      `DELETE /api/images/delete/${picture(1)._id}/${artist._id}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getAllByRole('img', { name: /^Picture \d/ })).toHaveLength(1);
  });

  it('is ready with 5 pictures, all tagged', async () => {
    portfolio = [1, 2, 3, 4].map((n) => picture(n, 'Glam Makeup')).concat(picture(5));
    renderManager();
    expect((await screen.findByText(/count=5/)).textContent).toBe('count=5 untagged=1 ready=false');
    expect(screen.getByText('5 pictures · 1 without a tag')).toBeTruthy();

    portfolio = [1, 2, 3, 4, 5].map((n) => picture(n, 'Glam Makeup'));
    await userEvent.selectOptions(screen.getByLabelText('Tag for picture 5'), 'Glam Makeup');
    await waitFor(() =>
      expect(screen.getByText(/count=5/).textContent).toBe('count=5 untagged=0 ready=true'),
    );
  });
});

describe('the portfolio summary', () => {
  it('says what is missing', () => {
    const t = serverTranslator('en-CA').t;
    expect(portfolioSummary({ count: 0, untagged: 0 }, t)).toBe('0 pictures · at least 5 needed');

    expect(portfolioSummary({ count: 3, untagged: 2 }, t)).toBe(
      '3 pictures · at least 5 needed · 2 without a tag',
    );
    expect(portfolioSummary({ count: 6, untagged: 0 }, t)).toBe('6 pictures · all tagged');
  });

  it('says it in French', () => {
    const t = serverTranslator('fr-CA').t;
    expect(portfolioSummary({ count: 1, untagged: 1 }, t)).toBe(
      '1 photo · au moins 5 nécessaires · 1 sans étiquette',
    );
  });
});
