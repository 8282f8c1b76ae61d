import { Trash2 } from 'lucide-react';
import { formatMinutes } from '#shared/domain/availability.ts';
import { formatCents } from '#shared/domain/money.ts';
import type { OwnProfile } from '#shared/schemas/profile.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useRemoveService } from '../api/remove-service.ts';
import { AddServiceForm } from './add-service-form.tsx';
import { HstNumberForm } from './hst-number-form.tsx';
import { usePriceSides } from './price-sides.ts';
import { SectionHeading } from './section-heading.tsx';

/** Whether the services can be booked: at least one, and none without a price. */
export const servicesReady = (services: OwnProfile['services']) =>
  services.length > 0 && services.every((s) => s.amount > 0);

/**
 * The artist's services with Remove, each with both sides of its price ("Clients see $96.60 ·
 * you earn $73.60"), the form that adds one, and her GST/HST number. Each change saves at once.
 */
export function ServicesEditor({
  profile,
  headingLevel = 2,
}: {
  profile: OwnProfile;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const locale = useLocale();
  const priceSides = usePriceSides();
  const { alert } = useAlerts();
  const remove = useRemoveService();
  const onRemove = (id: string) =>
    remove.mutateAsync(id).then(
      (answer) => alert(answer.message, 'success'),
      (error: unknown) => alert(errorMessage(error), 'error'),
    );

  return (
    <div className="flex flex-col gap-8">
      <section>
        <SectionHeading level={headingLevel}>{t('wizard.services.title')}</SectionHeading>
        {profile.services.length === 0 ? (
          <p className="rounded-xl border border-dashed border-blush-200 px-4 py-6 text-center text-muted">
            {t('wizard.services.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-white">
            {profile.services.map((service) => (
              <li key={service._id} className="flex items-start gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{service.typeOfService}</p>
                  <p className="text-sm text-muted">
                    {formatMinutes(service.durationMinutes)}
                    {service.needsPatchTest ? ` · ${t('wizard.services.needsPatchTest')}` : ''}
                    {service.isPatchTest ? ` · ${t('wizard.services.isPatchTest')}` : ''}
                    {service.asksHealthQuestions
                      ? ` · ${t('wizard.services.asksHealthQuestions')}`
                      : ''}
                  </p>
                  <p className="text-sm break-words text-muted">{service.description}</p>
                  <p className="mt-1 text-sm font-medium">
                    {priceSides(
                      service.amount,
                      profile.pricing.feeBps,
                      profile.pricing.commissionBps,
                    )}
                    {profile.hstRegistered ? ` ${t('wizard.services.plusHst')}` : ''}
                  </p>
                </div>
                <p className="shrink-0 font-semibold">{formatCents(service.amount, locale)}</p>
                <Button
                  variant="ghost"
                  className="-my-1 shrink-0 px-3"
                  aria-label={t('wizard.removeNamed', { name: service.typeOfService })}
                  isDisabled={remove.isPending && remove.variables === service._id}
                  onPress={() => void onRemove(service._id)}
                >
                  <Trash2 aria-hidden className="size-4" />
                  <span className="max-sm:sr-only">{t('wizard.remove')}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <SectionHeading level={headingLevel}>{t('wizard.services.add')}</SectionHeading>

        <AddServiceForm pricing={profile.pricing} />
      </section>
      <HstNumberForm profile={profile} headingLevel={headingLevel} />
    </div>
  );
}
