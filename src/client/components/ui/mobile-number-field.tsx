import { BadgeCheck } from 'lucide-react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import { formatPhone } from '#client/lib/phone.ts';
import { FormTextField } from './form-fields.tsx';

/**
 * A verified mobile number, shown read-only (personal info, the wizard, the Mobile screen,
 * checkout's contact number): it changes only through the Help Center, so the link opens it on
 * "Change my phone number".
 */
export function LockedMobile({
  mobileNumber,
  label = 'Mobile number',
}: {
  mobileNumber: string | null;
  label?: string;
}) {
  return (
    <div className="rounded-xl border border-line bg-white px-4 py-3">
      <p className="text-sm font-medium text-ink">{label}</p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold">
        {formatPhone(mobileNumber)}
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-success">
          <BadgeCheck aria-hidden className="size-3.5" />
          Verified
        </span>
      </p>
      <p className="mt-2 text-sm text-muted">
        Your number was verified when you connected your bank account. To change it,{' '}
        <Link
          to={`${paths.help}?issue=change-phone`}
          className="font-semibold text-blush-800 underline"
        >
          write to us from the Help Center
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
  if (verifiedNumber) return <LockedMobile mobileNumber={verifiedNumber} />;
  return (
    <FormTextField
      control={control}
      name={name}
      label="Mobile number"
      type="tel"
      autoComplete="tel-national"
      placeholder="(416) 555-0123"
      description="A Canadian number. The other party of a booking sees it only while the booking is accepted."
    />
  );
}
