import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { useT } from '#client/lib/i18n.tsx';

export function Logo({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <Link
      to="/"
      className={`font-display text-2xl font-bold tracking-tight text-blush-700 ${className}`}
      aria-label={t('shell.logoHome', { product: PRODUCT_NAME })}
    >
      {PRODUCT_NAME}
      <span aria-hidden className="text-blush-500">
        .
      </span>
    </Link>
  );
}
