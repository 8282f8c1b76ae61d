import { z } from 'zod';
import { CITY, PRODUCT_NAME } from '#shared/brand.ts';
import { formatCents } from '#shared/domain/money.ts';
import { allInCents, listedPriceText } from '#shared/domain/pricing.ts';
import { formatRating } from '#shared/domain/reviews.ts';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { professionName } from '#shared/i18n/catalog-names.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/open-db.ts';
import type { ImageRow } from '../../db/rows.ts';
import type { PageMeta, PageNotFound } from '../../http/client-app.ts';
import { variantKey } from '../../integrations/images/store-image.ts';
import { fileUrl } from '../../integrations/storage/serve-files.ts';
import {
  findFirstPortfolioPicture,
  findImages,
  findProfileRow,
  findServices,
} from './profiles.queries.ts';

/** The public profile page; the review pages below it (`/:userId/:reviewId`) are not matched. */
const profilePath = /^\/profile\/artist\/([^/]+)\/?$/;
const uuid = z.uuid();

/** Link previews ask for about 1080 pixels wide; the nearest stored width at or above it. */
const PREVIEW_WIDTH = 1080;
const DESCRIPTION_LENGTH = 200;

const notFound: PageNotFound = { notFound: true };

/**
 * Title, description, picture and schema.org data (a local business with its area, price
 * range and rating) of `/profile/artist/:id` for link previews and search engines, null for any
 * other path, and not found (a 404) for an id that is no listed profile (malformed, unknown,
 * unverified, blocked or deleted): to anyone but its owner, it looks like an unknown page.
 */
export async function profilePageMeta(
  db: Db,
  publicUrl: string,
  pagePath: string,
  /** The booking fee rate: every price shown is all-in (the fee included). */
  feeBps: number,
  /** The page's language: the preview's words and figures follow it. */
  locale: Locale = 'en-CA',
): Promise<PageMeta | PageNotFound | null> {
  const id = profilePath.exec(pagePath)?.[1];
  if (id === undefined) return null;
  if (!uuid.safeParse(id).success) return notFound;
  const row = await findProfileRow(db, id);
  if (!row || row.profile.verifiedAt === null || row.blockedAt !== null) return notFound;

  const name = `${row.firstName} ${row.lastName}`.trim();
  const p = row.profile;
  const rated = p.reviewCount > 0 && p.ratingAverage !== null;
  const { t } = serverTranslator(locale);
  const lead = [
    t('preview.profile.profession', { profession: professionName(p.profession, t), city: CITY }),
    rated
      ? t('preview.profile.rated', {
          rating: formatRating(p.ratingAverage!, locale),
          count: p.reviewCount,
        })
      : null,
    p.priceCents !== null
      ? t('preview.profile.from', {
          price: listedPriceText(allInCents(p.priceCents, feeBps), Boolean(p.hstNumber), locale),
        })
      : null,
  ]
    .filter(Boolean)
    .join(', ');
  const picture =
    (row.profileImageId ? (await findImages(db, [row.profileImageId]))[0] : null) ??
    (await findFirstPortfolioPicture(db, id));

  const image = picture ? previewUrl(picture) : null;
  const prices = (await findServices(db, [id])).map((s) => allInCents(s.amountCents, feeBps));
  return {
    title: `${name} · ${PRODUCT_NAME}`,
    description: shorten(`${lead}. ${p.bio}`.trim(), DESCRIPTION_LENGTH),
    image,
    type: 'profile',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'HealthAndBeautyBusiness',
      name,
      description: shorten(p.bio, DESCRIPTION_LENGTH),
      url: `${publicUrl}/profile/artist/${id}`,
      ...(image ? { image: new URL(image, `${publicUrl}/`).href } : {}),
      // The area only (the postal code's first three characters): the street stays private.
      address: {
        '@type': 'PostalAddress',
        addressLocality: CITY,
        addressRegion: 'ON',
        addressCountry: 'CA',
        ...(p.postalCode ? { postalCode: p.postalCode.slice(0, 3).toUpperCase() } : {}),
      },
      ...(prices.length > 0 ? { priceRange: priceRange(prices) } : {}),
      ...(rated
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: p.ratingAverage,
              reviewCount: p.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

/** "$80.00", or "$45.00–$300.00" from the cheapest service to the dearest. */
function priceRange(cents: number[]): string {
  const [low, high] = [Math.min(...cents), Math.max(...cents)];
  return low === high ? formatCents(low) : `${formatCents(low)}–${formatCents(high)}`;
}

function previewUrl(image: ImageRow): string | null {
  const widths = [...image.widths].sort((a, b) => a - b);
  const width = widths.find((w) => w >= PREVIEW_WIDTH) ?? widths.at(-1);
  return width === undefined ? null : fileUrl(variantKey(image.id, width));
}

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
function shorten(text: string, max: number): string {
  // Runs of white space become one space; French's no-break spaces ("84,00 $") stay.
  const flat = text.replace(/[^\S\u00a0\u202f]+/g, ' ');
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}
