import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageView } from '#shared/schemas/profile.ts';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { useAuth } from '#client/resources/auth.tsx';
import { stubXhr, type FakeXhr } from '#tests/support/fake-xhr.ts';
import { currentUser, renderRoutes, stubApi } from '#tests/support/render-client.tsx';
import { ProfilePicturePicker } from './profile-picture-picker.tsx';

const image = (id: string): ImageView => ({
  _id: id,
  tag: null,
  src: `/files/${id}/320.webp`,
  srcset: `/files/${id}/320.webp 320w`,
  width: 320,
  height: 320,
});
const OLD = '00000000-0000-4000-8000-0000000000aa';
const NEW = '00000000-0000-4000-8000-0000000000bb';
const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

/** What the nav shows: the signed-in user's picture. */
function NavAvatar() {
  const { auth } = useAuth();
  return <output>{`nav:${auth.user?.profileImage?._id ?? 'initials'}`}</output>;
}

let user: CurrentUser;
let sent: FakeXhr[];

const renderPicker = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <ProfilePicturePicker />
            <NavAvatar />
          </>
        ),
      },
    ],
    '/',
  );
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the profile picture picker', () => {
  beforeEach(() => {
    sent = stubXhr();
    stubApi({ 'GET /api/user': () => Response.json(user) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds a first picture as "none" and the nav avatar follows', async () => {
    user = { ...currentUser, profileImage: null };
    renderPicker();
    expect(await screen.findByRole('button', { name: 'Add a picture' })).toBeTruthy();
    expect(screen.getByText('MT')).toBeTruthy();

    await userEvent.upload(fileInput(), [jpeg('me.jpg')]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/images/profile/none');
    expect(sent[0]?.fileNames()).toEqual(['me.jpg']);
    act(() => sent[0]?.progress(50, 100));
    expect(
      screen.getByRole('progressbar', { name: 'Uploading me.jpg' }).getAttribute('aria-valuenow'),
    ).toBe('50');

    user = { ...currentUser, profileImage: image(NEW) };
    act(() => sent[0]?.respond(200, { message: 'Profile picture updated', image: image(NEW) }));
    expect(await screen.findByText('Profile picture updated')).toBeTruthy();
    expect(screen.getByText(`nav:${NEW}`)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Change picture' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
      image(NEW).src,
    );
  });

  it('names the picture it replaces', async () => {
    user = { ...currentUser, profileImage: image(OLD) };
    renderPicker();
    await screen.findByRole('button', { name: 'Change picture' });
    await userEvent.upload(fileInput(), [jpeg('new.jpg')]);
    expect(sent[0]?.url).toBe(`/api/images/profile/${OLD}`);
  });

  it('takes up to 3 files, sending the first that passes the checks', async () => {
    user = { ...currentUser, profileImage: null };
    renderPicker();
    await screen.findByRole('button', { name: 'Add a picture' });
    const picker = userEvent.setup({ applyAccept: false });

    await picker.upload(fileInput(), [jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg'), jpeg('4.jpg')]);
    expect(
      within(screen.getByRole('alert')).getByText('Only 3 images can be uploaded at a time'),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);

    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await picker.upload(fileInput(), [pdf, jpeg('second.jpg'), jpeg('third.jpg')]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert')).getByText('"application/pdf" is not a supported format'),
      ).toBeTruthy(),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.fileNames()).toEqual(['second.jpg']);
  });

  it("shows the server's refusal and offers to retry", async () => {
    user = { ...currentUser, profileImage: image(OLD) };
    renderPicker();
    await screen.findByRole('button', { name: 'Change picture' });
    await userEvent.upload(fileInput(), [jpeg('new.jpg')]);
    const message = 'Your profile picture changed meanwhile. Reload and try again.';
    act(() => sent[0]?.respond(409, { error: { code: 'conflict', message } }));
    expect(await within(screen.getByRole('alert')).findByText(message)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry new.jpg' }));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.url).toBe(`/api/images/profile/${OLD}`);
  });
});
