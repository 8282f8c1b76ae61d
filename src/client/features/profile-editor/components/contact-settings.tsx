import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { Card } from '#client/components/ui/page.tsx';
import { paths } from '#client/lib/paths.ts';
import { formatPhone } from '#client/lib/phone.ts';
import { ContactForm } from './contact-form.tsx';

const link = 'font-semibold text-blush-800 underline';

/** /info-contact: how clients reach the artist, the mobile number (changed on /mobile) and Instagram. */
export function ContactSettings({ profile }: { profile: OwnProfile }) {
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <h2 className="mb-2 text-xl font-semibold">How clients reach you</h2>
        <p className="text-muted">
          Clients send booking requests through your profile, and we e-mail you each one. Once you
          accept a booking, you and your client see each other’s mobile number to call or text until
          the appointment.
        </p>
        <dl className="mt-4 rounded-xl border border-line px-4 py-3">
          <dt className="text-sm font-medium">Mobile number</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold">
              {profile.mobileNumber ? formatPhone(profile.mobileNumber) : 'None yet'}
            </span>
            {profile.mobileVerified ? (
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
                <BadgeCheck aria-hidden className="size-4" />
                Verified
              </span>
            ) : null}
            <Link to={paths.mobile} className={`text-sm ${link}`}>
              {profile.mobileVerified
                ? 'About your number'
                : profile.mobileNumber
                  ? 'Change your number'
                  : 'Add your number'}
            </Link>
          </dd>
        </dl>
      </Card>
      <Card>
        <h2 className="mb-4 text-xl font-semibold">Instagram</h2>
        <ContactForm profile={profile} />
      </Card>
    </div>
  );
}
