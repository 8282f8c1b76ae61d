export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/**
 * The sizes avatars come in, as classes: a size set with an inline style would be refused by
 * the CSP when the server renders the page.
 */
const sizes = {
  22: 'size-[22px]',
  24: 'size-6',
  32: 'size-8',
  36: 'size-9',
  40: 'size-10',
  64: 'size-16',
  96: 'size-24',
  112: 'size-28',
} as const;
export type AvatarSize = keyof typeof sizes;

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
  size?: AvatarSize;
  /** The initials' type size, for larger discs (default `text-xs`). */
  initialsClassName?: string;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className={`${sizes[size]} rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`inline-flex ${sizes[size]} items-center justify-center rounded-full bg-blush-100 font-semibold text-blush-800 ${initialsClassName}`}
    >
      {initials(firstName, lastName)}
    </span>
  );
}
