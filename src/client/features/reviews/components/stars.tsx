import { Star } from 'lucide-react';
import { formatRating, MAX_RATING } from '#shared/domain/reviews.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

const starClass = (filled: boolean, size: string) =>
  `${size} ${filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-line'}`;

/** A rating as stars, read out as "Rated 4 out of 5". */
export function Stars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  const t = useT();
  const locale = useLocale();
  const rounded = Math.round(rating);
  const label = Number.isInteger(rating) ? String(rating) : formatRating(rating, locale);
  return (
    <span
      role="img"
      aria-label={t('reviews.rated', { rating: label, max: MAX_RATING })}
      className="inline-flex"
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star key={i} aria-hidden className={starClass(i < rounded, size)} />
      ))}
    </span>
  );
}

/**
 * Choosing a rating: five radio buttons drawn as stars (arrow keys move between them, as in any
 * radio group), each labelled "n stars".
 */
export function StarRatingField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="mb-1 text-sm font-semibold">{t('reviews.form.rating')}</legend>
      <div className="flex gap-1">
        {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blush-700"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star aria-hidden className={starClass(n <= value, 'size-8')} />
            <span className="sr-only">{t('reviews.form.stars', { count: n })}</span>
          </label>
        ))}
        <span className="self-center pl-2 text-sm text-muted" aria-hidden>
          {value} / {MAX_RATING}
        </span>
      </div>
      {error ? (
        <p id="rating-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
