import { ChevronLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useT } from '#client/lib/i18n.tsx';

/** Mobile settings screens: a page-level back bar instead of the site header. */
export function BackBar({ title, fallback = '/settings' }: { title: string; fallback?: string }) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <div className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-line bg-paper/95 px-2 backdrop-blur md:hidden">
      <button
        type="button"
        aria-label={t('wizard.footer.back')}

        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(fallback))}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-blush-50"
      >
        <ChevronLeft aria-hidden className="size-6" />
      </button>
      <p className="font-display text-lg font-semibold">{title}</p>
    </div>
  );
}
