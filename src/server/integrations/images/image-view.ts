import type { ImageView } from '#shared/schemas/profile.ts';
import type { ImageRow } from '../../db/rows.ts';
import { fileUrl } from '../storage/serve-files.ts';
import { variantKey } from './store-image.ts';

/** A picture's default URL (the first width of 640 or more) and a `srcset` of every width. */
export function imageView(image: ImageRow): ImageView {
  const widths = [...image.widths].sort((a, b) => a - b);
  const url = (w: number) => fileUrl(variantKey(image.id, w));
  const middle = widths.find((w) => w >= 640) ?? widths.at(-1)!;
  return {
    _id: image.id,
    tag: image.tag,
    src: url(middle),
    srcset: widths.map((w) => `${url(w)} ${w}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}
