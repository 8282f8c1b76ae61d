import { Mail } from 'lucide-react';
import { useLocation } from 'react-router';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { AuthSwitch } from '#client/features/auth/components/auth-links.tsx';
import { SocialButtons } from '#client/features/auth/components/social-buttons.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function LoginPage() {
  const t = useT();
  usePageTitle(t('auth.login.pageTitle'));
  // Where a signed-in page sent the visitor from, handed on to whichever way they sign in.
  const from = useLocation().state as unknown;
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title={t('auth.login.title', { product: PRODUCT_NAME })}
          lead={t('auth.login.lead')}
        />
        <SocialButtons />
        <ButtonLink to={paths.loginEmail} state={from} variant="secondary" className="w-full">
          <Mail aria-hidden className="size-4" /> {t('auth.login.withEmail')}
        </ButtonLink>
        <AuthSwitch
          question={t('auth.login.newHere')}
          to={paths.register}
          label={t('auth.createAccount')}
        />
      </Card>
    </Container>
  );
}
