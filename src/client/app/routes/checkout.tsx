import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ComingNext } from '#client/components/ui/coming-next.tsx';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const steps = ['Service', 'Contact', 'Payment', 'Book'] as const;

export default function CheckoutPage() {
  usePageTitle('Checkout');
  const { id = '' } = useParams();
  return (
    <Container>
      <Link
        to={paths.artistProfile(id)}
        className="mb-4 hidden items-center gap-2 text-sm font-medium text-muted hover:text-ink md:inline-flex"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to the artist
      </Link>
      <PageHeading title="Checkout" />
      <ol aria-label="Checkout steps" className="mb-8 grid grid-cols-4 gap-2">
        {steps.map((step, i) => (
          <li
            key={step}
            aria-current={i === 0 ? 'step' : undefined}
            className={`border-t-4 pt-2 text-sm font-semibold ${i === 0 ? 'border-blush-700 text-blush-800' : 'border-line text-muted'}`}
          >
            {step}
          </li>
        ))}
      </ol>
      <h2 className="mb-4 text-xl font-semibold">Date</h2>
      <ComingNext>Booking opens soon.</ComingNext>
    </Container>
  );
}
