import { Brush, Search } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

const choice =
  'group flex flex-col items-start gap-3 rounded-(--radius-card) border border-line bg-white p-6 transition hover:border-blush-700 hover:shadow-md md:p-8';

/** After confirming the e-mail: artist or customer (spec §2, role chooser). */
export default function RolePage() {
  const t = useT();
  const title = t('role.title', { product: PRODUCT_NAME });
  usePageTitle(title);
  const { auth } = useAuth();
  return (
    <Container narrow>
      <PageHeading
        title={title}
        lead={`${auth.user ? `${t('role.welcome', { name: auth.user.firstName })} ` : ''}${t('role.lead')}`}
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className="grid">
          <Link to={paths.createProfile} className={choice}>
            <span className="flex size-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
              <Brush aria-hidden className="size-6" />
            </span>
            <span className="font-display text-xl font-semibold">{t('role.artist')}</span>
            <span className="text-sm text-muted">{t('role.artistText')}</span>
          </Link>
        </li>
        <li className="grid">
          <Link to={paths.home} className={choice}>
            <span className="flex size-12 items-center justify-center rounded-full bg-blush-100 text-blush-700">
              <Search aria-hidden className="size-6" />
            </span>
            <span className="font-display text-xl font-semibold">{t('role.customer')}</span>
            <span className="text-sm text-muted">{t('role.customerText')}</span>
          </Link>
        </li>
      </ul>
    </Container>
  );
}
