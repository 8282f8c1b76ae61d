import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/** The customer's booking code, large and copyable, with what to do with it. */
export function BookingCode({ code, artistName }: { code: string; artistName: string }) {
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
        Your booking code
      </h3>
      <p className="my-2 font-mono text-4xl font-bold tracking-[0.3em] text-ink select-all">
        {code}
      </p>
      <p className="text-sm">Give this code to {artistName} when your service is done.</p>
      <Button variant="secondary" className="mt-3 min-h-10" onPress={() => void copy()}>
        {copied ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <Copy aria-hidden className="size-4" />
        )}
        {copied ? 'Copied' : 'Copy code'}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Booking code copied' : ''}
      </span>
    </section>
  );
}
