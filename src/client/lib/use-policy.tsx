import { fillPolicy } from '#shared/domain/policy.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { useLocale } from './i18n.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { useAppConfig } from './app-config.ts';

/**
 * Pages that name a rate, a window or a payout day write `{{name}}` in their copy and fill it
 * from the policy the server applies (GET /config), so no text can disagree with a charge.
 * Null until the policy has arrived.
 */
export function usePolicyFill(language?: Locale): ((text: string) => string) | null {
  const policy = useAppConfig().data?.policy;
  const pageLocale = useLocale();
  // A text not translated yet is filled in its own language.
  const locale = language ?? pageLocale;
  return policy ? (text: string) => fillPolicy(text, policy, locale) : null;
}

/** What a policy page shows while its figures load, or if they cannot. */
export function PolicyPending() {
  const config = useAppConfig();
  if (config.isError) {
    return (
      <Notice tone="error" title="This page could not load">
        <p>Please reload the page.</p>
      </Notice>
    );
  }
  return (
    <p role="status" className="text-muted">
      Loading…
    </p>
  );
}
