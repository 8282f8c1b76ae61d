import { Link } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { LanguageSwitch } from './language-switch.tsx';

export function Footer() {
  const t = useT();
  const links = [
    { to: paths.help, label: t('shell.footer.contact') },
    { to: paths.terms, label: t('shell.footer.terms') },
    { to: paths.policy, label: t('shell.footer.policy') },
    { to: paths.faq, label: t('shell.footer.faq') },
  ];
  return (
    <footer className="mt-12 border-t border-line bg-white pb-20 md:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between md:px-8">
        <p className="text-sm text-muted">
          © {new Date().getFullYear()} {PRODUCT_NAME} · {t('shell.footer.tagline')}
        </p>
        <nav aria-label={t('shell.footer.label')}>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-muted hover:text-ink">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
