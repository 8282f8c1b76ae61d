import { crc32, deflateSync } from 'node:zlib';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_PROFILE_PICTURES_PER_UPLOAD } from '#shared/images.ts';
import { processUpload, validateBatch, variantWidths } from './process-image.ts';

// Every test picture is made here, with sharp itself or by hand, so each one is exactly the
// case its test names.

function solid(width: number, height: number, channels: 3 | 4 = 3) {
  const background = { r: 190, g: 90, b: 120, alpha: 0.5 };
  return sharp({ create: { width, height, channels, background } });
}

/** A camera-like JPEG: landscape pixels, EXIF saying "rotate 90°", an artist and GPS. */
function phonePhoto() {
  return solid(2000, 1500)
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Jane Private' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 39/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 22/1 4/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Random pixels, so the data is spread through the whole file (and cut by truncation). */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** Three frames, red, green, blue. */
function animatedGif() {
  const [width, height] = [40, 30];
  const frame = (rgb: number[]) =>
    Buffer.from(
      Array(width * height)
        .fill([...rgb, 255])
        .flat(),
    );
  const frames = Buffer.concat(
    [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
    ].map(frame),
  );
  return sharp(frames, { raw: { width, height: height * 3, channels: 4, pageHeight: height } })
    .gif()
    .toBuffer();
}

/**
 * A real decompression bomb: a valid one-bit PNG of width × height black pixels. All-zero
 * rows deflate about a thousandfold, so 100 megapixels fit in a few kilobytes.
 */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(8 + body.length);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), 4 + body.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, colour type 0 (grey), the rest zero
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('processUpload', () => {
  it('turns a phone photo upright, strips EXIF and GPS, and stores WebP in each width', async () => {
    const data = await phonePhoto();
    const input = await sharp(data).metadata();
    // The fixture really carries what must not leak.
    expect(exifReader(input.exif!)).toMatchObject({
      Image: { Artist: 'Jane Private', Orientation: 6 },
      GPSInfo: { GPSLatitudeRef: 'N', GPSLatitude: [43, 39, 12.34] },
    });

    const image = await processUpload({ name: 'me.jpg', data });

    expect(image).toMatchObject({ width: 1500, height: 2000 });
    expect(image.variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 427],
      [640, 853],
      [1080, 1440],
      [1500, 2000],
    ]);
    for (const variant of image.variants) {
      const output = await sharp(variant.data).metadata();
      expect(output).toMatchObject({ format: 'webp', width: variant.width });
      expect(variant.contentType).toBe('image/webp');
      expect(output.exif).toBeUndefined();
      expect(output.xmp).toBeUndefined();
      expect(output.iptc).toBeUndefined();
      expect(output.orientation).toBeUndefined();
      expect(variant.data.includes('Jane Private')).toBe(false);
    }
  });

  it('keeps a PNG transparent and never enlarges a small one', async () => {
    const data = await solid(800, 600, 4).png().toBuffer();
    const image = await processUpload({ name: 'logo.png', data });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 800]);
    expect(await sharp(image.variants[0]!.data).metadata()).toMatchObject({ hasAlpha: true });

    const tiny = await processUpload({
      name: 'tiny.png',
      data: await solid(200, 100).png().toBuffer(),
    });
    expect(tiny.variants.map(({ width, height }) => [width, height])).toEqual([[200, 100]]);
  });

  it('converts a wide-gamut (Display P3) photo to sRGB instead of dropping its profile', async () => {
    // sRGB (190, 90, 120), stored converted into P3 values with the P3 profile attached.
    const data = await solid(64, 64).jpeg({ quality: 100 }).withIccProfile('p3').toBuffer();
    const [variant] = (await processUpload({ name: 'skin.jpg', data })).variants;
    expect(await sharp(variant!.data).metadata()).toMatchObject({ hasProfile: false });
    const { data: pixel } = await sharp(variant!.data).raw().toBuffer({ resolveWithObject: true });
    for (const [channel, expected] of [190, 90, 120].entries()) {
      expect(Math.abs(pixel[channel]! - expected)).toBeLessThanOrEqual(4);
    }
  });

  it('keeps the first frame of an animated GIF', async () => {
    const image = await processUpload({ name: 'wink.gif', data: await animatedGif() });
    expect(image).toMatchObject({ width: 40, height: 30 });
    const [only] = image.variants;
    const output = await sharp(only!.data).metadata();
    expect(output).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(output.pages).toBeUndefined();
    const { data: pixel } = await sharp(only!.data).raw().toBuffer({ resolveWithObject: true });
    expect([...pixel.subarray(0, 3)].map((value) => Math.round(value / 16))).toEqual([16, 0, 0]);
  });

  it.each([
    [
      'a PDF renamed .jpg',
      'scan.jpg',
      Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
      'application/pdf',
    ],
    ['a text file', 'notes.png', Buffer.from('Bring the blue palette.\n'), 'text/plain'],
    ['an unknown binary', 'blob.gif', Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 'unknown'],
  ])('refuses %s by its content', async (_case, name, data, type) => {
    await expect(processUpload({ name, data })).rejects.toMatchObject({
      code: 'unsupported_media_type',
      message: `"${type}" is not a supported format`,
    });
  });

  it('refuses a WebP even when it is named .jpg', async () => {
    const data = await solid(50, 50).webp().toBuffer();
    await expect(processUpload({ name: 'photo.jpg', data })).rejects.toMatchObject({
      message: '"image/webp" is not a supported format',
    });
  });

  it('refuses a file over 5 MB before decoding it', async () => {
    const small = await solid(100, 100).jpeg().toBuffer();
    const data = Buffer.concat([small, Buffer.alloc(MAX_IMAGE_BYTES + 1 - small.length)]);
    await expect(processUpload({ name: 'huge.jpg', data })).rejects.toMatchObject({
      code: 'payload_too_large',
      message: '"huge.jpg" is too large, please pick a smaller file (Max. 5MB)',
    });
    // Exactly 5 MB is still allowed (the trailing zeros are ignored by the decoder).
    const limit = Buffer.concat([small, Buffer.alloc(MAX_IMAGE_BYTES - small.length)]);
    await expect(processUpload({ name: 'ok.jpg', data: limit })).resolves.toMatchObject({
      width: 100,
    });
  });

  it.each([
    ['100 megapixels in a few kilobytes', 10_000, 10_000],
    ['a side longer than WebP allows', 20_000, 100],
  ])('refuses a decompression bomb: %s', async (_case, width, height) => {
    const data = pngBomb(width, height);
    expect(data.length).toBeLessThan(64 * 1024);
    await expect(processUpload({ name: 'bomb.png', data })).rejects.toMatchObject({
      code: 'payload_too_large',
      message:
        '"bomb.png" has too many pixels, please pick a smaller picture (Max. 50 megapixels).',
    });
  });

  it.each([
    ['JPEG', () => noise(600, 400).jpeg().toBuffer()],
    ['PNG', () => noise(600, 400).png().toBuffer()],
  ])('refuses a truncated %s', async (_format, make) => {
    const whole = await make();
    const data = whole.subarray(0, Math.floor(whole.length / 2));
    await expect(processUpload({ name: 'cut.img', data })).rejects.toMatchObject({
      code: 'bad_request',
      message:
        '"cut.img" could not be read: it may be damaged or incomplete. Please pick another file.',
    });
  });

  it('accepts a JPEG with the stray bytes some cameras write (a warning, not an error)', async () => {
    const jpeg = await solid(300, 200).jpeg().toBuffer();
    const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const data = Buffer.concat([
      jpeg.subarray(0, scan),
      Buffer.from([1, 2, 3]),
      jpeg.subarray(scan),
    ]);
    await expect(processUpload({ name: 'cctv.jpg', data })).resolves.toMatchObject({ width: 300 });
  });

  it('refuses a file whose header is cut short', async () => {
    const data = (await solid(10, 10).png().toBuffer()).subarray(0, 20);
    await expect(processUpload({ name: 'stub.png', data })).rejects.toMatchObject({
      message:
        '"stub.png" could not be read: it may be damaged or incomplete. Please pick another file.',
    });
  });
});

describe('variantWidths', () => {
  it.each([
    [4000, [320, 640, 1080, 1600]],
    [1600, [320, 640, 1080, 1600]],
    [1080, [320, 640, 1080]],
    [700, [320, 640, 700]],
    [320, [320]],
    [1, [1]],
  ])('an original %i px wide → %j', (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });
});

describe('validateBatch', () => {
  it('takes 1 to 5 files, or 1 to 3 profile pictures', () => {
    expect(() => validateBatch(Array(5))).not.toThrow();
    expect(() => validateBatch(Array(6))).toThrow('Only 5 images can be uploaded at a time');
    expect(() => validateBatch(Array(4), MAX_PROFILE_PICTURES_PER_UPLOAD)).toThrow(
      'Only 3 images can be uploaded at a time',
    );
    expect(() => validateBatch([])).toThrow('Please pick at least one image.');
  });
});
