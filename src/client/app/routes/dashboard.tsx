import { Link } from 'react-router';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { PaymentsTable } from '#client/features/admin/components/payments-table.tsx';
import { UsersTable } from '#client/features/admin/components/users-table.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function DashboardPage() {
  usePageTitle('Admin dashboard');
  const links = [
    { to: paths.home, label: 'Home' },
    { to: paths.search, label: 'Search' },
    { to: paths.settings, label: 'Settings' },
  ];
  return (
    <Container>
      <PageHeading title="Admin dashboard" />
      <nav aria-label="Shortcuts" className="mb-6 flex flex-wrap gap-2">
        {links.map((l) => (
          <Link
            key={l.to}
            to={l.to}
            className="rounded-full border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-blush-50"
          >
            {l.label}
          </Link>
        ))}
      </nav>
      <div className="flex flex-col gap-8">
        <PaymentsTable />
        <UsersTable />
      </div>
    </Container>
  );
}
