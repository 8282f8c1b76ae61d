import { Markdown } from '#client/components/ui/markdown.tsx';
import { Container } from '#client/components/ui/page.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { PolicyPending, usePolicyFill } from '#client/lib/use-policy.tsx';

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

/**
 * A legal document (Terms, Data Policy): its markdown with the policy's figures filled in, in
 * English on either language's page until a reviewed translation exists.
 */
export function LegalDocument({ text, title }: { text: string; title: string }) {
  usePageTitle(title);
  const fill = usePolicyFill('en-CA'); // the text is English only (EnglishOnly)
  return (
    <Container narrow>
      {fill ? (
        <EnglishOnly>
          <Markdown>{fill(text)}</Markdown>
        </EnglishOnly>
      ) : (
        <PolicyPending />
      )}
    </Container>
  );
}
