import text from '#client/content/policy.md?raw';
import { Markdown } from '#client/components/ui/markdown.tsx';
import { Container } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function PolicyPage() {
  usePageTitle('Data Policy');
  return (
    <Container narrow>
      <Markdown>{text}</Markdown>
    </Container>
  );
}
