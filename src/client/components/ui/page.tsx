import type { ReactNode } from 'react';

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
