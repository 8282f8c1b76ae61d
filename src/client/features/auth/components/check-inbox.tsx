import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';

/** After registering: where the link went, and how to get another. Takes the focus. */
export function CheckInbox({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-blush-100 text-blush-700">
        <MailCheck aria-hidden className="size-7" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold outline-none md:text-4xl">
        {t('auth.inbox.title')}
      </h1>
      <p className="mt-3 text-muted">
        {t('auth.inbox.sentTo')}{' '}
        <strong className="font-semibold break-all text-ink">{email}</strong>.{' '}
        {t('auth.inbox.within')}
      </p>
      <p className="mt-6 text-sm text-muted">
        {t('auth.inbox.nothing')}{' '}
        <Link
          to={paths.confirmation}
          state={{ email }}
          className="font-semibold text-blush-800 underline"
        >
          {t('auth.inbox.newLink')}
        </Link>
        .
      </p>
    </div>
  );
}
