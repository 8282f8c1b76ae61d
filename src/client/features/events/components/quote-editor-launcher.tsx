import { lazy, Suspense, useState } from 'react';
import type { EventView } from '#shared/schemas/events.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';

const QuoteEditor = lazy(() => import('./quote-editor.tsx'));

/** The lead's "Write a quote" / "Send a new version": opens the editor, loaded on demand. */
export function QuoteEditorLauncher({ event }: { event: EventView }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (event.state !== 'requested' && event.state !== 'quoted') return null;
  if (!open) {
    return (
      <Button className="self-start" onPress={() => setOpen(true)}>
        {event.quote ? t('events.editor.openNew') : t('events.editor.open')}
      </Button>
    );
  }
  return (
    <Suspense fallback={<p role="status">{t('events.editor.loading')}</p>}>
      <QuoteEditor event={event} onDone={() => setOpen(false)} />
    </Suspense>
  );
}
