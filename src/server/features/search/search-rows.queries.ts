import { sql } from 'drizzle-orm';
import type { portfolioTags, professions } from '#shared/catalog.ts';
import type { ImageRow } from '../../db/rows.ts';

/**
 * How a found picture travels from PostgreSQL: the fields below as one JSON array text per
 * row. For node-postgres that is one field to read instead of sixteen, and the text is also
 * the key under which the service keeps the result it built from it (same text, same result).
 */

type Tag = (typeof portfolioTags)[number];

/** What a result shows, read from `search_pictures s` (numeric as a JavaScript number). */
const fields = {
  image_id: sql`s.image_id`,
  user_id: sql`s.user_id`,
  tag: sql`s.tag`,
  created_at: sql`s.created_at`,
  width: sql`s.width`,
  height: sql`s.height`,
  widths: sql`s.widths`,
  first_name: sql`s.first_name`,
  profession: sql`s.profession`,
  price_cents: sql`s.price_cents`,
  rating: sql`s.rating_average::float8`,
  review_count: sql`s.review_count`,
  avatar_id: sql`s.avatar_id`,
  avatar_width: sql`s.avatar_width`,
  avatar_height: sql`s.avatar_height`,
  avatar_widths: sql`s.avatar_widths`,
};

interface Fields {
  image_id: string;
  user_id: string;
  tag: Tag;
  created_at: string;
  width: number;
  height: number;
  widths: number[];
  first_name: string;
  profession: (typeof professions)[number];
  price_cents: number | null;
  rating: number | null;
  review_count: number;
  avatar_id: string | null;
  avatar_width: number;
  avatar_height: number;
  avatar_widths: number[];
}

/** Where each field sits in the array. */
const at = Object.fromEntries(Object.keys(fields).map((key, i) => [key, i])) as Record<
  keyof Fields,
  number
>;

/** The select-list item: `… as row`. */
export const resultRow = sql`json_build_array(${sql.join(Object.values(fields), sql`, `)})::text as row`;

/** A found picture with its artist and the artist's profile picture. */
export interface FoundPicture {
  image: ImageRow & { tag: Tag };
  artist: {
    id: string;
    firstName: string;
    profession: (typeof professions)[number];
    priceCents: number | null;
    rating: number | null;
    reviewCount: number;
  };
  avatar: ImageRow | null;
}

export function foundPicture(row: string): FoundPicture {
  const v = JSON.parse(row) as unknown[];
  const field = <K extends keyof Fields>(key: K) => v[at[key]] as Fields[K];
  const userId = field('user_id');
  const createdAt = new Date(field('created_at'));
  const avatarId = field('avatar_id');
  return {
    image: {
      id: field('image_id'),
      userId,
      kind: 'portfolio',
      tag: field('tag'),
      width: field('width'),
      height: field('height'),
      widths: field('widths'),
      createdAt,
    },
    artist: {
      id: userId,
      firstName: field('first_name'),
      profession: field('profession'),
      priceCents: field('price_cents'),
      rating: field('rating'),
      reviewCount: field('review_count'),
    },
    avatar: avatarId
      ? {
          id: avatarId,
          userId,
          kind: 'profile',
          tag: null,
          width: field('avatar_width'),
          height: field('avatar_height'),
          widths: field('avatar_widths'),
          createdAt,
        }
      : null,
  };
}
