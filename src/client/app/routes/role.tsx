import { Brush, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const choice =
  'flex flex-col items-start gap-3 rounded-(--radius-card) border border-line bg-white p-6 transition hover:border-blush-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-blush-700';

export default function RolePage() {
  usePageTitle('How will you use Blush?');
  return (
    <Container narrow>
      <PageHeading title="How will you use Blush?" lead="You can change your mind later." />
      <div className="grid gap-4 sm:grid-cols-2">
        <Link to={paths.createProfile} className={choice}>
          <Brush aria-hidden className="size-7 text-blush-700" />
          <span className="font-display text-xl font-semibold">I'm a Beauty Artist</span>
          <span className="text-sm text-muted">Create your profile and get booked.</span>
        </Link>
        <Link to={paths.home} className={choice}>
          <Search aria-hidden className="size-7 text-blush-700" />
          <span className="font-display text-xl font-semibold">
            I'm looking for a Beauty Artist
          </span>
          <span className="text-sm text-muted">Browse artists and book a service.</span>
        </Link>
      </div>
    </Container>
  );
}
