import { fillPolicy } from '#shared/domain/policy.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
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
  const locale = language ?? pageLocale;
  return policy ? (text: string) => fillPolicy(text, policy, locale) : null;
}

/** What a policy page shows while its figures load, or if they cannot. */
export function PolicyPending() {
  const config = useAppConfig();
  const t = useT();
  if (config.isError) {
    return (
      <Notice tone="error" title={t('legal.pending.failed')}>
        <p>{t('legal.pending.reload')}</p>
      </Notice>
    );
  }
  return (
    <p role="status" className="text-muted">
      {t('legal.pending.loading')}
    </p>
  );
}
