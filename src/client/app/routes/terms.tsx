import text from '#client/content/terms.md?raw';
import { Markdown } from '#client/components/ui/markdown.tsx';
import { Container } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { PolicyPending, usePolicyFill } from '#client/lib/use-policy.tsx';

export default function TermsPage() {
  usePageTitle('Terms of Service');
  const fill = usePolicyFill();
  return (
    <Container narrow>{fill ? <Markdown>{fill(text)}</Markdown> : <PolicyPending />}</Container>
  );
}
