import { CalendarCheck, Mail, Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { AuthSwitch, TermsAgreement } from '#client/features/auth/components/auth-links.tsx';
import { SocialButtons } from '#client/features/auth/components/social-buttons.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

/** Spec §2 /register: social sign-up, and links to /register-email, /terms, /policy, /login. */
export default function RegisterPage() {
  const t = useT();
  usePageTitle(t('auth.register.pageTitle'));
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        <PageHeading
          title={t('auth.register.title', { product: PRODUCT_NAME })}
          lead={t('auth.register.lead')}
        />
        <ul className="mb-6 space-y-2 text-sm text-muted">
          <li className="flex items-center gap-2">
            <CalendarCheck aria-hidden className="size-4 shrink-0 text-blush-700" />
            {t('auth.register.point1')}
          </li>
          <li className="flex items-center gap-2">
            <Sparkles aria-hidden className="size-4 shrink-0 text-blush-700" />
            {t('auth.register.point2')}
          </li>
        </ul>
        <SocialButtons />
        <ButtonLink to={paths.registerEmail} variant="secondary" className="w-full">
          <Mail aria-hidden className="size-4" /> {t('auth.register.withEmail')}
        </ButtonLink>
        <TermsAgreement
          className="mt-6 text-center text-sm text-muted"
          termsLabel={t('auth.register.terms')}
        />
        <AuthSwitch
          className="mt-4 border-t border-line pt-4 text-center text-sm text-muted"
          question={t('auth.register.already')}
          to={paths.login}
          label={t('auth.register.logIn')}
        />
      </Card>
    </Container>
  );
}
