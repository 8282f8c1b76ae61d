import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Container, PageHeading } from '#client/components/ui/page.tsx';
import { CheckInbox } from '#client/features/auth/components/check-inbox.tsx';
import { RegisterForm } from '#client/features/auth/components/register-form.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

const link = 'font-semibold text-blush-800 underline';

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
            <p className="mt-6 text-sm text-muted">
              {t('auth.register.agree')}{' '}
              <Link to={paths.terms} className={link}>
                {t('shell.footer.terms')}
              </Link>{' '}
              {t('auth.register.and')}{' '}
              <Link to={paths.policy} className={link}>
                {t('shell.footer.policy')}
              </Link>
              .
            </p>
            <p className="mt-4 text-center text-sm text-muted">
              {t('auth.register.already')}{' '}
              <Link to={paths.loginEmail} className={link}>
                {t('auth.signIn')}
              </Link>
            </p>
          </>
        )}
      </Card>
    </Container>
  );
}
