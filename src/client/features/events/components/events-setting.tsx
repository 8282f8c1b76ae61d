import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Choice } from '#client/components/ui/choice-fields.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { useMyProfile } from '#client/resources/my-profile.ts';
import { useSaveEventSetting } from '../api/event-setting.ts';

/**
 * Settings → Availability: "Takes weddings and events". Saved as it is ticked; her profile
 * then shows the badge and "Request a quote", and the search's filter finds her.
 */
export function EventsSetting() {
  const t = useT();
  const profile = useMyProfile();
  const save = useSaveEventSetting();
  const { alert } = useAlerts();
  if (!profile.data) return null;
  return (
    <section aria-labelledby="events-setting" className="flex flex-col gap-3">
      <h2 id="events-setting" className="text-xl font-semibold">
        {t('events.setting.title')}
      </h2>
      <Choice
        type="checkbox"
        name="takesEvents"
        label={t('events.setting.label')}
        description={t('events.setting.text')}
        checked={profile.data.takesEvents ?? false}
        disabled={save.isPending}
        onChange={(takesEvents) =>
          save.mutate(takesEvents, {
            onSuccess: () => alert(t('events.setting.saved'), 'success'),
            onError: () => alert(t('events.setting.failed'), 'error'),
          })
        }
      />
    </section>
  );
}
