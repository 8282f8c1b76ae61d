import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`font-display text-2xl font-bold tracking-tight text-blush-700 ${className}`}
      aria-label={`${PRODUCT_NAME} home`}
    >
      {PRODUCT_NAME}
      <span aria-hidden className="text-blush-500">
        .
      </span>
    </Link>
  );
}
