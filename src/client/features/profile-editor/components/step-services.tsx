import type { OwnProfile } from '#shared/schemas/profile.ts';
import { useT } from '#client/lib/i18n.tsx';
import type { WizardNav } from './form-footer.tsx';
import { LocationForm } from './location-form.tsx';
import { ServiceAreaForm } from './service-area-form.tsx';
import { SchedulePanel } from './schedule-editor.tsx';
import { SectionHeading } from './section-heading.tsx';
import { servicesReady, ServicesEditor } from './services-editor.tsx';

/** Wizard step 5: the services and their prices, the hours, then where the artist works. */
export function StepServices({ profile, wizard }: { profile: OwnProfile; wizard: WizardNav }) {
  const t = useT();
  return (
    <>
      <ServicesEditor profile={profile} headingLevel={3} />
      <div className="mt-10">
        <SectionHeading level={3}>{t('wizard.hours.title')}</SectionHeading>
        <p className="mb-4 text-sm text-muted">{t('wizard.hours.text')}</p>
        <SchedulePanel saveLabel={t('wizard.hours.save')} />
      </div>
      <div className="mt-10">
        <SectionHeading level={3}>{t('wizard.location.title')}</SectionHeading>

        <LocationForm
          profile={profile}
          wizard={wizard}
          servicesReady={servicesReady(profile.services)}
        />
        {profile.delivery ? (
          <div className="mt-8">
            <ServiceAreaForm />
          </div>
        ) : null}
      </div>
    </>
  );
}
