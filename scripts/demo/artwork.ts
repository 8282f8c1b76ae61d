/**
 * Generated pictures for the demo artists: abstract, soft, editorial compositions drawn as SVG
 * and rasterised by sharp. Nothing is fetched and every choice comes from a seeded generator,
 * so every run draws the same pictures. Hair designs flow (strands, curls); makeup designs show
 * its tools (swatches and a brush stroke, a palette, a compact, shimmer); profile pictures are
 * a soft orb or a head-and-shoulders shape, centred for a round crop.
 */
import sharp from 'sharp';
import { prng, type Random } from './random.ts';

export type Motif = 'hair' | 'makeup' | 'avatar';

export interface Design {
  motif: Motif;
  width: number;
  height: number;
  seed: number;
}

/** Light, soft, mid, deep, metal: blush, rose, gold, plum and a range of skin tones. */
const palettes = [
  ['#fbe9e4', '#f4c7c3', '#e8a0a0', '#a9505f', '#d4a373'],
  ['#f8e1e7', '#e7a3b6', '#d46a8f', '#7e2f52', '#e9c46a'],
  ['#fff4e0', '#f1d7a6', '#d4a373', '#8a5a3c', '#c9a227'],
  ['#f3e6ef', '#d8b4cf', '#a26b8f', '#4a2343', '#e6b89c'],
  ['#fdf0e6', '#f1d3c1', '#e3b59c', '#b5838d', '#c68863'],
  ['#fff1ea', '#ffd3c2', '#f4a38c', '#b85c57', '#e9c46a'],
  // Deep ones, drawn from their deep colour: some pictures moody, most airy.
  ['#f2c57c', '#e0ac8b', '#b87445', '#5c3a21', '#f5deb3'],
  ['#d49ab0', '#8e4a74', '#5e2750', '#2e1530', '#d4af37'],
] as const;
type Palette = (typeof palettes)[number];

const isDeep = (palette: Palette) => palettes.indexOf(palette) >= palettes.length - 2;

const f = (n: number) => n.toFixed(1);

/** A glow: a disc whose colour fades to nothing at its edge (no blur filter: fast to draw). */
function glows(r: Random, palette: Palette, w: number, h: number, count: number) {
  const defs: string[] = [];
  const shapes: string[] = [];
  for (let i = 0; i < count; i++) {
    const colour = r.pick(palette.slice(1));
    defs.push(
      `<radialGradient id="glow${i}"><stop offset="0" stop-color="${colour}" stop-opacity="${f(r.between(0.45, 0.9))}"/>` +
        `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    const radius = r.between(0.25, 0.6) * Math.max(w, h);
    shapes.push(
      `<circle cx="${f(r.between(0, w))}" cy="${f(r.between(0, h))}" r="${f(radius)}" fill="url(#glow${i})"/>`,
    );
  }
  return { defs: defs.join(''), shapes: shapes.join('') };
}

/** Fine arcs in the metal colour: part of a circle, like the rim of a compact or a curl. */
function arcs(r: Random, palette: Palette, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const radius = r.between(0.15, 0.45) * w;
    const circumference = 2 * Math.PI * radius;
    const shown = r.between(0.2, 0.6) * circumference;
    out +=
      `<circle cx="${f(r.between(0.15, 0.85) * w)}" cy="${f(r.between(0.15, 0.85) * h)}" r="${f(radius)}" ` +
      `fill="none" stroke="${palette[4]}" stroke-width="${f(r.between(1.5, 4))}" stroke-opacity="${f(r.between(0.5, 0.9))}" ` +
      `stroke-dasharray="${f(shown)} ${f(circumference)}" transform="rotate(${f(r.between(0, 360))} ${f(w / 2)} ${f(h / 2)})"/>`;
  }
  return out;
}

/** Flowing strands: many near-parallel curves over a translucent ribbon, like hair in light. */
function strands(r: Random, palette: Palette, w: number, h: number): string {
  const count = r.int(22, 40);
  const [x0, y0] = [-0.1 * w, r.between(0.1, 0.9) * h];
  const [c1x, c1y] = [r.between(0.2, 0.5) * w, r.between(-0.2, 1.2) * h];
  const [c2x, c2y] = [r.between(0.5, 0.8) * w, r.between(-0.2, 1.2) * h];
  const [x1, y1] = [1.1 * w, r.between(0.1, 0.9) * h];
  const spread = r.between(3, 7);
  const curve = (d: number) =>
    `M${f(x0)} ${f(y0 + d)} C${f(c1x)} ${f(c1y + d * 1.6)} ${f(c2x)} ${f(c2y - d)} ${f(x1)} ${f(y1 + d * 0.7)}`;
  const turn = `rotate(${f(r.between(-35, 35))} ${f(w / 2)} ${f(h / 2)})`;
  let out =
    `<g fill="none" stroke-linecap="round" transform="${turn}"><path d="${curve(0)}" stroke="${palette[2]}" ` +
    `stroke-width="${f(count * spread * 1.2)}" stroke-opacity="${f(r.between(0.15, 0.3))}"/>`;
  for (let i = 0; i < count; i++) {
    const colour = i % 6 === 0 ? palette[4] : r.pick([palette[2], palette[3], palette[1]]);
    out +=
      `<path d="${curve((i - count / 2) * spread)}" stroke="${colour}" ` +
      `stroke-width="${f(r.between(1.5, 7))}" stroke-opacity="${f(r.between(0.3, 0.75))}"/>`;
  }
  return `${out}</g>`;
}

/** A curl: concentric arcs winding around one point, each a different length. */
function curl(r: Random, palette: Palette, w: number, h: number): string {
  const [cx, cy] = [r.between(0.3, 0.7) * w, r.between(0.3, 0.7) * h];
  let out = `<g fill="none" stroke-linecap="round" transform="rotate(${f(r.between(0, 360))} ${f(cx)} ${f(cy)})">`;
  for (let i = 0, n = r.int(12, 20); i < n; i++) {
    const radius = (0.05 + (0.4 * i) / n) * w;
    const circumference = 2 * Math.PI * radius;
    const colour = i % 4 === 0 ? palette[4] : r.pick([palette[2], palette[3]]);
    out +=
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" stroke="${colour}" stroke-width="${f(r.between(3, 14))}" ` +
      `stroke-opacity="${f(r.between(0.3, 0.7))}" stroke-dasharray="${f(r.between(0.35, 0.8) * circumference)} ${f(circumference)}" ` +
      `transform="rotate(${f(i * r.between(8, 20))} ${f(cx)} ${f(cy)})"/>`;
  }
  return `${out}</g>`;
}

/** A broad brush stroke sweeping across the picture, like a swatch of lipstick on skin. */
function sweep(r: Random, palette: Palette, w: number, h: number): string {
  const [y0, y1] = r.next() < 0.5 ? [0.8, 0.3] : [0.3, 0.8];
  const point = (x: number, y: number) => `${f(x * w)} ${f((y + r.between(-0.12, 0.12)) * h)}`;
  return (
    `<path d="M${point(r.between(0.05, 0.2), y0)} C${point(0.4, r.between(0.1, 0.9))} ${point(0.6, r.between(0.1, 0.9))} ${point(r.between(0.8, 0.95), y1)}" ` +
    `fill="none" stroke="${r.pick([palette[2], palette[3]])}" stroke-width="${f(r.between(0.06, 0.13) * w)}" ` +
    `stroke-linecap="round" stroke-opacity="${f(r.between(0.45, 0.7))}"/>`
  );
}

/** An eyeshadow palette from above: rows of rounded pans, slightly turned. */
function palettePans(r: Random, palette: Palette, w: number, h: number): string {
  const [columns, rows] = r.pick([
    [3, 3],
    [2, 3],
    [3, 2],
    [4, 2],
  ] as const);
  const pan = r.between(0.13, 0.17) * w;
  const gap = pan * 0.22;
  const corner = pan * r.pick([0.2, 0.5]);
  const [width, height] = [columns * pan + (columns + 1) * gap, rows * pan + (rows + 1) * gap];
  const [x, y] = [(w - width) / 2, (h - height) / 2];
  let out =
    `<g transform="rotate(${f(r.between(-18, 18))} ${f(w / 2)} ${f(h / 2)})">` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(height)}" rx="${f(gap)}" ` +
    `fill="${palette[0]}" fill-opacity="0.55" stroke="${palette[4]}" stroke-width="${f(gap * 0.25)}"/>`;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      out +=
        `<rect x="${f(x + gap + column * (pan + gap))}" y="${f(y + gap + row * (pan + gap))}" width="${f(pan)}" height="${f(pan)}" ` +
        `rx="${f(corner)}" fill="${r.pick(palette.slice(1))}" fill-opacity="${f(r.between(0.8, 1))}"/>`;
    }
  }
  return `${out}</g>`;
}

/** Swatches: overlapping pans of colour in a loose cluster, one in a metal rim. */
function swatches(r: Random, palette: Palette, w: number, h: number): string {
  let out = '';
  const [sx, sy] = [r.between(0.3, 0.7) * w, r.between(0.3, 0.7) * h];
  for (let i = 0, n = r.int(3, 6); i < n; i++) {
    const angle = r.between(0, 2 * Math.PI);
    const distance = i === 0 ? 0 : r.between(0.12, 0.22) * w;
    const radius = r.between(0.07, 0.13) * w;
    out += `<circle cx="${f(sx + Math.cos(angle) * distance)}" cy="${f(sy + Math.sin(angle) * distance)}" r="${f(radius)}" `;
    out += `fill="${r.pick(palette.slice(1, 4))}" fill-opacity="${f(r.between(0.75, 0.95))}"`;
    out += i === 0 ? ` stroke="${palette[4]}" stroke-width="${f(radius * 0.08)}"/>` : '/>';
  }
  return out;
}

/** A compact seen from above: a large pan of pressed powder in a metal rim. */
function compact(r: Random, palette: Palette, w: number, h: number): string {
  const [cx, cy, radius] = [
    r.between(0.35, 0.65) * w,
    r.between(0.35, 0.65) * h,
    r.between(0.22, 0.3) * w,
  ];
  return (
    `<defs><radialGradient id="powder" cx=".4" cy=".35"><stop offset="0" stop-color="${palette[1]}"/>` +
    `<stop offset="1" stop-color="${palette[2]}"/></radialGradient></defs>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 1.12)}" fill="${palette[3]}" fill-opacity="0.35"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="url(#powder)" stroke="${palette[4]}" stroke-width="${f(radius * 0.06)}"/>`
  );
}

/** Shimmer: small metal dots scattered over part of the picture. */
function shimmer(r: Random, palette: Palette, w: number, h: number): string {
  let out = `<g fill="${palette[4]}">`;
  const [cx, cy] = [r.between(0.2, 0.8) * w, r.between(0.2, 0.8) * h];
  for (let i = 0, n = r.int(25, 60); i < n; i++) {
    const [dx, dy] = [r.between(-0.35, 0.35) * w, r.between(-0.35, 0.35) * h];
    out += `<circle cx="${f(cx + dx)}" cy="${f(cy + dy)}" r="${f(r.between(1, 5))}" fill-opacity="${f(r.between(0.3, 0.9))}"/>`;
  }
  return `${out}</g>`;
}

/** A head-and-shoulders shape in a diagonal gradient, for profile pictures. */
function silhouette(r: Random, palette: Palette, w: number, h: number): string {
  const tone = r.pick(palette.slice(2, 4));
  const head = 0.19 * w;
  const [hx, hy] = [w / 2, 0.42 * h];
  const shoulders =
    `M${f(0.12 * w)} ${f(h)} C${f(0.14 * w)} ${f(0.72 * h)} ${f(0.32 * w)} ${f(0.66 * h)} ${f(w / 2)} ${f(0.66 * h)} ` +
    `C${f(0.68 * w)} ${f(0.66 * h)} ${f(0.86 * w)} ${f(0.72 * h)} ${f(0.88 * w)} ${f(h)} Z`;
  return (
    `<defs><linearGradient id="tone" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[1]}"/>` +
    `<stop offset="1" stop-color="${tone}"/></linearGradient></defs>` +
    `<g fill="url(#tone)" fill-opacity="0.9"><circle cx="${f(hx)}" cy="${f(hy)}" r="${f(head)}"/><path d="${shoulders}"/></g>`
  );
}

/** A soft orb in the middle, for profile pictures shown as circles. */
function orb(r: Random, palette: Palette, w: number, h: number): string {
  return (
    `<defs><radialGradient id="orb" cx="${f(r.between(0.3, 0.45))}" cy="${f(r.between(0.3, 0.45))}">` +
    `<stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${r.pick(palette.slice(2, 4))}"/></radialGradient></defs>` +
    `<circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(0.3 * w)}" fill="url(#orb)"/>` +
    arcs(r, palette, w, h, 1)
  );
}

/** The SVG source of one design. */
export function artworkSvg({ motif, width: w, height: h, seed }: Design): string {
  const r = prng(seed);
  const palette = r.pick(palettes);
  const [from, to] = isDeep(palette) ? [palette[3], palette[1]] : [palette[0], palette[1]];
  const light = glows(r, palette, w, h, motif === 'avatar' ? 2 : r.int(2, 4));
  let body: string;
  if (motif === 'hair') {
    body = r.next() < 0.65 ? strands(r, palette, w, h) : curl(r, palette, w, h);
    body += arcs(r, palette, w, h, r.int(0, 2));
  } else if (motif === 'makeup') {
    const kind = r.next();
    if (kind < 0.4) body = sweep(r, palette, w, h) + swatches(r, palette, w, h);
    else if (kind < 0.7) body = palettePans(r, palette, w, h);
    else body = compact(r, palette, w, h);
    if (r.next() < 0.6) body += shimmer(r, palette, w, h);
  } else {
    body = r.next() < 0.6 ? silhouette(r, palette, w, h) : orb(r, palette, w, h);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${f(r.between(0, 180))} .5 .5)">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${light.defs}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>${light.shapes}${body}</svg>`
  );
}

/** The design as a JPEG, the way a phone would hand it to the upload form. */
export function renderArtwork(design: Design): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(design)))
    .jpeg({ quality: 90 })
    .toBuffer();
}
