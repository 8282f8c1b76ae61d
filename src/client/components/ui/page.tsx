import { CheckCircle2, CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { Button } from './button.tsx';

/** The page's one h1 and an optional lead, in the shared rhythm. */
export function PageHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 md:mb-8">
      <h1 className="text-3xl font-semibold md:text-4xl">{title}</h1>
      {lead ? <p className="mt-2 max-w-2xl text-muted">{lead}</p> : null}
      {children}
    </header>
  );
}

export function Container({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div
      className={`mx-auto w-full px-4 py-6 md:px-8 md:py-10 ${narrow ? 'max-w-2xl' : 'max-w-6xl'}`}
    >
      {children}
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-(--radius-card) border border-line bg-white p-5 md:p-6 ${className}`}>
      {children}
    </div>
  );
}

/** What a list shows when it has nothing (spec §8's empty states). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rounded-(--radius-card) border border-dashed border-blush-200 bg-blush-50/60 px-6 py-12 text-center">
      <p className="font-display text-xl text-ink">{message}</p>
      {children ? <div className="mt-4 flex justify-center gap-3">{children}</div> : null}
    </div>
  );
}

const noticeTones = {
  success: { icon: CheckCircle2, box: 'border-success/30 bg-emerald-50', mark: 'text-success' },
  error: { icon: CircleAlert, box: 'border-danger/30 bg-red-50', mark: 'text-danger' },
  info: { icon: Info, box: 'border-blush-200 bg-blush-50', mark: 'text-blush-700' },
};

/** A message that stays on the page (alerts fade; this is what the person reads next). */
export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: keyof typeof noticeTones;
  title?: string;
  children: ReactNode;
}) {
  const { icon: Icon, box, mark } = noticeTones[tone];
  return (
    <div className={`flex gap-3 rounded-2xl border px-4 py-3.5 text-sm ${box}`}>
      <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${mark}`} />
      <div className="min-w-0 flex-1 space-y-2">
        {title ? <p className="font-semibold text-ink">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}

/** Data that did not load: what, why, and (given `onRetry`) a button to try again. */
export function LoadError({
  what,
  title,
  error,
  onRetry,
}: {
  /** Ends "We could not load …": "the reviews", "your devices". */
  what?: string;
  /** The whole title in the page's language, rather than `what` in English. */
  title?: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <Notice tone="error" title={title ?? t('shell.loadError', { what: what ?? '' })}>
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry}>
          {t('shell.tryAgain')}
        </Button>
      ) : null}
    </Notice>
  );
}
