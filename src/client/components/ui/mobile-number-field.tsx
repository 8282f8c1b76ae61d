import { BadgeCheck } from 'lucide-react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import { formatPhone } from '#client/lib/phone.ts';
import { FormTextField } from './form-fields.tsx';
import { useT } from '#client/lib/i18n.tsx';

/**
 * A verified mobile number, shown read-only (personal info, the wizard, the Mobile screen,
 * checkout's contact number): it changes only through the Help Center, so the link opens it on
 * "Change my phone number".
 */
export function LockedMobile({
  mobileNumber,
  label,
}: {
  mobileNumber: string | null;
  label?: string;
}) {
  const t = useT();
  return (
    <div className="rounded-xl border border-line bg-white px-4 py-3">
      <p className="text-sm font-medium text-ink">{label ?? t('settings.contact.mobile')}</p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold">
        {formatPhone(mobileNumber)}
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-success">
          <BadgeCheck aria-hidden className="size-3.5" />
          {t('settings.contact.verified')}
        </span>
      </p>
      <p className="mt-2 text-sm text-muted">
        {t('settings.mobile.locked')}{' '}
        <Link
          to={`${paths.help}?issue=change-phone`}
          className="font-semibold text-blush-800 underline"
        >
          {t('earnings.bank.writeUs')}
        </Link>
        .
      </p>
    </div>
  );
}

/**
 * The mobile number on every form that asks for it: a Canadian number, or, once verified, the
 * number shown read-only (the server refuses a change then).
 */
export function MobileNumberField<T extends FieldValues, TOut = T>({
  control,
  name,
  verifiedNumber,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** The saved number when it is verified; null or undefined while it may change. */
  verifiedNumber: string | null | undefined;
}) {
  const t = useT();
  if (verifiedNumber) return <LockedMobile mobileNumber={verifiedNumber} />;
  return (
    <FormTextField
      control={control}
      name={name}
      label={t('settings.contact.mobile')}
      type="tel"
      autoComplete="tel-national"
      placeholder="(416) 555-0123"
      description={t('settings.mobile.hint')}
    />
  );
}
