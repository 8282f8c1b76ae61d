import { useLocale, useT } from '#client/lib/i18n.tsx';

/**
 * On a French page whose document is not translated yet (Terms, Data Policy): says so, in
 * French, above the English text, which is marked as English for screen readers.
 */
export function EnglishOnly({ children }: { children: React.ReactNode }) {
  const t = useT();
  if (useLocale() === 'en-CA') return children;
  return (
    <>
      <p className="mb-6 rounded-2xl border border-line bg-white px-4 py-3 text-sm text-muted">
        {t('legal.englishOnly')}
      </p>
      <div lang="en-CA">{children}</div>
    </>
  );
}
