import { ButtonLink } from '#client/components/ui/button.tsx';
import { Container } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function NotFoundPage() {
  const t = useT();
  usePageTitle(t('notFound.title'));
  return (
    <Container narrow>
      <div className="py-16 text-center">
        <p className="font-display text-7xl font-bold text-blush-500" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-3xl font-semibold">{t('notFound.title')}</h1>
        <p className="mt-2 text-muted">{t('notFound.lead')}</p>
        <ButtonLink to="/" className="mt-8">
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </Container>
  );
}
