import { useId, useState, type FormEvent } from 'react';
import { Switch } from 'react-aria-components';
import { portfolioTags } from '#shared/catalog.ts';
import { tagName } from '#shared/i18n/catalog-names.ts';
import { checkCountBeforeUpload, checkFileBeforeUpload } from '#shared/images.ts';
import type { BookingPhotoView } from '#shared/schemas/booking-photos.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { refusalWords } from '#client/components/ui/image-picker.tsx';
import { errorClass, inputClass, labelClass } from '#client/components/ui/field-classes.ts';
import { FieldMessage } from '#client/components/ui/field-message.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useAddBookingPhotos, useAnswerConsent, useBookingPhotos } from '../api/booking-photos.ts';

/**
 * Photos from a completed visit (decision 0041). The artist adds them; the customer answers,
 * one switch a photo, whether each may be shown in the artist's portfolio. The photos are
 * private (read through the API) until she allows them, and her answer starts as no.
 */
export function BookingPhotosPanel({
  bookingId,
  viewer,
  otherName,
}: {
  bookingId: string;
  viewer: 'artist' | 'customer';
  /** The other person's first name: the customer for the artist, the artist for her. */
  otherName: string;
}) {
  const t = useT();
  const photos = useBookingPhotos(bookingId);
  const list = photos.data?.photos ?? [];
  if (viewer === 'customer' && list.length === 0) return null;
  return (
    <section aria-labelledby={`${bookingId}-photos`} className="flex flex-col gap-3">
      <h3 id={`${bookingId}-photos`} className="font-semibold">
        {t('bookingPhotos.heading')}
      </h3>
      <p className="text-sm text-muted">
        {viewer === 'artist'
          ? t('bookingPhotos.artist.intro', { name: otherName })
          : t('bookingPhotos.customer.intro', { name: otherName })}
      </p>
      {photos.isError ? (
        <p role="alert" className={errorClass}>
          {t('bookingPhotos.loadError')}
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {list.map((photo, i) => (
            <li key={photo.id} className="flex flex-col gap-2">
              <img
                src={photo.src}
                width={photo.width}
                height={photo.height}
                alt={t('bookingPhotos.alt', { number: i + 1 })}
                loading="lazy"
                className="aspect-square w-full rounded-xl bg-blush-50 object-cover"
              />
              {viewer === 'customer' ? (
                <ConsentSwitch bookingId={bookingId} photo={photo} artistName={otherName} />
              ) : (
                <p className="text-xs text-muted">
                  {photo.shown
                    ? t('bookingPhotos.status.shown')
                    : t('bookingPhotos.status.private')}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {viewer === 'artist' ? (
        <AddPhotosForm bookingId={bookingId} customerName={otherName} />
      ) : null}
    </section>
  );
}

/** The customer's one tap: off until she turns it on; turning it off withdraws at once. */
export function ConsentSwitch({
  bookingId,
  photo,
  artistName,
}: {
  bookingId: string;
  photo: BookingPhotoView;
  artistName: string;
}) {
  const t = useT();
  const { alert } = useAlerts();
  const answer = useAnswerConsent(bookingId);
  return (
    <Switch
      isSelected={photo.consent}
      isDisabled={answer.isPending}
      onChange={(allow) =>
        answer.mutate(
          { id: photo.id, allow },
          {
            onSuccess: () =>
              alert(
                allow
                  ? t('bookingPhotos.customer.allowed', { name: artistName })
                  : t('bookingPhotos.customer.withdrawn'),
                'success',
              ),
            onError: (error) => alert(errorMessage(error), 'error'),
          },
        )
      }
      className="group flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink outline-none"
    >
      <span
        aria-hidden
        className="flex h-6 w-10 shrink-0 items-center rounded-full border border-line bg-white px-0.5 transition-colors group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-blush-700 group-data-[selected]:border-blush-700 group-data-[selected]:bg-blush-700"
      >
        <span className="size-4 rounded-full bg-muted transition-transform group-data-[selected]:translate-x-4 group-data-[selected]:bg-white" />
      </span>
      {t('bookingPhotos.customer.allow', { name: artistName })}
    </Switch>
  );
}

/** The artist's form: the tag the photos show under, and up to 5 JPEG or PNG files. */
function AddPhotosForm({ bookingId, customerName }: { bookingId: string; customerName: string }) {
  const t = useT();
  const id = useId();
  const { alert } = useAlerts();
  const add = useAddBookingPhotos(bookingId);
  const [tag, setTag] = useState<string>('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ tag?: string; files?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: typeof errors = {};
    if (!tag) found.tag = t('bookingPhotos.artist.tagRequired');
    const fileProblem =
      files.length === 0
        ? t('bookingPhotos.artist.filesRequired')
        : (checkCountBeforeUpload(files.length, undefined, refusalWords(t)) ??
          files
            .map((file) => checkFileBeforeUpload(file, refusalWords(t)))
            .find((problem) => problem !== null));
    if (fileProblem) found.files = fileProblem;
    setErrors(found);
    if (found.tag || found.files) return;
    add.mutate(
      { files, tag },
      {
        onSuccess: () => {
          alert(t('bookingPhotos.artist.added', { name: customerName }), 'success');
          setFiles([]);
          form.reset();
        },
        onError: (error) => alert(errorMessage(error), 'error'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div>
        <label htmlFor={`${id}-tag`} className={labelClass}>
          {t('bookingPhotos.artist.tag')}
        </label>
        <select
          id={`${id}-tag`}
          value={tag}
          onChange={(event) => setTag(event.target.value)}
          className={inputClass}
          aria-invalid={Boolean(errors.tag)}
          aria-describedby={errors.tag ? `${id}-tag-error` : undefined}
        >
          <option value="" disabled>
            {t('wizard.portfolio.chooseTag')}
          </option>
          {portfolioTags.map((value) => (
            <option key={value} value={value}>
              {tagName(value, t)}
            </option>
          ))}
        </select>
        {errors.tag ? (
          <p id={`${id}-tag-error`} className={errorClass}>
            <FieldMessage text={errors.tag} />
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-files`} className={labelClass}>
          {t('bookingPhotos.artist.files')}
        </label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/jpeg,image/png"
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-blush-100 file:px-4 file:font-semibold"
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
          aria-invalid={Boolean(errors.files)}
          aria-describedby={errors.files ? `${id}-files-error` : undefined}
        />
        {errors.files ? (
          <p id={`${id}-files-error`} className={errorClass}>
            <FieldMessage text={errors.files} />
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary" isDisabled={add.isPending} className="self-start">
        {add.isPending ? t('bookingPhotos.artist.sending') : t('bookingPhotos.artist.submit')}
      </Button>
    </form>
  );
}
