import { useState } from 'react';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { AuthSwitch, TermsAgreement } from '#client/features/auth/components/auth-links.tsx';
import { CheckInbox } from '#client/features/auth/components/check-inbox.tsx';
import { RegisterForm } from '#client/features/auth/components/register-form.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

export default function RegisterEmailPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const t = useT();
  usePageTitle(sentTo ? t('auth.inbox.title') : t('auth.register.withEmail'));
  return (
    <Container narrow>
      <Card className="mx-auto max-w-md">
        {sentTo ? (
          <CheckInbox email={sentTo} />
        ) : (
          <>
            <PageHeading title={t('auth.register.withEmail')} lead={t('auth.register.emailLead')} />
            <RegisterForm onRegistered={setSentTo} />
            <TermsAgreement
              className="mt-6 text-sm text-muted"
              termsLabel={t('shell.footer.terms')}
            />
            <AuthSwitch
              className="mt-4 text-center text-sm text-muted"
              question={t('auth.register.already')}
              to={paths.loginEmail}
              label={t('auth.signIn')}
            />
          </>
        )}
      </Card>
    </Container>
  );
}
