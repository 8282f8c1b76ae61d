import { useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { CheckCircle2, Tag, Trash2 } from 'lucide-react';
import { portfolioTags } from '#shared/catalog.ts';
import { MIN_PORTFOLIO_PICTURES } from '#shared/domain/wizard.ts';
import { MAX_IMAGES_PER_UPLOAD } from '#shared/images.ts';
import type { ImageView } from '#shared/schemas/profile.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { ImagePicker } from '#client/components/ui/image-picker.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { UploadList, useUploadQueue } from '#client/components/ui/upload-queue.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useDeleteImage } from '../api/delete-image.ts';
import { useMyImages } from '../api/my-images.ts';
import { useTagImages } from '../api/tag-images.ts';
import { useUploadPortfolioPicture } from '../api/upload-images.ts';

/** Whether the portfolio is enough for the wizard's Next (spec §5): 5 pictures, all tagged. */
export function usePortfolioStatus() {
  const { data } = useMyImages();
  const count = data?.length ?? 0;
  const untagged = data?.filter((image) => image.tag === null).length ?? 0;
  return { count, untagged, ready: count >= MIN_PORTFOLIO_PICTURES && untagged === 0 };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function portfolioSummary({ count, untagged }: { count: number; untagged: number }) {
  const parts = [plural(count, 'picture')];
  if (count < MIN_PORTFOLIO_PICTURES) {
    parts.push(`at least ${MIN_PORTFOLIO_PICTURES} needed`);
  }
  if (untagged > 0) parts.push(`${untagged} without a tag`);
  else if (count > 0) parts.push('all tagged');
  return parts.join(' · ');
}

/**
 * The artist's portfolio: add pictures (button, or drop them on the area), each with its own
 * progress; tag every picture; delete after asking. Used by the wizard's step 4 and /add-portfolio.
 */
export function PortfolioManager() {
  const { alert } = useAlerts();
  const images = useMyImages();
  const status = usePortfolioStatus();
  const send = useUploadPortfolioPicture();
  const queue = useUploadQueue({
    send,
    concurrency: 2,
    onFailed: (message) => alert(message, 'error'),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');

  return (
    <div className="flex flex-col gap-6">
      <ImagePicker
        max={MAX_IMAGES_PER_UPLOAD}
        buttonLabel="Add pictures"
        onFiles={queue.add}
        dropZone={{
          title: 'Add pictures of your work',
          description: `PNG, JPEG or GIF, up to 5 MB each, ${MAX_IMAGES_PER_UPLOAD} at a time. Clients see them on your profile and in search.`,
        }}
      />
      <UploadList queue={queue} />

      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <div>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold outline-none"
          >
            Your pictures
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted">
            {status.ready ? (
              <CheckCircle2 aria-hidden className="size-4 shrink-0 text-success" />
            ) : null}
            <span>{portfolioSummary(status)}</span>
          </p>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </div>

        {images.isPending ? (
          <p role="status" className="text-muted">
            Loading your pictures…
          </p>
        ) : images.isError ? (
          <Notice tone="error" title="Your pictures could not be loaded">
            <p>{errorMessage(images.error)}</p>
            <Button variant="secondary" onPress={() => void images.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : images.data.length === 0 ? (
          <p className="text-muted">
            No pictures yet. Add at least {MIN_PORTFOLIO_PICTURES}, and give each a tag.
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
            {images.data.map((image, index) => (
              <PortfolioPicture
                key={image._id}
                image={image}
                number={index + 1}
                onTagged={(tag) => {
                  const left = images.data.filter((i) => i._id !== image._id && !i.tag).length;
                  setAnnouncement(
                    `Picture ${index + 1} tagged ${tag}. ${left === 0 ? 'Every picture has a tag.' : `${plural(left, 'picture')} without a tag.`}`,
                  );
                }}
                onDeleted={() => headingRef.current?.focus()}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const isPortfolioTag = (value: string): value is ImageView['tag'] & string =>
  (portfolioTags as readonly string[]).includes(value);

function PortfolioPicture({
  image,
  number,
  onTagged,
  onDeleted,
}: {
  image: ImageView;
  number: number;
  onTagged: (tag: string) => void;
  onDeleted: () => void;
}) {
  const { alert } = useAlerts();
  const { auth } = useAuth();
  const tagImages = useTagImages();
  const remove = useDeleteImage();
  const selectId = useId();
  const untagged = image.tag === null;

  const changeTag = (value: string) => {
    if (!isPortfolioTag(value) || value === image.tag) return;
    tagImages.mutateAsync([{ _id: image._id, tag: value }]).then(
      () => onTagged(value),
      (error: unknown) => alert(errorMessage(error), 'error'),
    );
  };

  const confirmDelete = () => {
    if (auth.status !== 'authenticated') return;
    remove.mutateAsync({ imageId: image._id, userId: auth.user._id }).then(
      ({ message }) => {
        alert(message, 'success');
        onDeleted();
      },
      (error: unknown) => alert(errorMessage(error), 'error'),
    );
  };

  return (
    <li
      className={`flex flex-col overflow-hidden rounded-2xl border bg-white ${untagged ? 'border-amber-400 ring-1 ring-amber-300' : 'border-line'}`}
    >
      <div className="relative aspect-[4/5] bg-blush-50">
        <img
          src={image.src}
          srcSet={image.srcset}
          sizes="(min-width: 1280px) 240px, (min-width: 768px) 30vw, 50vw"
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          alt={image.tag ? `Picture ${number}: ${image.tag}` : `Picture ${number}, not tagged yet`}
          className="absolute inset-0 size-full object-cover"
        />
        {untagged ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-amber-800 shadow-sm">
            <Tag aria-hidden className="size-3.5" />
            Choose a tag
          </span>
        ) : null}
        <ConfirmDialog
          trigger={
            <AriaButton
              aria-label={`Delete picture ${number}`}
              className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm outline-offset-2 hover:text-danger focus-visible:outline-2 focus-visible:outline-blush-700"
            >
              <Trash2 aria-hidden className="size-4.5" />
            </AriaButton>
          }
          title="Are you sure?"
          confirmLabel="Delete picture"
          pendingLabel="Deleting…"
          isPending={remove.isPending}
          onConfirm={confirmDelete}
        >
          <p>
            Picture {number} and its files are removed from your portfolio. This cannot be undone.
          </p>
        </ConfirmDialog>
      </div>
      <div className="p-2">
        <label htmlFor={selectId} className="sr-only">
          Tag for picture {number}
        </label>
        <select
          id={selectId}
          value={image.tag ?? ''}
          onChange={(event) => changeTag(event.target.value)}
          className={`w-full truncate rounded-xl border bg-white px-2 py-2 text-sm outline-none focus:border-blush-700 focus:ring-2 focus:ring-blush-200 ${untagged ? 'border-amber-400 text-amber-900' : 'border-line text-ink'}`}
        >
          <option value="" disabled>
            Choose a tag
          </option>
          {portfolioTags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
