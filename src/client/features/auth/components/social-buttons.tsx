import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SocialProvider } from '#shared/schemas/user.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import {
  pendingSignIn,
  providerLabels,
  safeLocalPath,
  useSocialProviders,
  useStartSocialSignIn,
} from '../api/social.ts';
import { useT } from '#client/lib/i18n.tsx';

/**
 * "Continue with Google / Facebook", one button per configured provider, then an "or" before
 * the e-mail option. Nothing at all when no provider is configured.
 */
export function SocialButtons() {
  const providers = useSocialProviders().data?.providers ?? [];
  const start = useStartSocialSignIn();
  const { alert } = useAlerts();
  const t = useT();
  const location = useLocation();
  const [leavingFor, setLeavingFor] = useState<SocialProvider | null>(null);

  // Coming back from the provider with the Back button restores this page as it was left.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  if (providers.length === 0) return null;

  const go = (provider: SocialProvider) => {
    setLeavingFor(provider);
    start.mutateAsync(provider).then(
      ({ url, state }) => {
        const from = (location.state as { from?: unknown } | null)?.from;
        pendingSignIn.save(provider, { state, from: safeLocalPath(from) });
        window.location.assign(url);
      },
      (error: unknown) => {
        setLeavingFor(null);
        alert(errorMessage(error), 'error');
      },
    );
  };

  return (
    <div className="mb-4">
      <div className="flex flex-col gap-3">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            className="w-full"
            isDisabled={leavingFor !== null}
            onPress={() => go(provider)}
          >
            {leavingFor === provider ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <BrandMark provider={provider} />
            )}
            {t('auth.social.continue', { provider: providerLabels[provider] })}
          </Button>
        ))}
      </div>
      <p className="mt-4 flex items-center gap-3 text-xs tracking-wide text-muted uppercase">
        <span aria-hidden className="h-px flex-1 bg-line" />
        {t('auth.social.or')}
        <span aria-hidden className="h-px flex-1 bg-line" />
      </p>
    </div>
  );
}

/** The providers' own marks, drawn inline: no request to their servers before the person asks. */
function BrandMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'google') {
    return (
      <svg aria-hidden viewBox="0 0 48 48" className="size-4">
        <path
          fill="#FFC107"
          d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
        />
        <path
          fill="#FF3D00"
          d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
        />
        <path
          fill="#4CAF50"
          d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
        />
        <path
          fill="#1976D2"
          d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
        />
      </svg>
    );
  }
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="m16.7 15.5.5-3.5h-3.3V9.8c0-1 .5-1.9 2-1.9h1.5V4.9s-1.4-.2-2.7-.2c-2.7 0-4.5 1.7-4.5 4.7V12H7.2v3.5h3v8.4a12 12 0 0 0 3.7 0v-8.4h2.8z"
      />
    </svg>
  );
}
