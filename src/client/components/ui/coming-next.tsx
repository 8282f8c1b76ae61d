import type { ReactNode } from 'react';

/** Marks the part of a page that a later release fills; the heading and layout are real now. */
export function ComingNext({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-(--radius-card) border border-dashed border-blush-200 bg-white px-6 py-10 text-center text-muted">
      {children}
    </div>
  );
}
