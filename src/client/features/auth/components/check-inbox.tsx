import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';

/** After registering: where the link went, and how to get another. Takes the focus. */
export function CheckInbox({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-blush-100 text-blush-700">
        <MailCheck aria-hidden className="size-7" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold outline-none md:text-4xl">
        Check your inbox
      </h1>
      <p className="mt-3 text-muted">
        We sent a confirmation link to{' '}
        <strong className="font-semibold break-all text-ink">{email}</strong>. Open it within 24
        hours to finish creating your account.
      </p>
      <p className="mt-6 text-sm text-muted">
        Nothing after a few minutes? Look in your spam folder, or{' '}
        <Link
          to={paths.confirmation}
          state={{ email }}
          className="font-semibold text-blush-800 underline"
        >
          send a new link
        </Link>
        .
      </p>
    </div>
  );
}
