import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import { formatPhone } from '#client/lib/phone.ts';

/**
 * A verified mobile number, shown read-only (personal info, the wizard, the Mobile screen): it
 * changes only through the Help Center, so the link opens it on "Change my phone number".
 */
export function LockedMobile({ mobileNumber }: { mobileNumber: string | null }) {
  return (
    <div className="rounded-xl border border-line bg-white px-4 py-3">
      <p className="text-sm font-medium text-ink">Mobile number</p>
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
