import { Markdown } from '#client/components/ui/markdown.tsx';
import { Container } from '#client/components/ui/page.tsx';
import { useLocale } from '#client/lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { PolicyPending, usePolicyFill } from '#client/resources/use-policy.tsx';

/**
 * A legal document (Terms, Data Policy) in the page's language: its markdown, one file per
 * language kept section for section in step (src/client/content/legal-texts.test.tsx), with
 * the policy's figures filled in that language.
 */
export function LegalDocument({ texts, title }: { texts: Record<Locale, string>; title: string }) {
  usePageTitle(title);
  const locale = useLocale();
  const fill = usePolicyFill();
  return (
    <Container narrow>
      {fill ? <Markdown>{fill(texts[locale])}</Markdown> : <PolicyPending />}
    </Container>
  );
}
