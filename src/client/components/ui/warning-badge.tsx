/** A small "!" for something that needs the person's attention; screen readers hear the words. */
export function WarningBadge({ label = 'needs attention' }: { label?: string }) {
  return (
    <>
      <span
        aria-hidden
        className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-danger text-xs font-bold text-white"
      >
        !
      </span>
      <span className="sr-only">({label})</span>
    </>
  );
}
