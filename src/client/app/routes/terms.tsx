import text from '#client/content/terms.md?raw';
import { Markdown } from '#client/components/ui/markdown.tsx';
import { Container } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <Container narrow>
      <Markdown>{text}</Markdown>
    </Container>
  );
}
