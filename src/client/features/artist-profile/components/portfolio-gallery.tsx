import { lazy, Suspense, useMemo, useState } from 'react';
import { Button as AriaButton, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { portfolioTags } from '#shared/catalog.ts';
import type { ImageView } from '#shared/schemas/profile.ts';
import { BookingPhotoBadge } from '#client/components/booking-photo-badge.tsx';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import type { LightboxItem } from '#client/components/ui/lightbox.tsx';
import { EmptyState, Notice } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { tagName } from '#shared/i18n/catalog-names.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { useArtistImages } from '../api/get-artist-images.ts';

const ALL = 'all';

/** A modal dialog's code: it loads when a picture is first opened, not with the profile. */
const Lightbox = lazy(() => import('#client/components/ui/lightbox.tsx'));

/** The grid is two columns on a phone and three from `lg`, beside the booking panel. */
const GRID_SIZES = '(min-width: 1024px) 250px, (min-width: 768px) 200px, 50vw';

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700 border-line bg-white text-ink hover:border-blush-200 hover:bg-blush-50 selected:border-blush-700 selected:bg-blush-700 selected:text-white';

export const pictureAlt = (image: ImageView, artistName: string, t: Translator['t']) =>
  t('profile.gallery.alt', {
    tag: image.tag ? tagName(image.tag, t) : t('profile.gallery.picture'),
    name: artistName,
  });

/** The artist's portfolio: tag filter, a grid that reserves each picture's space, a lightbox. */
export function PortfolioGallery({
  artistId,
  artistName,
  isOwner,
}: {
  artistId: string;
  artistName: string;
  isOwner: boolean;
}) {
  const t = useT();
  const images = useArtistImages(artistId);
  return (
    <section aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className="mb-4 text-2xl font-semibold">
        {t('profile.gallery.title')}
      </h2>
      {images.isPending ? (
        <GallerySkeleton />
      ) : images.isError ? (
        <Notice tone="error" title={t('profile.gallery.error')}>
          <p>{images.error.message}</p>
          <Button variant="secondary" onPress={() => void images.refetch()}>
            {t('shell.tryAgain')}
          </Button>
        </Notice>
      ) : images.data.length === 0 ? (
        <EmptyState message={t('profile.gallery.empty')}>
          {isOwner ? (
            <ButtonLink to={paths.portfolio} variant="secondary">
              {t('profile.gallery.add')}
            </ButtonLink>
          ) : null}
        </EmptyState>
      ) : (
        <Pictures images={images.data} artistName={artistName} artistId={artistId} />
      )}
    </section>
  );
}

function Pictures({
  images,
  artistName,
  artistId,
}: {
  images: ImageView[];
  artistName: string;
  artistId: string;
}) {
  const t = useT();
  const [tag, setTag] = useState<string>(ALL);
  const [open, setOpen] = useState<number | null>(null);

  // Only tags that some picture has, in the catalogue's order, each with its count.
  const tags = useMemo(() => {
    const counts = new Map<string, number>();
    for (const image of images) {
      if (image.tag) counts.set(image.tag, (counts.get(image.tag) ?? 0) + 1);
    }
    return portfolioTags
      .filter((name) => counts.has(name))
      .map((name) => ({ tag: name, count: counts.get(name)! }));
  }, [images]);

  const shown = tag === ALL ? images : images.filter((image) => image.tag === tag);
  const items: LightboxItem[] = shown.map((image) => ({
    key: image._id,
    src: image.src,
    srcset: image.srcset,
    width: image.width,
    height: image.height,
    alt: pictureAlt(image, artistName, t),
    caption: image.tag ? tagName(image.tag, t) : null,
  }));

  return (
    <>
      {tags.length > 0 ? (
        <ToggleButtonGroup
          aria-label={t('profile.gallery.filter')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[tag]}
          onSelectionChange={(keys) => {
            const [next] = keys;
            if (typeof next === 'string') setTag(next);
          }}
          className="mb-4 flex flex-wrap gap-2"
        >
          <ToggleButton id={ALL} className={chip}>
            {t('profile.gallery.all')} <span className="opacity-90">({images.length})</span>
          </ToggleButton>
          {tags.map(({ tag: name, count }) => (
            <ToggleButton key={name} id={name} className={chip}>
              {tagName(name, t)} <span className="opacity-90">({count})</span>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      <ul className="grid grid-cols-2 gap-2 md:gap-3 lg:grid-cols-3">
        {shown.map((image, i) => (
          <li key={image._id} className="relative">
            <AriaButton
              onPress={() => setOpen(i)}
              className="group block aspect-square w-full overflow-hidden rounded-xl bg-blush-50 outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700"
            >
              <img
                src={image.src}
                srcSet={image.srcset}
                sizes={GRID_SIZES}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                alt={pictureAlt(image, artistName, t)}
                className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
            </AriaButton>
            <BookingPhotoBadge
              fromBooking={image.fromBooking}
              artistId={artistId}
              className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] shadow-sm"
            />
          </li>
        ))}
      </ul>
      {open === null ? null : (
        <Suspense fallback={null}>
          <Lightbox
            items={items}
            index={open}
            label={t('profile.gallery.label', { name: artistName })}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}

function GallerySkeleton() {
  const t = useT();
  return (
    <div>
      <p className="sr-only">{t('profile.gallery.loading')}</p>
      <div aria-hidden className="grid grid-cols-2 gap-2 md:gap-3 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="aspect-square animate-pulse rounded-xl bg-blush-100/70" />
        ))}
      </div>
    </div>
  );
}
