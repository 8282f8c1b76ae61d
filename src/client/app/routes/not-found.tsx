import { ButtonLink } from '#client/components/ui/button.tsx';
import { Container } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container narrow>
      <div className="py-16 text-center">
        <p className="font-display text-7xl font-bold text-blush-500" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-3xl font-semibold">Page not found</h1>
        <p className="mt-2 text-muted">Sorry, this page does not exist</p>
        <ButtonLink to="/" className="mt-8">
          Back to home
        </ButtonLink>
      </div>
    </Container>
  );
}
