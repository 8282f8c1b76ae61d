import type { ReactNode } from 'react';

/**
 * A part of a form. Settings pages put it under the page's h1, the wizard under the step's
 * h2, so the outline never skips a level.
 */
export function SectionHeading({ level = 2, children }: { level?: 2 | 3; children: ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return <Tag className="mb-3 text-lg font-semibold">{children}</Tag>;
}
