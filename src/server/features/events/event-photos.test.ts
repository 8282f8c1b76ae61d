/**
 * The customer's inspiration photos for her event (decision 0042), on both databases: the
 * booking photos' upload checks, at most 6, stored privately and served only to the
 * customer, the lead and the team who said yes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventPhotoList } from '#shared/schemas/event-conversation.ts';
import { makeCustomer } from '#tests/support/fixtures/bookings.fixtures.ts';
import { eventArtist, quoted, sendAs } from '#tests/support/fixtures/events.fixtures.ts';
import { bearer, createTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'blush-event-photos-')),
    LOG_LEVEL: 'error',
  });
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c2577f' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

/** A multipart body of these files, as a browser sends it. */
function upload(who: { token: string }, eventId: string, files: { name: string; data: Buffer }[]) {
  const boundary = '----blush-event-photo';
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        `Content-Type: image/jpeg\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/photos`,
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(who.token) },
  });
}

const photo = (n: number) => ({ name: `veil-${n}.jpg`, data: jpeg });

describe('inspiration photos', () => {
  it('the customer adds them; her lead and team see them, no one else', async () => {
    const [lead, ana, bea, customer] = [
      await eventArtist(t),
      await eventArtist(t),
      await eventArtist(t),
      await makeCustomer(t),
    ];
    const event = await quoted(t, customer, lead, [ana]);
    const added = await upload(customer, event.id, [photo(1), photo(2)]);
    expect(added.statusCode, added.body).toBe(200);
    const { photos } = EventPhotoList.parse(added.json());
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ width: 900, height: 600 });
    for (const who of [customer, lead, ana]) {
      const list = await sendAs(t, who, 'GET', `/api/events/${event.id}/photos`);
      expect(EventPhotoList.parse(list.json()).photos).toHaveLength(2);
      const file = await sendAs(t, who, 'GET', photos[0]!.src);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('no-store');
    }
    const stranger = await makeCustomer(t);
    for (const who of [stranger, bea]) {
      expect((await sendAs(t, who, 'GET', `/api/events/${event.id}/photos`)).statusCode).toBe(404);
      expect((await sendAs(t, who, 'GET', photos[0]!.src)).statusCode).toBe(404);
      expect((await upload(who, event.id, [photo(3)])).statusCode).toBe(404);
    }
    // The lead sees them but does not add to the customer's request.
    expect((await upload(lead, event.id, [photo(3)])).statusCode).toBe(403);
  });

  it('holds at most 6 and checks each file as the booking photos do', async () => {
    const [lead, customer] = [await eventArtist(t), await makeCustomer(t)];
    const event = await quoted(t, customer, lead);
    const four = [1, 2, 3, 4].map(photo);
    expect((await upload(customer, event.id, four)).statusCode).toBe(200);
    const over = await upload(customer, event.id, [photo(5), photo(6), photo(7)]);
    expect(over.statusCode).toBe(409);
    expect(over.body).toMatch(/at most 6 photos/);
    const notImage = await upload(customer, event.id, [
      { name: 'notes.jpg', data: Buffer.from('not an image') },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect((await upload(customer, event.id, [1, 2, 3, 4, 5, 6, 7].map(photo))).statusCode).toBe(
      400,
    );
    const list = await sendAs(t, customer, 'GET', `/api/events/${event.id}/photos`);
    expect(EventPhotoList.parse(list.json()).photos).toHaveLength(4);
  });
});
