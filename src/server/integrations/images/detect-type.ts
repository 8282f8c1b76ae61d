/**
 * What a file really is, from its first bytes ("magic numbers"), whatever its name or the
 * type the browser claimed. Only PNG, JPEG and GIF are accepted; the others are named so the
 * refusal can say what the file was (an iPhone's HEIC, a WebP, a PDF…).
 */

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Byte patterns at an offset; null matches any byte. */
const signatures: Array<{ type: string; at: number; bytes: Array<number | null> }> = [
  { type: 'image/png', at: 0, bytes: [0x89, ...ascii('PNG\r\n\x1a\n')] },
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', at: 0, bytes: ascii('GIF87a') },
  { type: 'image/gif', at: 0, bytes: ascii('GIF89a') },
  {
    type: 'image/webp',
    at: 0,
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
  },
  { type: 'image/avif', at: 4, bytes: ascii('ftypavi') },
  { type: 'image/heic', at: 4, bytes: ascii('ftyphei') },
  { type: 'image/heic', at: 4, bytes: ascii('ftypmif1') },
  { type: 'video/mp4', at: 4, bytes: ascii('ftyp') },
  { type: 'image/tiff', at: 0, bytes: [...ascii('II'), 0x2a, 0x00] },
  { type: 'image/tiff', at: 0, bytes: [...ascii('MM'), 0x00, 0x2a] },
  { type: 'application/pdf', at: 0, bytes: ascii('%PDF-') },
  { type: 'application/zip', at: 0, bytes: ascii('PK\x03\x04') },
];

function matches(data: Uint8Array, { at, bytes }: (typeof signatures)[number]): boolean {
  return bytes.every((byte, index) => byte === null || data[at + index] === byte);
}

/** Tab, line feed, form feed, carriage return: the only control bytes text is made of. */
const textControls = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Text is valid UTF-8 with no other control characters. */
function textType(head: Uint8Array): string | null {
  if (
    !head.length ||
    head.some((byte) => (byte < 0x20 && !textControls.has(byte)) || byte === 0x7f)
  ) {
    return null;
  }
  let text: string;
  try {
    // stream: a character cut in two at the end of the sample is not an error
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
  // To its owner an SVG is a picture, not text: say what it is.
  return /<svg[\s>]/i.test(text) ? 'image/svg+xml' : 'text/plain';
}

/** The MIME type the content shows, or 'unknown'. */
export function detectType(data: Uint8Array): string {
  const match = signatures.find((signature) => matches(data, signature));
  return match?.type ?? textType(data.subarray(0, 1024)) ?? 'unknown';
}
