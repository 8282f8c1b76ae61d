export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** The user's picture, or their initials on a blush disc. */
export function Avatar({
  firstName,
  lastName,
  src,
  size = 32,
  initialsClassName = 'text-xs',
}: {
  firstName: string;
  lastName: string;
  src?: string | null;
  size?: number;
  /** The initials' type size, for larger discs (default `text-xs`). */
  initialsClassName?: string;
}) {
  const style = { width: size, height: size };
  if (src) return <img src={src} alt="" style={style} className="rounded-full object-cover" />;
  return (
    <span
      aria-hidden
      style={style}
      className={`inline-flex items-center justify-center rounded-full bg-blush-100 font-semibold text-blush-800 ${initialsClassName}`}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
