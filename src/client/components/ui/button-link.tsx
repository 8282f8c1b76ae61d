import { Link, type LinkProps } from 'react-router';

// Apart from the button (button.tsx), which is React Aria's: a page whose only buttons are
// links loads none of React Aria (decision 0043).
export type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700 disabled:cursor-not-allowed disabled:opacity-50';
const variants: Record<Variant, string> = {
  primary: 'bg-blush-700 text-white hover:bg-blush-800 pressed:bg-blush-800',
  secondary: 'border border-line bg-white text-ink hover:border-blush-200 hover:bg-blush-50',
  ghost: 'text-ink hover:bg-blush-50',
  /** The one button that confirms something that cannot be undone. */
  danger: 'bg-danger text-white hover:bg-red-800 pressed:bg-red-800',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

/** A link that looks like a button. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: Variant; className?: string }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}
