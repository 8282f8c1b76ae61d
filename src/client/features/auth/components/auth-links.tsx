import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import { useT } from '#client/lib/i18n.tsx';

const link = 'font-semibold text-blush-800 underline';

/** A question under an auth form and the link that answers it ("Already have an account? Sign in"). */
export function AuthSwitch(props: {
  question: string;
  to: string;
  label: string;
  className?: string;
}) {
  return (
    <p className={props.className ?? 'mt-6 text-center text-sm text-muted'}>
      {props.question}{' '}
      <Link to={props.to} className={link}>
        {props.label}
      </Link>
    </p>
  );
}

/** "By signing up you agree to the Terms and the Policy." */
export function TermsAgreement(props: { className: string; termsLabel: string }) {
  const t = useT();
  return (
    <p className={props.className}>
      {t('auth.register.agree')}{' '}
      <Link to={paths.terms} className={link}>
        {props.termsLabel}
      </Link>{' '}
      {t('auth.register.and')}{' '}
      <Link to={paths.policy} className={link}>
        {t('shell.footer.policy')}
      </Link>
      .
    </p>
  );
}
