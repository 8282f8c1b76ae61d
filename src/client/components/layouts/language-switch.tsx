import { Languages } from 'lucide-react';
import { useState } from 'react';
import { localizedPath, splitLocalePath, type Locale } from '#shared/i18n/locales.ts';
import { api } from '#client/lib/api.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

/**
 * The language switch (decision 0037): the other language's name, in that language. The choice
 * is kept (a cookie, and the account when signed in), then the same page opens in it: a new
 * load, which fetches that language's catalogue.
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const other: Locale = locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
  const [busy, setBusy] = useState(false);
  const here = () => {
    const { path } = splitLocalePath(window.location.pathname);
    return localizedPath(path + window.location.search + window.location.hash, other);
  };
  const choose = async () => {
    setBusy(true);
    // The page opens in the other language even if keeping the choice failed.
    await api('/user/locale', { method: 'PUT', body: { locale: other } }).catch(() => null);
    window.location.assign(here());
  };
  return (
    <button
      type="button"
      lang={other}
      disabled={busy}
      onClick={() => void choose()}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line px-3 font-medium text-ink hover:bg-blush-50"
    >
      <Languages aria-hidden className="size-4" />
      {t('shell.language.switch')}
    </button>
  );
}
