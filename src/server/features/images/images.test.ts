import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let dataDir: string;
let jpeg: Buffer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'blush-images-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d46a8f' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

/** A multipart body, built by hand as a browser would send it. */
function multipart(files: Array<{ name: string; data: Buffer; type?: string }>) {
  const boundary = '----blush-test-boundary';
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function artist() {
  const user = await t.signUp();
  await t.app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: bearer(user.token),
    payload: { profession: 'Hair Stylist', bio: 'Colour and cuts.', city: 'Toronto - Canada' },
  });
  return user;
}

const upload = (token: string, files: Parameters<typeof multipart>[0], language = 'en-CA') => {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), 'accept-language': language },
  });
};
const stored = () => readdirSync(path.join(dataDir, 'uploads', 'images'), { recursive: true });

describe('portfolio pictures', () => {
  it('stores WebP widths, tags them, serves them, and deletes their files', async () => {
    const user = await artist();
    const res = await upload(user.token, [
      { name: 'a.jpg', data: jpeg },
      { name: 'b.jpg', data: jpeg },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { images } = res.json<{ images: Array<{ _id: string; src: string; srcset: string }> }>();
    expect(images).toHaveLength(2);
    expect(images[0]!.srcset).toMatch(/320w, .*640w, .*900w$/);

    const file = await t.app.inject({ method: 'GET', url: images[0]!.src });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const tag = await t.app.inject({
      method: 'POST',
      url: '/api/images/tags',
      headers: bearer(user.token),
      payload: images.map((i) => ({ _id: i._id, tag: 'Blowout' })),
    });
    expect(tag.statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/images',
      headers: bearer(user.token),
    });
    expect(mine.json<Array<{ tag: string }>>().map((i) => i.tag)).toEqual(['Blowout', 'Blowout']);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/images/delete/${images[0]!._id}/${user.id}`,
      headers: bearer(user.token),
    });
    expect(del.json()).toEqual({ message: 'Picture Removed' });
    expect(stored().some((p) => String(p).includes(images[0]!._id))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: images[0]!.src })).statusCode).toBe(404);
  });

  it('never lets another artist tag or delete your pictures', async () => {
    const owner = await artist();
    const other = await artist();
    const { images } = (await upload(owner.token, [{ name: 'a.jpg', data: jpeg }])).json<{
      images: Array<{ _id: string }>;
    }>();
    const id = images[0]!._id;
    const tag = await t.app.inject({
      method: 'POST',
      url: '/api/images/tags',
      headers: bearer(other.token),
      payload: [{ _id: id, tag: 'Haircut' }],
    });
    expect(tag.statusCode).toBe(404);
    for (const url of [
      `/api/images/delete/${id}/${owner.id}`,
      `/api/images/delete/${id}/${other.id}`,
    ]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: bearer(other.token) });
      expect(res.statusCode).toBe(404);
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/images',
      headers: bearer(owner.token),
    });
    expect(mine.json()).toMatchObject([{ _id: id, tag: null }]);
  });

  it('refuses a bad file with the spec message and keeps nothing from the batch', async () => {
    const user = await artist();
    const before = stored().length;
    const res = await upload(user.token, [
      { name: 'good.jpg', data: jpeg },
      { name: 'report.jpg', data: Buffer.from('%PDF-1.7 not a picture') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: { message: '"application/pdf" is not a supported format' },
    });
    expect(stored().length).toBe(before);

    const six = await upload(
      user.token,
      Array.from({ length: 6 }, (_, i) => ({ name: `${i}.jpg`, data: jpeg })),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({
      error: { message: 'Only 5 images can be uploaded at a time' },
    });
    const nine = await upload(
      user.token,
      Array.from({ length: 9 }, (_, i) => ({ name: `${i}.jpg`, data: jpeg })),
    );
    expect(nine.statusCode).toBe(400);
    expect(nine.json()).toMatchObject({
      error: { message: 'Only 5 images can be uploaded at a time' },
    });
    expect(stored().length).toBe(before);
  });

  it('says the upload refusals in the caller’s language (issue 35)', async () => {
    const user = await artist();
    const messageOf = (res: { json<T>(): T }) =>
      res.json<{ error: { message: string } }>().error.message;
    const pdf = { name: 'report.jpg', data: Buffer.from('%PDF-1.7 not a picture') };
    expect(messageOf(await upload(user.token, [pdf], 'fr-CA'))).toBe(
      '« application/pdf » n’est pas un format accepté',
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.jpg`, data: jpeg }));
    expect(messageOf(await upload(user.token, six, 'fr-CA'))).toBe(
      'Vous pouvez téléverser au plus 5 images à la fois',
    );
    const notMultipart = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: { files: [] },
        headers: { ...bearer(user.token), 'accept-language': language },
      });
    expect(messageOf(await notMultipart('en-CA'))).toBe(
      'Send the pictures as multipart/form-data.',
    );
    expect(messageOf(await notMultipart('fr-CA'))).toBe(
      'Envoyez les images en multipart/form-data.',
    );
  });

  it('keeps one profile picture, shown on the current user, replacing only the one named', async () => {
    const user = await artist();
    const picture = (cloudId: string) => {
      const body = multipart([{ name: 'me.jpg', data: jpeg }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/images/profile/${cloudId}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(user.token) },
      });
    };
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) })).json<{
        profileImage: { _id: string; src: string } | null;
      }>();
    expect((await me()).profileImage).toBeNull();
    const first = await picture('none');
    expect(first.statusCode, first.body).toBe(200);
    const firstId = first.json<{ image: { _id: string } }>().image._id;
    const shown = (await me()).profileImage;
    expect(shown?._id).toBe(firstId);
    expect(shown?.src).toMatch(/^\/files\//);

    expect((await picture('none')).statusCode).toBe(409);
    const second = await picture(firstId);
    expect(second.statusCode).toBe(200);
    const secondId = second.json<{ image: { _id: string } }>().image._id;
    expect((await me()).profileImage?._id).toBe(secondId);
    expect(stored().some((p) => String(p).includes(firstId))).toBe(false);
  });

  it('goes with the account when it is deleted, files included', async () => {
    const user = await artist();
    const { images } = (await upload(user.token, [{ name: 'a.jpg', data: jpeg }])).json<{
      images: Array<{ _id: string; src: string }>;
    }>();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(stored().some((p) => String(p).includes(images[0]!._id))).toBe(false);
    const admin = await t.signUp({ role: 'Admin' });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${user.id}`,
      headers: bearer(admin.token),
    });
    expect(profile.statusCode).toBe(404);
  });
});
