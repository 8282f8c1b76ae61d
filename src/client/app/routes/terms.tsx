import text from '#client/content/terms.md?raw';
import { Markdown } from '#client/components/ui/markdown.tsx';
import { EnglishOnly } from '#client/components/ui/english-only.tsx';
import { Container } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { PolicyPending, usePolicyFill } from '#client/lib/use-policy.tsx';

export default function TermsPage() {
  const t = useT();
  usePageTitle(t('shell.footer.terms'));
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
