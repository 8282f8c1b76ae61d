import { Outlet, ScrollRestoration } from 'react-router';
import { usePageViewBeacon } from '#client/resources/page-views.ts';
import { Logo } from '../ui/logo.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { useT } from '#client/lib/i18n.tsx';

export function AppLayout() {
  usePageViewBeacon();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skip')}
      </a>
      {/* A printed page (a receipt) is the page alone, without the bars and the footer. */}
      <div className="contents print:hidden">
        <TopBar />
        {/* Phones: the logo above the page; the navigation is the bottom bar. */}
        <header className="flex h-14 items-center border-b border-line bg-paper px-4 md:hidden">
          <Logo />
        </header>
      </div>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <div className="contents print:hidden">
        <Footer />
        <BottomBar />
        <UpdatePrompt />
      </div>
      <ScrollRestoration />
    </div>
  );
}
