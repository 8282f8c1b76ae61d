/**
 * A number on a navigation link ("Bookings 3"): the eye sees the number, a screen reader hears
 * the words ("3 new requests"). Nothing at all at 0.
 */
export function CountBadge({
  count,
  label,
  className = '',
  testId = 'count-badge',
  tone = 'blush',
}: {
  count: number;
  /** What the number means, in words, read instead of the bare number. */
  label: string;
  className?: string;
  testId?: string;
  /** Blush for bookings; sky for unread messages beside it. */
  tone?: 'blush' | 'sky';
}) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden
        data-testid={testId}
        className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full ${tone === 'sky' ? 'bg-sky-700' : 'bg-blush-700'} px-1.5 text-xs leading-none font-semibold text-white tabular-nums ${className}`}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">({label})</span>
    </>
  );
}
