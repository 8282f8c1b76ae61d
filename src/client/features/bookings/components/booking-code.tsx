import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/lib/i18n.tsx';

/** The customer's booking code, large and copyable, with what to do with it. */
export function BookingCode({ code, artistName }: { code: string; artistName: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section
      aria-labelledby="booking-code-heading"
      className="rounded-2xl border border-blush-200 bg-blush-50 p-4 text-center"
    >
      <h3 id="booking-code-heading" className="text-sm font-semibold text-muted">
        {t('bookings.code.title')}
      </h3>
      <p className="my-2 font-mono text-4xl font-bold tracking-[0.3em] text-ink select-all">
        {code}
      </p>
      <p className="text-sm">{t('bookings.code.give', { name: artistName })}</p>
      <Button variant="secondary" className="mt-3 min-h-10" onPress={() => void copy()}>
        {copied ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <Copy aria-hidden className="size-4" />
        )}
        {t(copied ? 'bookings.code.copied' : 'bookings.code.copy')}
      </Button>
      <span role="status" className="sr-only">
        {copied ? t('bookings.code.copiedStatus') : ''}
      </span>
    </section>
  );
}
