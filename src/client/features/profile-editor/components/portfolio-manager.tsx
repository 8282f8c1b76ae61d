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
import { useAuth } from '#client/resources/auth.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { tagName } from '#shared/i18n/catalog-names.ts';
import type { Translator } from '#shared/i18n/translator.ts';
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

export function portfolioSummary(
  { count, untagged }: { count: number; untagged: number },
  t: Translator['t'],
) {
  const parts = [t('wizard.portfolio.count', { count })];
  if (count < MIN_PORTFOLIO_PICTURES) {
    parts.push(t('wizard.portfolio.needed', { min: MIN_PORTFOLIO_PICTURES }));
  }
  if (untagged > 0) parts.push(t('wizard.portfolio.withoutTag', { count: untagged }));
  else if (count > 0) parts.push(t('wizard.portfolio.allTagged'));
  return parts.join(' · ');
}

/**
 * The artist's portfolio: add pictures (button, or drop them on the area), each with its own
 * progress; tag every picture; delete after asking. Used by the wizard's step 4 and /add-portfolio.
 */
export function PortfolioManager() {
  const t = useT();
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
        buttonLabel={t('wizard.portfolio.add')}
        onFiles={queue.add}
        dropZone={{
          title: t('wizard.portfolio.dropTitle'),
          description: t('wizard.portfolio.dropText', { max: MAX_IMAGES_PER_UPLOAD }),
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
            {t('wizard.portfolio.yours')}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted">
            {status.ready ? (
              <CheckCircle2 aria-hidden className="size-4 shrink-0 text-success" />
            ) : null}
            <span>{portfolioSummary(status, t)}</span>
          </p>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </div>

        {images.isPending ? (
          <p role="status" className="text-muted">
            {t('wizard.portfolio.loading')}
          </p>
        ) : images.isError ? (
          <Notice tone="error" title={t('wizard.portfolio.loadFailed')}>
            <p>{errorMessage(images.error)}</p>
            <Button variant="secondary" onPress={() => void images.refetch()}>
              {t('wizard.tryAgain')}
            </Button>
          </Notice>
        ) : images.data.length === 0 ? (
          <p className="text-muted">
            {t('wizard.portfolio.empty', { min: MIN_PORTFOLIO_PICTURES })}
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
                  setAnnouncement(t('wizard.portfolio.tagged', { number: index + 1, tag, left }));
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
  const t = useT();
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
          alt={
            image.tag
              ? t('wizard.portfolio.alt', { number, tag: image.tag })
              : t('wizard.portfolio.altUntagged', { number })
          }
          className="absolute inset-0 size-full object-cover"
        />
        {untagged ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-amber-800 shadow-sm">
            <Tag aria-hidden className="size-3.5" />
            {t('wizard.portfolio.chooseTag')}
          </span>
        ) : null}
        <ConfirmDialog
          trigger={
            <AriaButton
              aria-label={t('wizard.portfolio.delete', { number })}
              className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm outline-offset-2 hover:text-danger focus-visible:outline-2 focus-visible:outline-blush-700"
            >
              <Trash2 aria-hidden className="size-4.5" />
            </AriaButton>
          }
          title={t('wizard.sure')}
          confirmLabel={t('wizard.portfolio.deleteConfirm')}
          pendingLabel={t('wizard.deleting')}
          isPending={remove.isPending}
          onConfirm={confirmDelete}
        >
          <p>{t('wizard.portfolio.deleteText', { number })}</p>
        </ConfirmDialog>
      </div>
      <div className="p-2">
        <label htmlFor={selectId} className="sr-only">
          {t('wizard.portfolio.tagFor', { number })}
        </label>
        <select
          id={selectId}
          value={image.tag ?? ''}
          onChange={(event) => changeTag(event.target.value)}
          className={`w-full truncate rounded-xl border bg-white px-2 py-2 text-sm outline-none focus:border-blush-700 focus:ring-2 focus:ring-blush-200 ${untagged ? 'border-amber-400 text-amber-900' : 'border-line text-ink'}`}
        >
          <option value="" disabled>
            {t('wizard.portfolio.chooseTag')}
          </option>

          {portfolioTags.map((tag) => (
            <option key={tag} value={tag}>
              {tagName(tag, t)}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
