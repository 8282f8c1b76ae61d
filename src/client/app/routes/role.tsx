import { Brush, Search } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/lib/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const choice =
  'group flex flex-col items-start gap-3 rounded-(--radius-card) border border-line bg-white p-6 transition hover:border-blush-700 hover:shadow-md md:p-8';

/** After confirming the e-mail: artist or customer (spec §2, role chooser). */
export default function RolePage() {
  const title = `How will you use ${PRODUCT_NAME}?`;
  usePageTitle(title);
  const { auth } = useAuth();
  const welcome = auth.user ? `Welcome, ${auth.user.firstName}! ` : '';
  return (
    <Container narrow>
      <PageHeading
        title={title}
        lead={`${welcome}Tell us what brings you here. You can always create an artist profile later.`}
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className="grid">
          <Link to={paths.createProfile} className={choice}>
            <span className="flex size-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
              <Brush aria-hidden className="size-6" />
            </span>
            <span className="font-display text-xl font-semibold">I'm a Beauty Artist</span>
            <span className="text-sm text-muted">
              Create your profile, show your portfolio and get booked in Toronto.
            </span>
          </Link>
        </li>
        <li className="grid">
          <Link to={paths.home} className={choice}>
            <span className="flex size-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
              <Search aria-hidden className="size-6" />
            </span>
            <span className="font-display text-xl font-semibold">
              I'm looking for a Beauty Artist
            </span>
            <span className="text-sm text-muted">
              Find makeup and hair artists near you and book in a few taps.
            </span>
          </Link>
        </li>
      </ul>
    </Container>
  );
}
