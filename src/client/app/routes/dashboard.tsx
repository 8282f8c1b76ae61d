import { Link, useSearchParams } from 'react-router';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { AuditLog } from '#client/features/admin/components/audit-log.tsx';
import { CredentialQueue } from '#client/features/admin/components/credential-queue.tsx';
import { HelpInbox } from '#client/features/admin/components/help-inbox.tsx';
import { MoneyPanel } from '#client/features/admin/components/money-panel.tsx';
import { Overview } from '#client/features/admin/components/overview.tsx';
import { PageViewsPanel } from '#client/features/admin/components/page-views-panel.tsx';
import { SentEmailsPanel } from '#client/features/admin/components/sent-emails.tsx';
import { UsersTable } from '#client/features/admin/components/users-table.tsx';
import { VerificationQueue } from '#client/features/admin/components/verification-queue.tsx';
import { TaxReportingPanel } from '#client/features/tax/components/tax-reporting-panel.tsx';
import { RescueOverviewPanel } from '#client/features/rescue/components/rescue-overview.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';
import type { MessageKey } from '#shared/i18n/translator.ts';

const tabs = [
  { id: 'overview', label: 'admin.tab.overview' },
  { id: 'verification', label: 'admin.tab.verification' },
  { id: 'people', label: 'admin.tab.people' },
  { id: 'help', label: 'admin.tab.help' },
  { id: 'money', label: 'admin.tab.money' },
  { id: 'emails', label: 'admin.tab.emails' },
  { id: 'views', label: 'admin.tab.views' },
  { id: 'tax', label: 'admin.tab.tax' },
  { id: 'audit', label: 'admin.tab.audit' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageKey }>;
type Tab = (typeof tabs)[number]['id'];

const chip =
  'rounded-full border px-4 py-2 text-sm font-medium outline-offset-2 focus-visible:outline-2 focus-visible:outline-blush-700';

/** /dashboard (admins only): one section at a time, chosen in the URL (?tab=). */
export default function DashboardPage() {
  const t = useT();
  usePageTitle(t('admin.title'));
  const { auth } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((item) => item.id === params.get('tab'))?.id ?? 'overview';
  const open = (next: Tab) => setParams(next === 'overview' ? {} : { tab: next });
  const profile =
    auth.user?.profile && auth.user._id ? paths.artistProfile(auth.user._id) : paths.settings;
  const links = [
    { to: paths.home, label: t('admin.shortcut.home') },
    { to: paths.search, label: t('admin.shortcut.search') },
    { to: paths.settings, label: t('admin.shortcut.settings') },
    { to: profile, label: t('admin.shortcut.profile') },
  ];
  return (
    <Container>
      <PageHeading title={t('admin.title')} />
      <nav aria-label={t('admin.shortcuts')} className="mb-4 flex flex-wrap gap-2">
        {links.map((l) => (
          <Link
            key={l.label}
            to={l.to}
            className={`${chip} border-line bg-white hover:bg-blush-50`}
          >
            {l.label}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('admin.sections')} className="mb-6 flex flex-wrap gap-2">
        {tabs.map((item) => (
          <Link
            key={item.id}
            to={item.id === 'overview' ? '?' : `?tab=${item.id}`}
            aria-current={item.id === tab ? 'page' : undefined}
            className={`${chip} ${
              item.id === tab
                ? 'border-blush-700 bg-blush-700 text-white'
                : 'border-line bg-white hover:bg-blush-50'
            }`}
          >
            {t(item.label)}
          </Link>
        ))}
      </nav>
      {tab === 'overview' ? (
        <>
          <Overview onOpen={open} />
          <RescueOverviewPanel />
        </>
      ) : null}
      {tab === 'verification' ? (
        <>
          <VerificationQueue />
          <CredentialQueue />
        </>
      ) : null}
      {tab === 'people' ? <UsersTable /> : null}
      {tab === 'help' ? <HelpInbox /> : null}
      {tab === 'money' ? <MoneyPanel /> : null}
      {tab === 'emails' ? <SentEmailsPanel /> : null}
      {tab === 'views' ? <PageViewsPanel /> : null}
      {tab === 'tax' ? <TaxReportingPanel /> : null}
      {tab === 'audit' ? <AuditLog /> : null}
    </Container>
  );
}
