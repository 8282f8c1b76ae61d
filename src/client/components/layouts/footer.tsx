import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { paths } from '#client/lib/paths.ts';

export function Footer() {
  const links = [
    { to: paths.help, label: 'Contact us' },
    { to: paths.terms, label: 'Terms of Service' },
    { to: paths.policy, label: 'Data Policy' },
    { to: paths.faq, label: 'FAQ' },
  ];
  return (
    <footer className="mt-12 border-t border-line bg-white pb-20 md:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between md:px-8">
        <p className="text-sm text-muted">
          © {new Date().getFullYear()} {PRODUCT_NAME} · Makeup & hair artists in Toronto, Ontario
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-muted hover:text-ink">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
